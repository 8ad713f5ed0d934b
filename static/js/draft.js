// The draft page. htmx gives focus back to the control that sent a swap when the new page has one with its id
// (each Add and Remove button has one). When it has none that can take focus (an Add now disabled at its limit,
// the last Remove), focus goes to the summary, which says why, rather than to the top of the page.
let draftFocusLost = false;
document.addEventListener("htmx:beforeSwap", () => {
  const form = document.getElementById("draft-form");
  const active = document.activeElement;
  draftFocusLost = Boolean(form && active && active !== document.body && form.contains(active));
});
document.addEventListener("htmx:afterSettle", () => {
  if (!draftFocusLost) return;
  draftFocusLost = false;
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const summary = document.getElementById("summary");
  if (summary) summary.focus({ preventScroll: true });
});
