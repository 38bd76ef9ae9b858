"use strict";
// The league's tables (docs/rules.md, League): /api/league with the page's
// own ?game= and ?season=, drawn again whenever a game is recorded. It
// uses only the plainest shared pieces (t, el, withLang, withKey,
// gameTitles) and keeps its own event stream.

const leagueQuery = new URLSearchParams(location.search);
const leagueGame = leagueQuery.get("game");
const leagueSeason = leagueQuery.get("season");

function leaguePath(game) {
  const q = new URLSearchParams();
  if (game) q.set("game", game);
  if (leagueSeason) q.set("season", leagueSeason);
  const s = q.toString();
  return s ? "?" + s : "";
}

function leagueError(message) {
  const box = document.getElementById("error");
  box.hidden = !message;
  box.textContent = message || "";
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
  leagueError(null);
}

let leagueSeq = 0;
async function refreshLeague() {
  const mine = ++leagueSeq;
  try {
    const res = await fetch(withKey("/api/league" + leaguePath(leagueGame)), { credentials: "same-origin", cache: "no-store" });
    let body = null;
    try { body = await res.json(); } catch (_) { /* not JSON */ }
    if (!res.ok) {
      if (res.status === 401) throw new Error(t("no valid access key: open the address chuche-ref serve printed again"));
      throw new Error(t("could not load the league: %s", body && body.error ? body.error : res.status));
    }
    if (mine === leagueSeq) showLeagues(body);
  } catch (err) {
    if (mine === leagueSeq) leagueError(String(err.message || err));
  }
}

// A game decided anywhere changes the tables: every recorded entry asks
// for them again, a quarter of a second later, once.
(function follow() {
  const status = document.getElementById("live");
  let pending = null;
  const soon = () => {
    if (pending === null) pending = setTimeout(() => { pending = null; refreshLeague(); }, 250);
  };
  const connect = () => {
    const source = new EventSource(withKey("/api/events"));
    source.addEventListener("ready", () => {
      status.textContent = t("live");
      status.className = "live on";
      refreshLeague();
    });
    source.addEventListener("standings", soon);
    source.onerror = () => {
      status.textContent = t("reconnecting…");
      status.className = "live off";
      if (source.readyState === EventSource.CLOSED) {
        source.close();
        setTimeout(connect, 3000);
      }
    };
  };
  refreshLeague();
  connect();
})();
