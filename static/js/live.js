// The live game's tap pad (templates/live/page.html): each tap gets its own id and waits in localStorage until the
// server has answered it, so a tap made without a connection is sent, in order, once the phone is back online. The
// server answers a repeated id as accepted and stores it once, so a retry never counts twice. Without this script
// the pad's forms post and redirect as plain forms.
(() => {
  const root = document.querySelector("[data-live]");
  if (!root) return;
  const key = `live:${root.dataset.game}:outbox`;
  const tapUrl = root.dataset.tapUrl;
  const outbox = document.querySelector("[data-outbox]");
  const problem = document.querySelector("[data-live-error]");
  const recent = {}; // side -> this phone's last tap the server accepted, until the next state arrives

  const load = () => {
    try { return JSON.parse(localStorage.getItem(key) || "[]"); } catch { return []; }
  };
  const save = (taps) => localStorage.setItem(key, JSON.stringify(taps));
  const newId = () => {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  };
  const csrfToken = () => {
    const field = document.querySelector("input[name=csrfmiddlewaretoken]");
    return field ? field.value : "";
  };
  const show = () => {
    const waiting = load().length;
    outbox.hidden = waiting === 0;
    // the words come from the page, in its language
    outbox.textContent = waiting === 1 ? outbox.dataset.one : outbox.dataset.many.replace("%(count)s", waiting);
  };
  const refuse = (text) => {
    problem.textContent = text;
    problem.hidden = !text;
  };
  const refresh = () => document.body.dispatchEvent(new CustomEvent("live:refresh"));
  // A tap's answer carries the game's new state: swapped in at once, unless a poll already showed a later one.
  const swapState = (html) => {
    const current = document.getElementById("live-state");
    const template = document.createElement("template");
    template.innerHTML = html.trim();
    const fresh = template.content.firstElementChild;
    if (!current || !fresh) return false;
    if (parseInt(fresh.dataset.version, 10) < parseInt(current.dataset.version, 10)) return true;
    current.replaceWith(fresh);
    if (window.htmx) window.htmx.process(fresh);
    for (const side of Object.keys(recent)) delete recent[side]; // the new state shows each side's last tap
    return true;
  };

  // The tap an Undo means: this phone's last one for the side, still waiting or last accepted, else the one the
  // latest state shows (so a double tap on Undo never cancels two).
  const lastTap = (side) => {
    const waiting = load().filter((tap) => tap.side === side);
    if (waiting.length) {
      const last = waiting[waiting.length - 1];
      return last.kind === "undo" ? "" : last.tap_id;
    }
    if (side in recent) return recent[side];
    const state = document.getElementById("live-state");
    return state ? state.dataset[side === "home" ? "lastHome" : "lastAway"] || "" : "";
  };

  // A tap as the form posts it: a list (the two dice of a game length) as repeated fields.
  const asParams = (tap) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(tap)) {
      for (const one of [].concat(value)) params.append(key, one);
    }
    return params;
  };

  let sending = false;
  const flush = async () => {
    if (sending) return;
    sending = true;
    let stale = false; // a tap was answered without the new state: ask for it
    try {
      for (let taps = load(); taps.length; taps = load()) {
        const tap = taps[0];
        let response;
        try {
          const { to, ...fields } = tap; // a roll goes to the roll address, any other tap to the tap address
          response = await fetch(to || tapUrl, {
            method: "POST",
            credentials: "same-origin",
            headers: { "X-CSRFToken": csrfToken(), "X-Live-Client": "1" },
            body: asParams(fields),
          });
        } catch {
          break; // no connection: the taps wait, in order
        }
        if (response.status >= 500) break; // the server is struggling: try again later
        save(load().filter((waiting) => waiting.tap_id !== tap.tap_id));
        let answer = {};
        try { answer = await response.json(); } catch { answer = {}; }
        if (response.ok) {
          if (tap.kind === "undo") delete recent[tap.side];
          else recent[tap.side] = tap.tap_id;
          refuse("");
          if (!(answer.state && swapState(answer.state))) stale = true;
        } else {
          stale = true;
          refuse(answer.message || outbox.dataset.refused);
        }
      }
    } finally {
      sending = false;
      show();
      if (stale) refresh();
    }
  };

  document.addEventListener("submit", (event) => {
    const form = event.target.closest("form[data-live-tap]");
    if (!form) return;
    event.preventDefault();
    const data = new FormData(form, event.submitter);
    const tap = Object.fromEntries(data);
    const dice = data.getAll("dice");
    if (dice.length) tap.dice = dice;
    delete tap.csrfmiddlewaretoken;
    tap.tap_id = newId();
    if (form.dataset.liveTap) tap.to = form.dataset.liveTap;
    if (tap.kind === "undo") tap.undoes = lastTap(tap.side);
    save([...load(), tap]);
    const player = form.closest("details");
    if (player) player.open = false;
    show();
    flush();
  });
  document.body.addEventListener("htmx:afterSwap", () => {
    // a new state (the page's only swap) shows each side's last tap itself
    for (const side of Object.keys(recent)) delete recent[side];
  });
  window.addEventListener("online", flush);
  setInterval(() => { if (load().length) flush(); }, 3000);
  show();
  flush();
})();
