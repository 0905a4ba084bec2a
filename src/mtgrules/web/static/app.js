// mtgrules serve: the page. Plain JavaScript, no build step. It shows the state the server
// sends (/api/games/ID) and sends back the notation of the option clicked; it never decides
// what is legal (the server lists the options).
"use strict";

const params = new URLSearchParams(location.search);
const DELAY = Math.max(0, parseInt(params.get("delay") || "350", 10) || 0);
let gameId = null;
let logNext = 0;
let busy = false;
let last = null;
let version = 0;
// Test hook: the last state the server sent (read only).
window.mtg = {state: () => last};

const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

async function api(path, body) {
  const opts = body === undefined ? {} : {
    method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body),
  };
  const r = await fetch(path, opts);
  let data;
  try { data = await r.json(); } catch (e) { data = {error: `${r.status} ${r.statusText}`}; }
  if (!r.ok) { const err = new Error(data.error || r.statusText); err.data = data; throw err; }
  return data;
}

// --- the start page ---------------------------------------------------------------------

async function setupStart() {
  const o = await api("/api/options");
  const f = $("start-form");
  for (const [sel, def] of [["deck", o.decks[0]], ["opponent_deck", o.decks[1] || o.decks[0]]]) {
    for (const d of o.decks) f[sel].append(el("option", {value: d, text: d, selected: d === def}));
  }
  for (const a of o.agents) f.agent.append(el("option", {value: a, text: a}));
  // A deck file (any form the server reads: text, .dck, .dek, .cod, .csv) fills the decklist
  // box; the server recognises its form from the content, as for pasted text.
  f.deckfile.addEventListener("change", async () => {
    const file = f.deckfile.files[0];
    if (file) f.decklist.value = decodeDeckFile(new Uint8Array(await file.arrayBuffer()));
  });
  f.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const body = {deck: f.decklist.value.trim() ? f.decklist.value : f.deck.value,
                  opponent_deck: f.opponent_deck.value, agent: f.agent.value,
                  name: f.name.value, format: o.format || "constructed"};
    if (f.seed.value.trim()) body.seed = f.seed.value.trim();
    $("start-error").hidden = true;
    try {
      const st = await api("/api/games", body);
      startGame(st);
    } catch (e) {
      const d = e.data || {};
      $("start-error").textContent = e.message + (d.line ? `\n(line ${d.line} of the decklist)` : "");
      $("start-error").hidden = false;
      if (d.line && d.field === "deck") selectLine(f.decklist, d.line);
    }
  });
}

