"use strict";
// One game's board: the standings ranked, the round in progress, the
// chart of totals and the last hands. The game's page shows one; the TV
// shows up to four. Its documents — standings, rounds and (Chuche) the
// table — are loaded together and shown only when they agree (the same
// number of rounds played), so a part never lags behind the rest; a load
// that fails is tried again until it works (keeper, net.js), and the
// board meanwhile keeps what it last showed, with the page saying it is
// stale.

function signed(n) {
  return n > 0 ? "+" + n : n < 0 ? "−" + Math.abs(n) : "0";
}

// announce words a capture's steps ("5 plus 3 is 8, plus Joker 1 is 9")
// in the page's language; the English `said` is the fallback.
function announce(c) {
  if (!Array.isArray(c.steps) || c.steps.length === 0) return c.said || "";
  let out = "";
  c.steps.forEach((s, i) => {
    if (i === 0) { out = String(s.sum); return; }
    const step = s.joker ? (s.value > 0 ? t("plus Joker 1 is %d", s.sum) : t("minus Joker 1 is %d", s.sum)) : t("plus %d is %d", s.value, s.sum);
    out += (i === 1 ? " " : ", ") + step;
  });
  return out;
}

function badge(cls, text) {
  return el("span", "badge " + cls, text);
}

// makeBoard fills root (a .board from board.html) with game id's board;
// opts.titleEl shows the game's name, opts.big (or a function saying so
// when it draws) sizes the chart for a room, opts.fill lets it take the
// height it is given. It returns the
// board; board.refresh() loads it again.
function makeBoard(root, id, opts) {
  opts = opts || {};
  const q = (sel) => root.querySelector(sel);
  const board = { id, root, standings: null, rounds: null, table: null };
  const base = "/api/games/" + encodeURIComponent(id);

  const load = async () => {
    const [st, rd] = await Promise.all([getJSON(base + "/standings"), getJSON(base + "/rounds")]);
    const s = st.body;
    let table = null;
    if (s.game === "chuche" && !s.finished) table = (await getJSON(base + "/table")).body;
    // An entry recorded between the reads: read again.
    if ((rd.body.rounds || []).length !== s.round || (table && table.round !== s.round + 1)) {
      throw new Failure("behind", "");
    }
    return { standings: s, rounds: rd.body, table };
  };

  const render = () => {
    const st = board.standings;
    if (!st) return;
    const chinchon = st.game === "chinchon";
    const state = board.table && board.table.state && !st.finished ? board.table.state : null;
    root.dataset.game = String(st.id);
    root.dataset.kind = st.game;
    if (opts.titleEl) {
      opts.titleEl.textContent = st.name;
      opts.titleEl.title = st.name;
    }

    const kind = gameTitles[st.game] || st.game;
    const played = chinchon ? t("%d hands", st.round) : t("%d rounds", st.round);
    const goal = chinchon ? t("out above %d", st.limit) : t("plays to %d", st.threshold);
    const end = st.ended_early ? " · " + t("ended early") : st.finished ? " · " + t("finished") : "";
    q(".summary").textContent = kind + " · " + played + " · " + goal + end;

    // The outcome, impossible to miss: the winners, or a game ended
    // early without one.
    const winners = st.winners || [];
    const outcome = q(".outcome");
    outcome.hidden = !st.finished;
    outcome.className = "outcome" + (st.ended_early ? " early" : "");
    outcome.textContent = !st.finished ? "" : st.ended_early ? t("Ended early: no winner") :
      winners.length > 1 ? t("Winners: %s", winners.join(" & ")) : winners.length ? t("Winner: %s", winners[0]) : t("Finished");

    // What is happening now: the hand being played and who deals it, or
    // whose turn it is in the Chuche round on the table.
    const now = q(".now");
    let nowText = "";
    if (!st.finished && chinchon) {
      nowText = t("Hand %d: %s deals", st.round + 1, st.dealer);
    } else if (!st.finished && state) {
      nowText = (state.ended || !state.next ? t("Round %d is over", board.table.round) : t("Round %d: %s to play", board.table.round, state.next)) +
        " · " + t("%d cards in the pile", state.pile);
    } else if (!st.finished && st.dealer) {
      nowText = t("Round %d: %s deals", st.round + 1, st.dealer);
    }
    now.hidden = nowText === "";
    now.textContent = nowText;

    q(".players").replaceChildren(...rankPlayers(st).map((p) => {
      const li = el("li", "player" + (p.status === "out" ? " out" : "") + (p.won ? " won" : "") + (p.leader ? " leader" : ""));
      li.dataset.player = p.name;
      li.append(el("span", "rank", p.rank === null ? "–" : p.rank), el("span", "swatch s" + (p.seat % 8)), nameEl(p.name, p.mixed_script), el("span", "total", num(p.total)));
      const facts = el("div", "badges");
      if (p.won) facts.append(badge("status win", t("winner")));
      if (p.leader) facts.append(badge("status lead", t("leads")));
      if (p.status === "out") facts.append(badge("status", t("out")));
      const left = pointsLeft(st, p);
      if (left !== null) facts.append(badge("left", leftWords(st, left)));
      if (p.buybacks > 0) facts.append(badge("buybacks", t("bought back ×%d", p.buybacks)));
      if (state) {
        if (state.next === p.name && !state.ended) facts.append(badge("turn", t("to play")));
        const chuches = (state.chuches || {})[p.name] || 0;
        if (chuches > 0) facts.append(badge("chuches", t("CHUCHE ×%d", chuches)));
        const won = ((state.won || {})[p.name] || []).length;
        if (won > 0) facts.append(badge("won-cards", t("%d cards won", won)));
      } else if (!st.finished && p.name === st.dealer) {
        facts.append(badge("deals", t("deals")));
      }
      li.append(facts);
      return li;
    }));

    // Chuche: the table, who blocked what, the last capture as said.
    const tableNow = q(".table-now");
    tableNow.hidden = state === null;
    if (state) {
      const cards = state.table.map((c) => {
        const li = el("li", "card c" + String(c.card).charAt(0) + (c.blocked_by ? " blocked" : ""));
        li.append(el("span", "face", c.card));
        if (c.blocked_by) li.append(el("span", "by", t("blocked by %s", c.blocked_by)));
        return li;
      });
      if (cards.length === 0) cards.push(el("li", "empty muted", t("the table is empty")));
      q(".cards").replaceChildren(...cards);
      const last = board.table.last_capture;
      q(".said").hidden = !last;
      q(".said .words").textContent = last ? last.player + ": " + announce(last) : "";
    }

    q(".chart-title").textContent = chinchon ? t("Totals, hand by hand") : t("Totals, round by round");
    // A board that fills a tile of the TV gets tighter until every
    // player's row fits: smaller rows first, then only the badges that
    // matter most.
    if (opts.fill) {
      const list = q(".players");
      root.classList.remove("tight", "tighter");
      for (const c of ["tight", "tighter"]) {
        if (list.scrollHeight <= list.clientHeight + 1) break;
        root.classList.add(c);
      }
    }
    const big = typeof opts.big === "function" ? opts.big() : opts.big;
    drawChart(q(".chart"), q(".legend"), st, board.rounds, { big, fill: opts.fill });

    const list = (board.rounds.rounds || []).slice(-5).reverse();
    q(".rounds-title").textContent = chinchon ? t("Last hands") : t("Last rounds");
    q(".rounds").replaceChildren(...list.map((h) => roundItem(st, h)));
    q(".rounds-none").hidden = list.length > 0;
  };

  board.refresh = keeper(load, (r) => {
    board.standings = r.standings;
    board.rounds = r.rounds;
    board.table = r.table;
    render();
    if (opts.onRender) opts.onRender(board);
  });
  board.render = render;
  return board;
}

function roundItem(st, h) {
  const chinchon = st.game === "chinchon";
  const li = el("li", "round");
  let head = chinchon ? t("Hand %d", h.round) : t("Round %d", h.round);
  if (chinchon && h.cutter) head += " — " + (h.chinchon ? t("%s: chinchón!", h.cutter) : h.clean_cut ? t("%s cut clean", h.cutter) : t("%s cut", h.cutter));
  li.append(el("div", "head", head));
  const scores = el("div", "scores");
  for (const p of st.players) {
    if (!h.scores || !Object.prototype.hasOwnProperty.call(h.scores, p.name)) continue;
    const out = (h.eliminated || []).includes(p.name);
    const text = p.name + " " + signed(h.scores[p.name]) + " → " + num(h.totals[p.name]) + (out ? " " + t("(out)") : "");
    scores.append(el("span", out ? "gone" : "", text));
  }
  li.append(scores);
  for (const r of st.rejoins || []) {
    if (r.after === h.round) li.append(el("div", "note", t("%s bought back at %d", r.player, r.to)));
  }
  // Chuche: each capture as it was said aloud, in the page's language.
  for (const c of h.captures || []) li.append(el("div", "note said", c.player + ": " + announce(c)));
  return li;
}
