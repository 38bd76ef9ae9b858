"use strict";
// The scoreboard's shared pieces. Names and anything else from the ledger
// go into the page as text (textContent), never as markup.

// The page's words in its language: the server puts them in the page as
// a JSON data block (it never runs; see pages.go). t(key, ...args) words a
// message the way the server's printer does: the key is the English
// format, %s and %d (or %[2]s) take the arguments, and an entry with
// plural forms picks one by its argument (1 is "one" in en, de and es).
const words = JSON.parse(document.getElementById("words").textContent);

// pace scales every clock of the page (serve --pace): 1 keeps the times
// the scripts name, the ones docs/cli.md gives; a browser test runs them
// faster rather than wait out a club evening's pauses. feed.js reads it too
// (in the shared worker, from the first line of its script).
const pace = JSON.parse(document.getElementById("clocks").textContent).pace;

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
// TV), and the page's requests go with the cookie alone: a key that was
// wrong (the cookie won, the server dropped it) is not sent again. Only a
// browser with cookies off keeps sending it. Every other parameter the
// page was opened with stays in the address, where the page's own script
// reads it (the league's ?season= and ?game=); a ?lang= stays, and the
// links carry it.
const pageQuery = new URLSearchParams(location.search);
const accessKey = pageQuery.get("key") !== null && !navigator.cookieEnabled ? pageQuery.get("key") : null;
const langChoice = pageQuery.get("lang");
if (pageQuery.has("key")) {
  const kept = new URLSearchParams(pageQuery);
  kept.delete("key");
  const rest = kept.toString();
  history.replaceState(null, "", location.pathname + (rest ? "?" + rest : "") + location.hash);
}

function withLang(path) {
  if (langChoice === null) return path;
  return path + (path.includes("?") ? "&" : "?") + "lang=" + encodeURIComponent(langChoice);
}

function withKey(path) {
  if (accessKey === null) return path;
  return path + (path.includes("?") ? "&" : "?") + "key=" + encodeURIComponent(accessKey);
}

for (const a of document.querySelectorAll(".nav a, a.brand")) a.href = withLang(a.getAttribute("href"));
for (const img of document.querySelectorAll(".join img")) img.src = withKey(img.getAttribute("src"));

// el makes an element with a class and, optionally, text.
function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

const gameTitles = { chinchon: "Chinchón", chuche: "Chuche" };

// num is a total as a board shows it: a minus sign, not a hyphen.
function num(n) {
  return n < 0 ? "−" + Math.abs(n) : String(n);
}

// clock is a time of day as the page's language writes it: 20:31.
function clock(d) {
  return d.toLocaleTimeString(document.documentElement.lang, { hour: "2-digit", minute: "2-digit" });
}

// nameEl shows a player's name on one line, cut with an ellipsis when
// the space is short (the whole name is its tooltip), and marked when it
// mixes alphabets and so may look like another's (mixed_script).
function nameEl(name, mixed, className) {
  const span = el("span", "name" + (className ? " " + className : ""));
  span.title = name;
  span.append(el("span", "text", name));
  if (mixed) {
    const mark = el("span", "lookalike", "≈");
    mark.title = t("this name mixes letters of different alphabets: it may look like another");
    mark.setAttribute("aria-label", mark.title);
    span.append(mark);
    span.title = name + " — " + mark.title;
  }
  return span;
}
