"use strict";
// The list of games: those in progress first, then the finished ones.

function gameCard(g) {
  const li = el("li");
  const a = el("a");
  a.href = withLang("/games/" + encodeURIComponent(g.id));
  a.dataset.game = String(g.id);
  a.append(el("div", "name", g.name));
  const kind = gameTitles[g.game] || g.game;
  const played = g.game === "chinchon" ? t("%d hands", g.round) : t("%d rounds", g.round);
  a.append(el("div", "line", kind + " · " + played));
  a.append(el("div", "line", g.players.join(", ")));
  if (g.finished) {
    a.append(el("div", "line", g.winners.length ? t("won by %s", g.winners.join(" & ")) : t("finished")));
  }
  li.append(a);
  return li;
}

function showGames(games) {
  const playing = games.filter((g) => !g.finished);
  const recent = games.filter((g) => g.finished);
  document.getElementById("playing").replaceChildren(...playing.map(gameCard));
  document.getElementById("recent").replaceChildren(...recent.map(gameCard));
  document.getElementById("playing-none").hidden = playing.length > 0;
  document.getElementById("recent-none").hidden = recent.length > 0;
  showError(null);
}

const refreshGames = latest(() => getJSON("/api/games"), showGames);
let pending = null;
const soon = () => {
  if (pending === null) pending = setTimeout(() => { pending = null; refreshGames(); }, 250);
};
live("/api/events", { ready: refreshGames, standings: soon, games: soon });
