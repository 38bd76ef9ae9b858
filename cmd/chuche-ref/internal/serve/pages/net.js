"use strict";
// Never silently stale: every load that fails is tried again, with a
// pause that doubles, until the page is consistent with the ledger; the
// status in the corner says, in the page's language, whether the page is
// live, reconnecting, or stale since when; a key that stopped working
// (serve restarted with another) and a wait imposed for wrong keys are
// said as such.

// Failure is a load that did not give the page what it needs; kind is
// "offline" (no answer), "key" (401), "wait" (429, retryAfter seconds),
// "gone" (404), "server" (any other error) or "behind" (documents read
// between two entries: try again at once).
class Failure extends Error {
  constructor(kind, message, retryAfter) {
    super(message);
    this.kind = kind;
    this.retryAfter = retryAfter || 0;
  }
}

// getJSON reads an API document; the server's Date comes with it (the
// board's clock for "in the last 3 hours", whatever the TV's clock says).
async function getJSON(path) {
  let res;
  try {
    res = await fetch(withKey(path), { credentials: "same-origin", cache: "no-store" });
  } catch (_) {
    throw new Failure("offline", t("the scoreboard cannot be reached: trying again"));
  }
  let body = null;
  try { body = await res.json(); } catch (_) { /* not JSON */ }
  if (res.status === 401) throw new Failure("key", t("this board's key changed: scan the new code"));
  if (res.status === 429) {
    const wait = Math.max(1, Number(res.headers.get("Retry-After")) || 60);
    throw new Failure("wait", t("wrong key: wait %d s", wait), wait);
  }
  if (res.status === 404) throw new Failure("gone", t("this game is not in the ledger"));
  if (!res.ok || body === null) {
    const msg = body && body.error ? body.error : res.status + " " + res.statusText;
    throw new Failure("server", t("could not load the scoreboard: %s", msg));
  }
  const date = new Date(res.headers.get("Date") || Date.now());
  return { body, date: isNaN(date) ? new Date() : date };
}

// status is the page's one word on how current it is (#live, with
// data-state for tests and style) and the banner that explains a failure
// (#error). The page is stale from the first drop or failure on, until a
// load succeeds while the stream is up.
const status = {
  up: false,
  everUp: false,
  failure: null,
  keyLost: false,
  since: null,
  stream(up) {
    this.up = up;
    if (up) this.everUp = true;
    if (!up && this.everUp && this.since === null) this.since = new Date();
    this.show();
  },
  // recover runs when a load works again after a wrong key while the
  // stream is down: the key works again (another tab opened the new
  // address), so the stream should not wait out its pause.
  recover: null,
  loaded() {
    const keyBack = this.keyLost;
    this.failure = null;
    this.keyLost = false;
    if (this.up) this.since = null;
    else if (keyBack && this.recover) this.recover();
    if (keyBack) {
      // The QR code shown is of the old address: draw the new one.
      for (const img of document.querySelectorAll(".join img")) img.src = withKey("/join.svg?drawn=" + Date.now());
    }
    this.show();
  },
  failed(err) {
    this.failure = err;
    if (err.kind === "key") this.keyLost = true;
    if (this.since === null) this.since = new Date();
    this.show();
  },
  show() {
    const live = document.getElementById("live");
    const box = document.getElementById("error");
    const f = this.failure;
    let state, text;
    if (this.keyLost) {
      state = "key"; text = t("key changed");
    } else if (f && f.kind === "wait") {
      state = "wait"; text = t("wrong key: wait %d s", f.retryAfter);
    } else if (!this.up && this.since !== null) {
      state = "reconnecting"; text = t("reconnecting… stale since %s", clock(this.since));
    } else if (!this.up) {
      state = "connecting"; text = t("connecting…");
    } else if (f && f.kind !== "behind") {
      state = "stale"; text = t("stale since %s", clock(this.since));
    } else {
      state = "live"; text = t("live");
    }
    live.textContent = text;
    live.dataset.state = state;
    live.className = "live " + (state === "live" ? "on" : state === "connecting" ? "" : "off");
    document.body.classList.toggle("stale", state !== "live" && state !== "connecting");
    const banner = this.keyLost ? t("this board's key changed: scan the new code") : f && f.kind !== "behind" ? f.message : "";
    if (box) {
      box.hidden = banner === "";
      box.textContent = banner;
    }
  },
};

