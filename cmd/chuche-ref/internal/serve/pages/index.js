"use strict";
// The games: a tile for every game being played now — not finished, an
// entry in the last 3 hours by the server's clock — most recent activity
// first (the order of games --json), each with its standings ranked; then
// the earlier games. An empty ledger (or none yet, serve --wait) is
// waiting for the first game.

const playingWindow = 3 * 60 * 60 * 1000;

// playingNow are the games being played at the server's time now.
function playingNow(games, now) {
  return games.filter((g) => !g.finished && now - new Date(g.last_played) < playingWindow);
}

function gameLink(g) {
  const a = el("a");
  a.href = withLang("/games/" + encodeURIComponent(g.id));
  a.dataset.game = String(g.id);
  const name = el("div", "name", g.name);
  name.title = g.name;
  a.append(name);
  return a;
}

function progress(g) {
  const kind = gameTitles[g.game] || g.game;
  return kind + " · " + (g.game === "chinchon" ? t("%d hands", g.round) : t("%d rounds", g.round));
}

// tile is a game being played: its standings at a glance.
function tile(g, st) {
  const li = el("li");
  const a = gameLink(g);
  a.className = "game-tile";
  a.append(el("div", "line", progress(g) + " · " + t("last entry %s", clock(new Date(g.last_played)))));
  const ol = el("ol", "mini");
  for (const p of rankPlayers(st)) {
    const row = el("li", (p.leader ? "leader" : "") + (p.status === "out" ? " out" : ""));
    row.dataset.player = p.name;
    row.append(el("span", "rank", p.rank === null ? "–" : p.rank), el("span", "swatch s" + (p.seat % 8)), nameEl(p.name, p.mixed_script), el("span", "total", num(p.total)));
    if (p.leader) row.title = t("leads");
    ol.append(row);
  }
  a.append(ol);
  li.append(a);
  return li;
}

// gameCard is an earlier game: who played, and how it ended.
function gameCard(g) {
  const li = el("li");
  const a = gameLink(g);
  a.append(el("div", "line", progress(g)));
  a.append(el("div", "line", g.players.join(", ")));
  if (g.finished) {
    // Only `end` finishes a game with no winner.
    a.append(el("div", "line", g.winners.length ? t("won by %s", g.winners.join(" & ")) : t("ended early")));
  }
  li.append(a);
  return li;
}

function showGames(r) {
  const playingIds = new Set(r.playing.map((g) => g.id));
  const earlier = r.games.filter((g) => !playingIds.has(g.id));
  document.getElementById("waiting").hidden = r.games.length > 0;
  document.getElementById("playing-section").hidden = r.games.length === 0;
  document.getElementById("recent-section").hidden = r.games.length === 0;
  document.getElementById("playing").replaceChildren(...r.playing.map((g, i) => tile(g, r.standings[i])));
  document.getElementById("recent").replaceChildren(...earlier.map(gameCard));
  document.getElementById("playing-none").hidden = r.playing.length > 0;
  document.getElementById("recent-none").hidden = earlier.length > 0;
}

const refreshGames = keeper(async () => {
  const { body: games, date } = await getJSON("/api/games");
  const playing = playingNow(games, date);
  const standings = await Promise.all(playing.map((g) => getJSON("/api/games/" + encodeURIComponent(g.id) + "/standings").then((r) => r.body)));
  return { games, playing, standings };
}, showGames);

let pending = null;
const soon = () => {
  if (pending === null) pending = setTimeout(() => { pending = null; refreshGames(); }, 250 * pace);
};
openFeed({ ready: refreshGames, standings: soon, games: soon });
refreshGames();
// A game no one has entered anything in for 3 hours leaves "playing now"
// with no event to say so: look again every minute.
setInterval(refreshGames, 60000 * pace);
