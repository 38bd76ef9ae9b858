"use strict";
// The scoreboard's shared pieces. Names and anything else from the ledger
// go into the page as text (textContent), never as markup.

// A page opened from the QR code carries ?key=; the server has set a
// cookie by now, so the key leaves the address bar (and the screen of a
// TV). It is kept for this page's own requests in case cookies are off.
const accessKey = new URLSearchParams(location.search).get("key");
if (accessKey !== null) {
  history.replaceState(null, "", location.pathname);
}

function withKey(path) {
  if (accessKey === null) return path;
  return path + (path.includes("?") ? "&" : "?") + "key=" + encodeURIComponent(accessKey);
}

// el makes an element with a class and, optionally, text.
function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

async function getJSON(path) {
  const res = await fetch(withKey(path), { credentials: "same-origin", cache: "no-store" });
  let body = null;
  try { body = await res.json(); } catch (_) { /* not JSON */ }
  if (!res.ok) {
    const msg = body && body.error ? body.error : res.status + " " + res.statusText;
    throw new Error(msg);
  }
  return body;
}

function showError(err) {
  const box = document.getElementById("error");
  if (!box) return;
  box.hidden = !err;
  box.textContent = err ? String(err.message || err) : "";
}

const gameTitles = { chinchon: "Chinchón", chuche: "Chuche" };

// live follows /api/events: handlers.ready on every (re)connection, then
// handlers.standings(doc) for every entry recorded, handlers.games when a
// game is created. EventSource reconnects by itself after a drop (with
// Last-Event-ID); when it gives up — the server was restarted, say — a new
// one is opened a few seconds later.
function live(path, handlers) {
  const status = document.getElementById("live");
  const set = (text, on) => {
    status.textContent = text;
    status.className = "live " + (on ? "on" : "off");
  };
  let source = null;
  let retry = null;
  const connect = () => {
    retry = null;
    source = new EventSource(withKey(path));
    source.addEventListener("ready", (e) => {
      set("live", true);
      showError(null);
      if (handlers.ready) handlers.ready(JSON.parse(e.data));
    });
    source.addEventListener("standings", (e) => {
      if (handlers.standings) handlers.standings(JSON.parse(e.data), e.lastEventId);
    });
    source.addEventListener("games", (e) => {
      if (handlers.games) handlers.games(JSON.parse(e.data));
    });
    source.onerror = () => {
      set("reconnecting…", false);
      if (source.readyState === EventSource.CLOSED && retry === null) {
        source.close();
        retry = setTimeout(connect, 3000);
      }
    };
  };
  connect();
}

// latest runs an async load so that only the newest call's result is
// applied: a slow answer never overwrites a newer one.
function latest(load, apply) {
  let seq = 0;
  return async (...args) => {
    const mine = ++seq;
    try {
      const result = await load(...args);
      if (mine === seq) apply(result);
    } catch (err) {
      if (mine === seq) showError(err);
    }
  };
}
