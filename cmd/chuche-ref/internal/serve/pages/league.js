"use strict";
// The league's tables (docs/rules.md, League): /api/league with the page's
// own ?game= and ?season=, drawn again whenever a game is recorded. They
// are read from the address as the page was opened (common.js's
// pageQuery), before the key was taken out of it.

const leagueGame = pageQuery.get("game");
const leagueSeason = pageQuery.get("season");

function leaguePath(game) {
  const q = new URLSearchParams();
  if (game) q.set("game", game);
  if (leagueSeason) q.set("season", leagueSeason);
  const s = q.toString();
  return s ? "?" + s : "";
}

function signed(x) {
  const s = x.toFixed(1);
  return x > 0 ? "+" + s : s;
}

function leagueTable(doc) {
  const section = el("section", "league");
  section.dataset.game = doc.game;
  section.append(el("h2", "", t("%s league", gameTitles[doc.game] || doc.game)));
  section.append(el("p", "muted", t("%d rated games", doc.games)));
  if (doc.players.length === 0) {
    section.append(el("p", "muted league-none", t("No rated game in this season yet.")));
    return section;
  }
  const table = el("table", "league-table");
  const head = el("tr");
  for (const h of ["#", t("PLAYER"), t("RATING"), t("CHANGE"), t("GAMES"), t("WINS"), t("POINTS")]) {
    head.append(el("th", "", h));
  }
  const thead = el("thead");
  thead.append(head);
  const body = el("tbody");
  for (const p of doc.players) {
    const tr = el("tr");
    tr.dataset.player = p.name;
    tr.append(el("td", "num", p.place));
    tr.append(el("td", "name", p.name));
    tr.append(el("td", "num rating", p.rating.toFixed(1)));
    tr.append(el("td", "num change " + (p.change > 0 ? "up" : p.change < 0 ? "down" : ""), signed(p.change)));
    tr.append(el("td", "num", p.games));
    tr.append(el("td", "num", p.wins));
    tr.append(el("td", "num", p.points));
    body.append(tr);
  }
  table.append(thead, body);
  section.append(table);
  return section;
}

function showLeagues(doc) {
  const docs = doc.leagues || [doc];
  const first = docs[0];
  const days = first.to ? t("%s to %s", first.from, first.to) : t("from %s, still open", first.from);
  document.getElementById("season").textContent = t("Season %s (%s)", first.season, days);
  document.getElementById("leagues").replaceChildren(...docs.map(leagueTable));
  const nav = document.getElementById("league-games");
  const link = (game, label) => {
    const a = el("a", game === leagueGame ? "current" : "", label);
    a.href = withLang("/league" + leaguePath(game));
    return a;
  };
  nav.replaceChildren(link(null, t("both games")), link("chinchon", gameTitles.chinchon), link("chuche", gameTitles.chuche));
}

// The tables are loaded as every board loads its documents (net.js): a
// failed load is tried again until it works, the corner says whether the
// page is live or stale since when, and the browser's one shared event
// stream says when a game was recorded.
const refreshLeague = keeper(async () => {
  try {
    return (await getJSON("/api/league" + leaguePath(leagueGame))).body;
  } catch (err) {
    if (err instanceof Failure && err.kind === "gone") throw new Failure("gone", t("no such season in the ledger"));
    throw err;
  }
}, showLeagues);

// A game decided anywhere changes the tables: every recorded entry asks
// for them again, a quarter of a second later, once.
let leaguePending = null;
const leagueSoon = () => {
  if (leaguePending === null) leaguePending = setTimeout(() => { leaguePending = null; refreshLeague(); }, 250 * pace);
};
openFeed({ ready: refreshLeague, standings: leagueSoon, games: leagueSoon });
refreshLeague();
