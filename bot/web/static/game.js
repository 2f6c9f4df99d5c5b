// The game page's script (bot/web/): the deadline in the reader's time zone, the log's search,
// the live updates (Server-Sent Events), the board's zoom and the replay scrubber.
// Every text from the game goes in as textContent (never as HTML).
"use strict";
(function () {
  const body = document.body;
  const base = body.dataset.base;
  const lang = body.dataset.lang;
  let version = body.dataset.version;
  const $ = (id) => document.getElementById(id);

  function showDeadline() {
    const el = $("deadline");
    if (!el || !el.dataset.utc) return;
    const when = new Date(parseFloat(el.dataset.utc) * 1000);
    el.dateTime = when.toISOString();
    el.textContent = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(when);
  }

  function filterLog() {
    const words = $("search").value.trim().toLowerCase();
    for (const turn of $("log").querySelectorAll(".turn")) {
      let any = false;
      for (const line of turn.querySelectorAll("p")) {
        const show = !words || line.textContent.toLowerCase().includes(words);
        line.hidden = !show;
        any = any || show;
      }
      turn.hidden = !any;
    }
  }

  function turnTitle(n) {
    return n === 0 ? $("label-start").textContent : $("label-turn").textContent.replace("@N", String(n));
  }

  function element(tag, text) {
    const el = document.createElement(tag);
    el.textContent = text;
    return el;
  }

  function update(d) {
    version = String(d.version);
    body.dataset.version = version;
    $("status-label").textContent = d.status_label;
    $("deciding").textContent = d.deciding.join(", ");
    $("prompt").textContent = d.prompt;
    $("turn").hidden = d.deciding.length === 0;
    $("deadline").dataset.utc = d.deadline === null ? "" : String(d.deadline);
    $("deadline-box").hidden = d.deadline === null;
    showDeadline();
    $("status-text").textContent = d.status_text;
    const players = $("players");
    players.replaceChildren(...d.players.map((p) => element("li", p.name)));
    const log = $("log");
    log.replaceChildren(...d.turns.map((g) => {
      const section = document.createElement("section");
      section.className = "turn";
      section.dataset.turn = String(g.turn);
      section.append(element("h3", turnTitle(g.turn)), ...g.lines.map((line) => element("p", line)));
      return section;
    }));
    filterLog();
    const scrubber = $("scrubber");
    if (scrubber) {
      const atEnd = scrubber.value === scrubber.max;
      scrubber.max = String(d.last_turn);
      if (atEnd) scrubber.value = scrubber.max;
      showTurn();
    }
    const detail = $("detail");
    if (detail) detail.src = base + "/detail.png?v=" + version;
  }

  function showTurn() {
    const scrubber = $("scrubber");
    const board = $("board");
    if (!scrubber || !board) return;
    const n = parseInt(scrubber.value, 10);
    const now = scrubber.value === scrubber.max;
    $("scrub-label").textContent = now ? $("label-now").textContent : turnTitle(n);
    board.src = now ? base + "/board.png?v=" + version : base + "/turn/" + n + ".png?v=" + version;
  }

  function listen() {
    if (!window.EventSource) return;
    const source = new EventSource(base + "/live?v=" + encodeURIComponent(version) + "&lang=" + lang);
    source.onmessage = (event) => update(JSON.parse(event.data));
  }

  // zoom: wheel and pinch scale the board about the pointer, drag moves it, double-click resets
  function zoom() {
    const box = $("zoom");
    const board = $("board");
    if (!box || !board) return;
    let scale = 1, x = 0, y = 0;
    const pointers = new Map();
    let pinch = 0;
    const apply = () => { board.style.transform = `translate(${x}px, ${y}px) scale(${scale})`; };
    const zoomAt = (factor, cx, cy) => {
      const next = Math.min(8, Math.max(1, scale * factor));
      const rect = box.getBoundingClientRect();
      const px = cx - rect.left, py = cy - rect.top;
      x = px - (px - x) * (next / scale);
      y = py - (py - y) * (next / scale);
      scale = next;
      if (scale === 1) { x = 0; y = 0; }
      apply();
    };
    box.addEventListener("wheel", (e) => { e.preventDefault(); zoomAt(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX, e.clientY); }, { passive: false });
    box.addEventListener("pointerdown", (e) => { box.setPointerCapture(e.pointerId); pointers.set(e.pointerId, [e.clientX, e.clientY]); });
    box.addEventListener("pointermove", (e) => {
      const last = pointers.get(e.pointerId);
      if (!last) return;
      pointers.set(e.pointerId, [e.clientX, e.clientY]);
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        const distance = Math.hypot(a[0] - b[0], a[1] - b[1]);
        if (pinch) zoomAt(distance / pinch, (a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
        pinch = distance;
      } else if (scale > 1) {
        x += e.clientX - last[0];
        y += e.clientY - last[1];
        apply();
      }
    });
    const up = (e) => { pointers.delete(e.pointerId); pinch = 0; };
    box.addEventListener("pointerup", up);
    box.addEventListener("pointercancel", up);
    box.addEventListener("dblclick", () => { scale = 1; x = 0; y = 0; apply(); });
  }

  showDeadline();
  $("search").addEventListener("input", filterLog);
  const scrubber = $("scrubber");
  if (scrubber) {
    scrubber.addEventListener("input", showTurn);
    $("scrub-label").textContent = $("label-now").textContent;
  }
  zoom();
  listen();
})();
