"use strict";
// followEvents keeps one EventSource on url open for as long as the page
// (or the shared worker, worker.js) lives, and hands every message to
// emit: {kind: "state", up} when the stream opens or drops, {kind:
// "ready"} on every (re)connection, {kind: "standings", data, id} for an
// entry recorded, {kind: "games"} when a game is created.
//
// EventSource reconnects by itself after a network drop, with
// Last-Event-ID; after an answer that is not a stream (serve restarted
// with another key says 401) it gives up, and a new one is opened after a
// pause that doubles up to 30 s (times pace, common.js). It runs in a
// worker too, so it touches nothing but EventSource and timers. This file
// has no words.
function followEvents(url, emit) {
  let source = null;
  let timer = null;
  let pause = 2000;
  const connect = () => {
    timer = null;
    source = new EventSource(url);
    source.addEventListener("ready", () => {
      pause = 2000;
      emit({ kind: "state", up: true });
      emit({ kind: "ready" });
    });
    source.addEventListener("standings", (e) => emit({ kind: "standings", data: e.data, id: e.lastEventId }));
    source.addEventListener("games", (e) => emit({ kind: "games", data: e.data }));
    source.onerror = () => {
      emit({ kind: "state", up: false });
      if (source.readyState === EventSource.CLOSED) later();
    };
  };
  const later = () => {
    if (timer !== null) return;
    timer = setTimeout(connect, pause * pace);
    pause = Math.min(pause * 2, 30000);
  };
  connect();
  return {
    // now reconnects at once unless the stream is open: the network is
    // back, or the page has a key that works again. An open stream says
    // so again, so a page that thought it down (it went offline and back)
    // knows it is up and loads what it may have missed.
    now() {
      if (source !== null && source.readyState === EventSource.OPEN) {
        emit({ kind: "state", up: true });
        emit({ kind: "ready" });
        return;
      }
      // One that is connecting is left to it.
      if (source !== null && source.readyState === EventSource.CONNECTING) return;
      if (source !== null) source.close();
      clearTimeout(timer);
      timer = null;
      pause = 2000;
      connect();
    },
  };
}
