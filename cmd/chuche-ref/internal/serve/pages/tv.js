"use strict";
// The TV board of a club evening: every game being played now, four
// tables at a time in the order they were started (a table keeps its
// place on the screen), the next four every 15 s when there are more;
// each table's board as the game's page has it, drawn for a room. A
// full-screen button, and the screen kept awake where the browser allows
// it (the Screen Wake Lock API needs a secure context: localhost, not a
// LAN address over http); otherwise the page says the TV's own setting
// must do it. The QR code beside the tables is what phones scan to join.

// Being played now: not finished, an entry in the last 3 hours by the
// server's clock (as the list of games says).
const playingWindow = 3 * 60 * 60 * 1000;
function playingNow(games, date) {
  return games.filter((g) => !g.finished && date - new Date(g.last_played) < playingWindow);
}

const perPage = 4;
const rotateEvery = 15000 * pace;
const tables = document.getElementById("tables");
const template = document.getElementById("board-template");
let playing = []; // ids of the games being played now, oldest first
let page = 0;
let shown = new Map(); // id → its board, for the tables on the screen

function pages() {
  return Math.max(1, Math.ceil(playing.length / perPage));
}

function showPage() {
  page = Math.min(page, pages() - 1);
  const ids = playing.slice(page * perPage, page * perPage + perPage);
  const next = new Map();
  const tiles = ids.map((id) => {
    let b = shown.get(id);
    if (!b) {
      const tile = template.content.firstElementChild.cloneNode(true);
      b = makeBoard(tile.querySelector(".board"), id, { titleEl: tile.querySelector(".tile-title"), big: true, fill: true });
      b.tile = tile;
      tile.dataset.game = String(id);
    }
    next.set(id, b);
    return b.tile;
  });
  const fresh = ids.filter((id) => !shown.has(id));
  shown = next;
  tables.className = "tables tiles-" + ids.length;
  tables.replaceChildren(...tiles);
  for (const id of fresh) shown.get(id).refresh();
  const pager = document.getElementById("pager");
  pager.hidden = pages() < 2;
  pager.textContent = pages() < 2 ? "" : t("tables %d–%d of %d", page * perPage + 1, page * perPage + ids.length, playing.length);
}

function showGames(r) {
  const now = playingNow(r.games, r.date).map((g) => g.id).sort((a, b) => a - b);
  document.getElementById("waiting").hidden = r.games.length > 0;
  document.getElementById("idle").hidden = r.games.length === 0 || now.length > 0;
  if (now.join(",") !== playing.join(",")) {
    playing = now;
    showPage();
  }
}

const refreshGames = keeper(async () => {
  const { body, date } = await getJSON("/api/games");
  return { games: body, date };
}, showGames);

let pending = null;
const soon = () => {
  if (pending === null) pending = setTimeout(() => { pending = null; refreshGames(); }, 250 * pace);
};
openFeed({
  ready: () => { refreshGames(); for (const b of shown.values()) b.refresh(); },
  standings: (doc) => {
    const b = shown.get(doc.id);
    if (b) b.refresh();
    soon();
  },
  games: soon,
});
refreshGames();
setInterval(refreshGames, 60000 * pace);
setInterval(() => {
  if (pages() < 2) return;
  page = (page + 1) % pages();
  showPage();
}, rotateEvery);

let resizing = null;
window.addEventListener("resize", () => {
  clearTimeout(resizing);
  resizing = setTimeout(() => { for (const b of shown.values()) b.render(); }, 150 * pace);
});

// Full screen, where the browser can.
const fullscreen = document.getElementById("fullscreen");
if (document.fullscreenEnabled) {
  fullscreen.hidden = false;
  fullscreen.addEventListener("click", () => {
    if (document.fullscreenElement) document.exitFullscreen();
    else document.documentElement.requestFullscreen().catch(() => {});
  });
  document.addEventListener("fullscreenchange", () => {
    fullscreen.textContent = document.fullscreenElement ? t("Leave full screen") : t("Full screen");
  });
}

// Keep the screen on: the lock is let go whenever the page is hidden, so
// it is asked for again each time the page is shown.
const sleepHint = document.getElementById("sleep");
let wakeLock = null;
async function keepAwake() {
  if (!("wakeLock" in navigator)) {
    document.body.dataset.wake = "unavailable";
    sleepHint.hidden = false;
    return;
  }
  if (document.visibilityState !== "visible" || wakeLock !== null) return;
  try {
    wakeLock = await navigator.wakeLock.request("screen");
    document.body.dataset.wake = "on";
    sleepHint.hidden = true;
    wakeLock.addEventListener("release", () => { wakeLock = null; document.body.dataset.wake = "released"; });
  } catch (_) {
    document.body.dataset.wake = "refused";
    sleepHint.hidden = false;
  }
}
document.addEventListener("visibilitychange", keepAwake);
keepAwake();
