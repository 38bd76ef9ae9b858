// The shared worker of every scoreboard tab of one browser (served as
// /worker.js after feed.js): it holds the one event stream they all
// follow, so ten tabs use one connection of the six a browser opens to a
// server, and passes each message on to every tab. A tab that opens while
// the stream is up is told at once (state, then ready), so it loads what
// it shows; one that opens while the stream is down has it tried again at
// once, as the address it was opened from may bring what the stream
// lacked (serve's new key, its cookie now set): every tab is then live
// again without waiting out the stream's pause. A tab says "now" when it
// wants a reconnection at once, "bye" when it goes away.
const tabs = new Set();
let up = false;
let events = null;

function tell(msg) {
  if (msg.kind === "state") up = msg.up;
  for (const port of tabs) port.postMessage(msg);
}

onconnect = (e) => {
  const port = e.ports[0];
  tabs.add(port);
  port.onmessage = (m) => {
    if (m.data === "bye") tabs.delete(port);
    if (m.data === "now" && events !== null) events.now();
  };
  port.start();
  if (events === null) {
    events = followEvents("/api/events", tell);
  } else if (up) {
    port.postMessage({ kind: "state", up: true });
    port.postMessage({ kind: "ready" });
  } else {
    events.now();
  }
};