// A deck file's text: UTF-16 with a byte-order mark, else UTF-8, else Windows-1252 (as
// mtgrules.decks.decode_decklist reads files).
function decodeDeckFile(bytes) {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    return new TextDecoder("utf-8", {fatal: true}).decode(bytes);
  } catch (e) {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function selectLine(area, line) {
  const lines = area.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  area.focus();
  area.setSelectionRange(start, start + (lines[line - 1] || "").length);
}

function startGame(st) {
  gameId = st.id;
  logNext = 0;
  $("log").replaceChildren();
  history.replaceState(null, "", `${location.pathname}${location.search}#game=${gameId}`);
  $("start").hidden = true;
  $("game").hidden = false;
  for (const b of ["concede", "pass-turn", "new-game", "pay-box"]) $(b).hidden = false;
  show(st);
  advance();
}

// --- talking to the game ------------------------------------------------------------------

async function post(what, body) {
  if (busy) return;
  busy = true;
  $("action-error").hidden = true;
  hideMenu();
  try {
    show(await api(`/api/games/${gameId}/${what}?since=${logNext}`, body || {}));
  } catch (e) {
    $("action-error").textContent = e.message;
    $("action-error").hidden = false;
  } finally {
    busy = false;
  }
  advance();
}

function choose(action) { post("action", {action}); }

let stepTimer = null;
function advance() {
  if (!last || last.waiting !== "computer" || stepTimer !== null) return;
  stepTimer = setTimeout(async () => {
    stepTimer = null;
    if (busy) { advance(); return; }
    busy = true;
    try {
      show(await api(`/api/games/${gameId}/step?since=${logNext}`, {}));
    } catch (e) {
      $("action-error").textContent = e.message;
      $("action-error").hidden = false;
      last = null;
    } finally {
      busy = false;
    }
    advance();
  }, DELAY);
}

// --- drawing the state ----------------------------------------------------------------------

function show(st) {
  last = st;
  document.body.dataset.version = String(++version);
  document.body.dataset.waiting = st.waiting;
  const you = st.players.find((p) => p.you);
  const active = st.players[st.active];
  $("status").textContent = st.turn
    ? `Turn ${st.turn} · ${st.step.replaceAll("_", " ")} · ${active.you ? "Your" : active.name + "'s"} turn`
      + (st.waiting === "computer" ? " · the computer is thinking…" : "")
    : "Opening hands";
  $("status").dataset.waiting = st.waiting;
  $("auto-pay").checked = st.auto_pay;
  // What each spell or ability on the stack targets is highlighted where it is drawn.
  targetedBy = new Map();
  for (const o of st.stack) {
    for (const r of o.target_refs || []) {
      if (!targetedBy.has(r)) targetedBy.set(r, []);
      targetedBy.get(r).push(o.name);
    }
  }
  // Options about a card go on that card; the others are buttons.
  const byCard = new Map();
  const opts = st.decision ? st.decision.options : [];
  for (const o of opts) {
    if (o.card === null) continue;
    if (!byCard.has(o.card)) byCard.set(o.card, []);
    byCard.get(o.card).push(o);
  }
  const drawn = new Set();
  const bf = $("battlefield");
  bf.replaceChildren();
  const order = st.players.filter((p) => !p.you).concat([you]);
  for (const p of order) bf.append(playerArea(p, byCard, drawn));
  $("hand").replaceChildren(...st.hand.map((c) => cardEl(c, byCard, drawn)));
  drawStack(st, byCard, drawn);
  drawDecision(st, opts, drawn);
  drawLog(st.log);
  logNext = st.log_next;
  drawResult(st);
  drawMoves(st);
  drawStops(st);
}

const STEPS = ["upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
               "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end"];

function drawMoves(st) {
  const mine = `P${st.players.find((p) => p.you).index + 1}: `;
  const theirs = (st.moves || []).filter((m) => !m.startsWith(mine)
    && !/: (pass|auto|done)$/.test(m) && !/basic:\w+$/.test(m));
  if (!theirs.length) return;
  $("moves").textContent = "Computer: " + theirs.map((m) => m.replace(/^P\d+: /, "")).join(", ");
  $("moves").hidden = false;
}

let stopsDrawn = null;
function drawStops(st) {
  const key = JSON.stringify(st.stops);
  if (key === stopsDrawn) return;
  stopsDrawn = key;
  const box = $("stops");
  box.replaceChildren();
  for (const [side, label] of [["own", "Your turns"], ["opponents", "The computer's turns"]]) {
    const col = el("div", {class: "stop-col"}, el("strong", {text: label}));
    for (const step of STEPS) {
      const cb = el("input", {type: "checkbox", "data-testid": `stop-${side}-${step}`,
                              checked: st.stops[side].includes(step)});
      cb.addEventListener("change", () => {
        const pick = (s) => STEPS.filter((x) =>
          document.querySelector(`[data-testid="stop-${s}-${x}"]`).checked);
        post("stops", {own: pick("own"), opponents: pick("opponents")});
      });
      col.append(el("label", {}, cb, " " + step.replaceAll("_", " ")));
    }
    box.append(col);
  }
}

function playerArea(p, byCard, drawn) {
  const aimed = targetedBy.get(-1 - p.index);
  const info = el("div", {class: "player-info" + (aimed ? " targeted" : ""), "data-testid": `player-${p.index + 1}`},
    el("span", {class: "pname", text: p.name + (p.you ? " (you)" : "") + (p.lost ? " (lost)" : "")}),
    aimed ? el("span", {class: "aimed", text: `targeted by ${aimed.join(", ")}`}) : null,
    el("span", {class: "life", "data-testid": `life-${p.index + 1}`, title: "life", text: `♥ ${p.life}`}),
    p.poison ? el("span", {class: "poison", title: "poison counters", text: `☠ ${p.poison}`}) : null,
    el("span", {class: "count", title: "library", text: `Library ${p.library}`}),
    el("span", {class: "count", title: "hand", text: `Hand ${p.hand}`}),
    graveyardEl(p),
    el("span", {class: "count", title: "exile", text: `Exile ${p.exile}`}),
    ...(p.command || []).map((c) => el("span", {class: "count command", "data-testid": "command",
      title: "command zone (CR 903.6)", text: `Command: ${c.name}${c.tax ? ` (tax {${c.tax}})` : ""}`,
      onmouseenter: () => detail(c)})));
  const area = el("div", {class: "player-area" + (p.you ? " you" : " opponent"),
                           "data-player": p.index + 1}, info);
  const targetOpt = playerOption(p);
  if (targetOpt) {
    info.classList.add("selectable");
    info.append(el("button", {class: "player-target", "data-testid": "option",
                              "data-action": targetOpt.action, text: targetOpt.label,
                              onclick: () => choose(targetOpt.action)}));
    drawnPlayerOptions.add(targetOpt.action);
  }
  for (const g of ["creatures", "other", "lands"]) {
    const row = el("div", {class: `row ${g}`, "data-group": g});
    for (const c of p.battlefield[g]) row.append(cardEl(c, byCard, drawn));
    area.append(row);
  }
  return area;
}

let drawnPlayerOptions = new Set();
function playerOption(p) {
  if (!last || !last.decision) return null;
  const spelled = `P${p.index + 1}`;
  return last.decision.options.find((o) => o.kind === "target" && o.action === `target ${spelled}`) || null;
}

function graveyardEl(p) {
  const g = el("span", {class: "count graveyard", title: "graveyard (click to list)", text: `Graveyard ${p.graveyard}`});
  g.addEventListener("click", () => {
    $("detail").replaceChildren(el("strong", {text: `${p.name}'s graveyard`}),
      el("ul", {}, ...p.graveyard_cards.map((c) => el("li", {text: c.name, onmouseenter: () => detail(c)}))));
  });
  return g;
}

let targetedBy = new Map();

function cardEl(c, byCard, drawn) {
  const mine = byCard.get(c.id) || [];
  const classes = ["card"];
  if (targetedBy.has(c.id)) classes.push("targeted");
  if (c.tapped) classes.push("tapped");
  if (c.combat) classes.push(c.combat.startsWith("attacking") ? "attacking" : "blocking");
  if (mine.length) classes.push(mine.every((o) => o.mana) ? "selectable mana" : "selectable");
  for (const t of c.types || []) classes.push("t-" + t.toLowerCase());
  const attrs = {class: classes.join(" "), "data-oid": c.id, "data-name": c.name};
  if (mine.length === 1) {
    attrs["data-testid"] = "option";
    attrs["data-action"] = mine[0].action;
    attrs.title = mine[0].label;
  } else if (mine.length > 1) {
    attrs.title = mine.map((o) => o.label).join("\n");
  }
  if (mine.length) {  // a control: focusable and named for screen readers and keyboards
    attrs.role = "button";
    attrs.tabindex = "0";
    attrs["aria-label"] = mine.length === 1 ? mine[0].label : `${c.name}: ${mine.length} choices`;
  }
  const pt = c.power !== undefined && c.power !== null
    ? el("span", {class: "pt" + (c.printed && (c.printed[0] !== c.power || c.printed[1] !== c.toughness) ? " changed" : ""),
                  text: `${c.power}/${c.toughness}` + (c.printed && (c.printed[0] !== c.power || c.printed[1] !== c.toughness) && c.printed[0] !== null ? ` (${c.printed[0]}/${c.printed[1]})` : "")})
    : null;
  const notes = [];
  for (const [k, n] of Object.entries(c.counters || {})) notes.push(`${n}× ${k}`);
  if (c.damage) notes.push(`${c.damage} damage`);
  if (targetedBy.has(c.id)) notes.push(`targeted by ${targetedBy.get(c.id).join(", ")}`);
  if (c.sick) notes.push("summoning sick");
  if (c.sector) notes.push(`sector: ${c.sector}`);
  if (c.level !== undefined) notes.push(`level ${c.level}`);
  if (c.keywords && c.keywords.length) notes.push(c.keywords.join(", "));
  const e = el("div", attrs,
    el("div", {class: "top"}, el("span", {class: "name", text: c.name}), el("span", {class: "cost", text: c.cost || ""})),
    el("div", {class: "type", text: c.type_line || ""}),
    c.combat ? el("div", {class: "combat", text: c.combat}) : null,
    notes.length ? el("div", {class: "notes", text: notes.join(" · ")}) : null,
    c.tapped ? el("div", {class: "tapmark", text: "tapped"}) : null,
    pt);
  for (const a of c.attachment_cards || []) {
    e.append(el("div", {class: "attachment"}, cardEl(a, byCard, drawn)));
  }
  e.addEventListener("mouseenter", () => detail(c));
  e.addEventListener("click", (ev) => {
    ev.stopPropagation();
    detail(c);
    if (mine.length === 1) choose(mine[0].action);
    else if (mine.length > 1) showMenu(e, mine);
  });
  e.addEventListener("keydown", (ev) => {
    if (mine.length && (ev.key === "Enter" || ev.key === " ")) { ev.preventDefault(); e.click(); }
  });
  drawn.add(c.id);
  return e;
}

function detail(c) {
  const pt = c.power !== undefined && c.power !== null ? `${c.power}/${c.toughness}` : "";
  const printed = c.printed && c.printed[0] !== null ? ` (printed ${c.printed[0]}/${c.printed[1]})` : "";
  $("detail").replaceChildren(...[
    el("div", {class: "dname"}, el("strong", {text: c.name}), el("span", {class: "cost", text: " " + (c.cost || "")})),
    el("div", {class: "dtype", text: c.type_line || ""}),
    el("div", {class: "oracle", "data-testid": "oracle", text: c.ability ? `${c.ability}` : (c.oracle || "")}),
    pt ? el("div", {text: pt + printed}) : null,
    c.combat ? el("div", {text: c.combat}) : null].filter((x) => x !== null));
}

function showMenu(anchor, options) {
  const m = $("menu");
  m.replaceChildren(...options.map((o) => el("button", {"data-testid": "option", "data-action": o.action,
    text: o.label, onclick: (ev) => { ev.stopPropagation(); choose(o.action); }})));
  const r = anchor.getBoundingClientRect();
  m.style.left = `${Math.min(r.left + window.scrollX, window.innerWidth - 260)}px`;
  m.style.top = `${r.bottom + window.scrollY + 4}px`;
  m.hidden = false;
}
function hideMenu() { $("menu").hidden = true; $("menu").replaceChildren(); }
document.addEventListener("click", hideMenu);

function drawStack(st, byCard, drawn) {
  const s = $("stack");
  s.replaceChildren();
  if (!st.stack.length) { s.hidden = true; return; }
  s.hidden = false;
  s.append(el("h3", {text: "The stack (top first)"}));
  for (const o of st.stack) {
    const item = el("div", {class: "stack-item"}, cardEl(o, byCard, drawn),
      el("div", {class: "stack-info", text:
        (o.kind === "ability" ? `ability of ${o.source}: ${o.ability}` : `spell, controlled by ${st.players[o.controller].you ? "you" : st.players[o.controller].name}`)
        + (o.targets.length ? ` → targets ${o.targets.join(", ")}` : "")}));
    s.append(item);
  }
}

function drawDecision(st, opts, drawn) {
  const box = $("buttons");
  box.replaceChildren();
  const d = st.decision;
  if (!d) {
    $("prompt").textContent = st.result ? "" : (st.waiting === "computer" ? "Waiting for the computer…" : "");
    return;
  }
  const onCards = opts.filter((o) => o.card !== null && drawn.has(o.card));
  $("prompt").textContent = d.prompt + (onCards.length ? "  (click a highlighted card" + (opts.length > onCards.length ? " or a button" : "") + ")" : "");
  for (const o of opts) {
    if (o.card !== null && drawn.has(o.card)) continue;
    if (drawnPlayerOptions.has(o.action)) continue;
    box.append(el("button", {"data-testid": "option", "data-action": o.action, class: `opt k-${o.kind}`,
                             text: o.label, onclick: () => choose(o.action)}));
  }
  drawnPlayerOptions = new Set();
}

function drawLog(events) {
  const log = $("log");
  for (const ev of events) {
    log.append(el("li", {class: `ev e-${ev.event}`, "data-i": ev.i},
      el("span", {class: "when", text: `T${ev.turn} ${String(ev.step || "").replaceAll("_", " ")}`}),
      " ", el("span", {class: "text", text: ev.text}),
      ev.rule ? el("span", {class: "rule", "data-testid": "rule", title: "Comprehensive Rules", text: `CR ${ev.rule}`}) : null));
  }
  while (log.children.length > 600) log.firstChild.remove();
  if (events.length) log.lastChild.scrollIntoView({block: "nearest"});
}

function drawResult(st) {
  const r = $("result");
  if (!st.result) { r.hidden = true; return; }
  const you = st.players.find((p) => p.you);
  const won = st.result.winners.includes(you.name);
  r.replaceChildren(el("h2", {text: st.result.draw ? "Draw" : won ? "You win!" : "You lose"}),
    el("p", {class: "reason", "data-testid": "result-reason", text: st.result.reason}),
    el("button", {"data-testid": "play-again", text: "New game", onclick: newGame}));
  r.hidden = false;
  $("concede").hidden = true;
  $("pass-turn").hidden = true;
}

function newGame() {
  gameId = null;
  last = null;
  history.replaceState(null, "", `${location.pathname}${location.search}`);
  $("game").hidden = true;
  $("result").hidden = true;
  $("start").hidden = false;
  for (const b of ["concede", "pass-turn", "new-game", "pay-box"]) $(b).hidden = true;
}

$("concede").addEventListener("click", () => {
  if (confirm("Concede this game?")) post("concede");
});
$("pass-turn").addEventListener("click", () => post("pass_turn"));
$("auto-pay").addEventListener("change", () => post("payment", {auto: $("auto-pay").checked}));
$("new-game").addEventListener("click", newGame);

(async function main() {
  await setupStart();
  const m = location.hash.match(/game=([A-Za-z0-9_-]+)/);
  if (m) {
    try { startGame(await api(`/api/games/${m[1]}`)); } catch (e) { newGame(); }
  }
  advance();
})();
