// Small behaviours without inline handlers (the Content Security Policy allows no inline script).
document.addEventListener("focusin", (event) => {
  if (event.target.matches("[data-invite-link]")) event.target.select();
});
document.addEventListener("click", (event) => {
  if (event.target.closest("[data-print]")) window.print();
});