// keeper runs load and hands its result to apply, so that only the newest
// call's result is applied (a slow answer never overwrites a newer one),
// and a failed load is tried again after 1, 2, 4 … 30 s (after a wrong
// key, every 10 s; all times pace), or when the server says; a new call
// cancels the wait.
function keeper(load, apply) {
  let seq = 0;
  let timer = null;
  let pause = 1000;
  let behind = 0;
  const run = async (...args) => {
    const mine = ++seq;
    clearTimeout(timer);
    timer = null;
    try {
      const result = await load(...args);
      if (mine !== seq) return;
      pause = 1000;
      behind = 0;
      apply(result);
      status.loaded();
    } catch (err) {
      if (mine !== seq) return;
      const f = err instanceof Failure ? err : new Failure("server", t("could not load the scoreboard: %s", String(err && err.message || err)));
      let wait = pause * pace;
      if (f.kind === "behind" && behind < 5) {
        behind++;
        wait = 200 * pace;
      } else {
        status.failed(f);
        pause = Math.min(pause * 2, 30000);
        if (f.kind === "key") wait = 10000 * pace;
        if (f.kind === "wait") wait = f.retryAfter * 1000; // the server's clock, not the page's
      }
      timer = setTimeout(() => run(...args), wait);
    }
  };
  return run;
}

// openFeed follows the event stream for the page: through the browser's
// one shared worker when it has them (and cookies carry the key), else
// on a stream of its own. handlers.ready runs on every (re)connection,
// handlers.standings(doc) for every entry recorded, handlers.games when
// a game is created. The network coming back reconnects at once.
function openFeed(handlers) {
  // A stream that drops may not come back (serve restarted with another
  // key answers it 401, which EventSource does not tell): a load asked for
  // soon after says what is wrong, and is retried until it works.
  let probe = null;
  const emit = (msg) => {
    switch (msg.kind) {
      case "state":
        status.stream(msg.up);
        clearTimeout(probe);
        if (!msg.up && handlers.ready) probe = setTimeout(() => { if (!status.up) handlers.ready(); }, 2000 * pace);
        break;
      case "ready": if (handlers.ready) handlers.ready(); break;
      case "standings": if (handlers.standings) handlers.standings(JSON.parse(msg.data), msg.id); break;
      case "games": if (handlers.games) handlers.games(); break;
    }
  };
  let now = () => {};
  const own = () => {
    const events = followEvents(withKey("/api/events"), emit);
    now = () => events.now();
  };
  if (typeof SharedWorker === "function" && accessKey === null) {
    try {
      const worker = new SharedWorker("/worker.js", { name: "chuche-ref-events" });
      let heard = false;
      worker.port.onmessage = (e) => { heard = true; emit(e.data); };
      worker.onerror = () => { if (!heard) own(); };
      worker.port.start();
      now = () => worker.port.postMessage("now");
      window.addEventListener("pagehide", () => worker.port.postMessage("bye"));
      document.body.dataset.feed = "shared";
    } catch (_) {
      own();
      document.body.dataset.feed = "own";
    }
  } else {
    own();
    document.body.dataset.feed = "own";
  }
  status.recover = () => now();
  window.addEventListener("offline", () => status.stream(false));
  // A page brought back from the browser's back-forward cache said "bye"
  // to the worker: it starts afresh.
  window.addEventListener("pageshow", (e) => { if (e.persisted) location.reload(); });
  window.addEventListener("online", () => { now(); if (handlers.ready) handlers.ready(); });
  return { now: () => now() };
}
