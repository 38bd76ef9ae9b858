"use strict";
// One game's scoreboard: the standings big enough to read across a room,
// the chart of totals and the last hands, kept live from the event stream.

const gameId = Number(location.pathname.split("/")[2]);
const state = { standings: null, rounds: null };
document.getElementById("back").href = withLang("/");

function signed(n) {
  return n > 0 ? "+" + n : n < 0 ? "−" + Math.abs(n) : "0";
}

function showStandings(st) {
  const kind = gameTitles[st.game] || st.game;
  const chinchon = st.game === "chinchon";
  document.title = st.name + " — chuche-ref";
  document.getElementById("title").textContent = st.name;
  const played = chinchon ? t("%d hands", st.round) : t("%d rounds", st.round);
  const goal = chinchon ? t("out above %d", st.limit) : t("plays to %d", st.threshold);
  document.getElementById("summary").textContent = kind + " · " + played + " · " + goal + (st.finished ? " · " + t("finished") : "");

  const winners = st.winners || [];
  const winner = document.getElementById("winner");
  winner.hidden = !st.finished;
  winner.textContent = st.finished ? (winners.length ? (winners.length > 1 ? t("Winners: %s", winners.join(" & ")) : t("Winner: %s", winners[0])) : t("Finished")) : "";

  // Whose deal it is, when the standings say (Chuche does; a "dealer"
  // field in Chinchón's standings shows here the same way).
  const dealer = document.getElementById("dealer");
  const dealerName = !st.finished && typeof st.dealer === "string" ? st.dealer : "";
  dealer.hidden = dealerName === "";
  dealer.textContent = dealerName ? t("Deals next: %s", dealerName) : "";

  document.getElementById("players").replaceChildren(...st.players.map((p, i) => {
    const won = winners.includes(p.name);
    const li = el("li", "player" + (p.status === "out" ? " out" : "") + (won ? " won" : ""));
    li.dataset.player = p.name;
    li.style.borderLeftColor = "var(--s" + (i % 8) + ")";
    li.append(el("span", "name", p.name), el("span", "total", p.total));
    const badges = el("div", "badges");
    badges.append(el("span", "badge status", won ? t("winner") : p.status === "out" ? t("out") : t("in")));
    if (p.buybacks > 0) badges.append(el("span", "badge buybacks", t("bought back ×%d", p.buybacks)));
    if (p.name === dealerName) badges.append(el("span", "badge deals", t("deals")));
    li.append(badges);
    return li;
  }));
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
    const text = p.name + " " + signed(h.scores[p.name]) + " → " + h.totals[p.name] + (out ? " " + t("(out)") : "");
    scores.append(el("span", out ? "gone" : "", text));
  }
  li.append(scores);
  for (const r of st.rejoins || []) {
    if (r.after === h.round) li.append(el("div", "note", t("%s bought back at %d", r.player, r.to)));
  }
  // Chuche: each capture as it was said aloud ("1 plus 3 is 4, plus 2 is 6").
  for (const c of h.captures || []) li.append(el("div", "note said", c.player + ": " + c.said));
  return li;
}

function showRounds(st, rd) {
  const list = (rd.rounds || []).slice(-5).reverse();
  const chinchon = st.game === "chinchon";
  document.getElementById("rounds-title").textContent = chinchon ? t("Last hands") : t("Last rounds");
  document.getElementById("chart-title").textContent = chinchon ? t("Totals, hand by hand") : t("Totals, round by round");
  document.getElementById("rounds").replaceChildren(...list.map((h) => roundItem(st, h)));
  document.getElementById("rounds-none").hidden = list.length > 0;
  drawChart(document.getElementById("chart"), document.getElementById("legend"), st, rd);
}

function render() {
  if (!state.standings) return;
  showStandings(state.standings);
  if (state.rounds) showRounds(state.standings, state.rounds);
  showError(null);
}

const reload = latest(
  () => Promise.all([getJSON("/api/games/" + gameId + "/standings"), getJSON("/api/games/" + gameId + "/rounds")]),
  ([st, rd]) => { state.standings = st; state.rounds = rd; render(); },
);

live("/api/events?game=" + gameId, {
  ready: reload,
  standings: (doc) => {
    if (doc.id !== gameId) return;
    // The event carries the standings: show them now, the chart follows.
    state.standings = doc;
    showStandings(doc);
    reload();
  },
});

let resizing = null;
window.addEventListener("resize", () => {
  clearTimeout(resizing);
  resizing = setTimeout(render, 150);
});
