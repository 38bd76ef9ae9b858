"use strict";
// One game's scoreboard: the board of board.js, kept live from the event
// stream. On a wide screen (a TV showing one game) the chart is drawn for
// a room.

const gameId = Number(location.pathname.split("/")[2]);
const wide = () => window.innerWidth >= 1200;
const board = makeBoard(document.querySelector(".board"), gameId, {
  titleEl: document.getElementById("title"),
  big: wide,
  onRender: (b) => { document.title = b.standings.name + " — chuche-ref"; },
});

openFeed({
  ready: board.refresh,
  standings: (doc) => { if (doc.id === gameId) board.refresh(); },
});
board.refresh();

let resizing = null;
window.addEventListener("resize", () => {
  clearTimeout(resizing);
  resizing = setTimeout(board.render, 150 * pace);
});
