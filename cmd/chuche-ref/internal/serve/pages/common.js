"use strict";
// The scoreboard's shared pieces. Names and anything else from the ledger
// go into the page as text (textContent), never as markup.

// The page's words in its language: the server puts them in the page as
// a JSON data block (it never runs; see pages.go). t(key, ...args) words a
// message the way the server's printer does: the key is the English
// format, %s and %d (or %[2]s) take the arguments, and an entry with
// plural forms picks one by its argument (1 is "one" in en, de and es).
const words = JSON.parse(document.getElementById("words").textContent);

function t(key, ...args) {
  let format = Object.prototype.hasOwnProperty.call(words, key) ? words[key] : key;
  if (format !== null && typeof format === "object") {
    const n = Number(args[format.arg - 1]);
    format = n === 0 && format.zero ? format.zero : n === 1 ? format.one : format.other;
  }
  let next = 0;
  return format.replace(/%(?:\[(\d+)\])?[#]?([sdvq%])/g, (m, index, verb) => {
    if (verb === "%") return "%";
    const i = index ? Number(index) - 1 : next;
    next = i + 1;
    const v = args[i];
    return verb === "q" ? JSON.stringify(String(v)) : String(v);
  });
}

// A page opened from the QR code carries ?key=; the server has set a
// cookie by now, so the key leaves the address bar (and the screen of a
// TV). It is kept for this page's own requests in case cookies are off.
// A ?lang= the page was opened with stays, and the links carry it.
const pageQuery = new URLSearchParams(location.search);
const accessKey = pageQuery.get("key");
const langChoice = pageQuery.get("lang");
if (accessKey !== null) {
  history.replaceState(null, "", withLang(location.pathname));
}

function withLang(path) {
  if (langChoice === null) return path;
  return path + (path.includes("?") ? "&" : "?") + "lang=" + encodeURIComponent(langChoice);
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
    // The API's errors are English for programs; a person reads them in
    // the page's language.
    if (res.status === 401) throw new Error(t("no valid access key: open the address chuche-ref serve printed again"));
    if (res.status === 404) throw new Error(t("this game is not in the ledger"));
    const msg = body && body.error ? body.error : res.status + " " + res.statusText;
    throw new Error(t("could not load the scoreboard: %s", msg));
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
      set(t("live"), true);
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
      set(t("reconnecting…"), false);
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
