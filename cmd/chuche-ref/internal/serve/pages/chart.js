"use strict";
// The chart of totals, hand by hand, drawn as SVG: one line per player from
// 0 before the first hand; a hand a player sat out (being out) breaks the
// line, an elimination is marked ✕ and a buy-back ○ at the total the player
// rejoins with, joined by a dashed jump to where they went out.

const svgNS = "http://www.w3.org/2000/svg";

function svgEl(tag, attrs, text) {
  const e = document.createElementNS(svgNS, tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = String(text);
  return e;
}

// chartSeries turns the standings and the rounds into each player's line
// pieces, jumps and marks.
function chartSeries(standings, rounds) {
  const hands = rounds.rounds || [];
  const rejoins = standings.rejoins || [];
  return standings.players.map((p, i) => {
    const s = { name: p.name, colour: "s" + (i % 8), pieces: [[{ x: 0, y: 0 }]], jumps: [], marks: [] };
    let piece = s.pieces[0];
    hands.forEach((h, k) => {
      const x = k + 1;
      if (h.scores && Object.prototype.hasOwnProperty.call(h.scores, p.name)) {
        if (piece === null) { piece = []; s.pieces.push(piece); }
        const y = h.totals[p.name];
        piece.push({ x, y });
        if ((h.eliminated || []).includes(p.name)) s.marks.push({ x, y, kind: "out" });
      } else {
        piece = null;
      }
      for (const r of rejoins) {
        if (r.player === p.name && r.after === x) {
          s.jumps.push({ x, from: r.from, to: r.to });
          s.marks.push({ x, y: r.to, kind: "buyback" });
          piece = [{ x, y: r.to }];
          s.pieces.push(piece);
        }
      }
    });
    return s;
  });
}

function niceStep(span, count) {
  const raw = Math.max(span / count, 1);
  const mag = Math.pow(10, Math.floor(Math.log10(raw)));
  for (const m of [1, 2, 5, 10]) if (raw <= m * mag) return m * mag;
  return 10 * mag;
}

// drawChart draws the chart into svg at the size it is shown, one SVG unit
// a CSS pixel, so its text is as big as its font size says: 14 px on a
// phone, at least 26 px on a board read across a room (opts.big), where
// opts.fill makes it as tall as the space it is given.
function drawChart(svg, legend, standings, rounds, opts) {
  opts = opts || {};
  const series = chartSeries(standings, rounds);
  const hands = (rounds.rounds || []).length;
  const limit = standings.game === "chinchon" ? standings.limit : standings.threshold;
  let lo = 0, hi = limit || 0;
  for (const s of series) {
    for (const piece of s.pieces) for (const pt of piece) { lo = Math.min(lo, pt.y); hi = Math.max(hi, pt.y); }
  }
  if (hi === lo) hi = lo + 10;
  const pad = (hi - lo) * 0.05;
  lo -= pad; hi += pad;

  const W = Math.max(200, Math.round(svg.clientWidth || svg.parentNode.clientWidth || 360));
  const H = opts.fill ? Math.max(160, Math.round(svg.clientHeight || W * 0.55)) : Math.round(Math.min(420, Math.max(200, W * 0.55)));
  const font = opts.big ? Math.round(Math.min(44, Math.max(26, H / 11))) : 14;
  const digit = font * 0.62; // a digit's width, near enough for the margins
  const yStep = niceStep(hi - lo, Math.max(2, Math.min(5, Math.floor(H / (font * 2.6)))));
  const first = Math.ceil(lo / yStep) * yStep;
  let widest = 1;
  for (let v = first; v <= hi; v += yStep) widest = Math.max(widest, String(v).length);
  const m = {
    left: Math.round(widest * digit + font * 0.6),
    right: limit ? Math.round(String(limit).length * digit + font * 0.7) : Math.round(font * 0.8),
    top: Math.round(font * 0.7),
    bottom: Math.round(font * 1.5),
  };
  const xMax = Math.max(hands, 1);
  const X = (x) => m.left + (x / xMax) * (W - m.left - m.right);
  const Y = (y) => m.top + ((hi - y) / (hi - lo)) * (H - m.top - m.bottom);
  const text = (cls, x, y, anchor, value) => svgEl("text", { class: cls, x, y, "text-anchor": anchor, "font-size": font }, value);

  svg.setAttribute("viewBox", "0 0 " + W + " " + H);
  svg.setAttribute("height", H);
  svg.dataset.hands = String(hands);
  svg.dataset.font = String(font);
  const parts = [];
  // Axes and ticks.
  parts.push(svgEl("line", { class: "axis", x1: m.left, y1: Y(lo), x2: m.left, y2: Y(hi) }));
  parts.push(svgEl("line", { class: "axis", x1: m.left, y1: Y(Math.max(lo, 0)), x2: W - m.right, y2: Y(Math.max(lo, 0)) }));
  for (let v = first; v <= hi; v += yStep) {
    parts.push(svgEl("line", { class: "axis", x1: m.left - 4, y1: Y(v), x2: m.left, y2: Y(v) }));
    parts.push(text("tick", m.left - font * 0.3, Y(v) + font * 0.35, "end", v));
  }
  const label = String(hands).length * digit + font;
  const xStep = Math.max(1, Math.ceil(xMax / Math.max(1, Math.floor((W - m.left - m.right) / label))));
  for (let x = 0; x <= hands; x += xStep) {
    parts.push(text("tick", X(x), H - font * 0.35, "middle", x));
  }
  // The limit (the target) is labelled in the right margin, where no mark
  // of the chart can cover it.
  if (limit) {
    parts.push(svgEl("line", { class: "limit", x1: m.left, y1: Y(limit), x2: W - m.right, y2: Y(limit) }));
    parts.push(text("limit-label", W - m.right + font * 0.25, Y(limit) + font * 0.35, "start", limit));
  }
  const stroke = opts.big ? 5 : 3;
  const r = opts.big ? 9 : 6;
  // The lines, then the marks over them.
  for (const s of series) {
    for (const piece of s.pieces) {
      const d = piece.map((pt, i) => (i ? "L" : "M") + X(pt.x).toFixed(1) + " " + Y(pt.y).toFixed(1)).join(" ");
      const path = svgEl("path", { class: "series " + s.colour, d, "stroke-width": stroke });
      path.setAttribute("data-player", s.name);
      parts.push(path);
    }
    for (const j of s.jumps) {
      parts.push(svgEl("path", { class: "jump " + s.colour, d: "M" + X(j.x) + " " + Y(j.from) + " L" + X(j.x) + " " + Y(j.to) }));
    }
  }
  for (const s of series) {
    for (const mk of s.marks) {
      const cx = X(mk.x), cy = Y(mk.y);
      if (mk.kind === "out") {
        const g = svgEl("g", { class: "mark-out " + s.colour, "stroke-width": stroke });
        g.append(svgEl("line", { x1: cx - r, y1: cy - r, x2: cx + r, y2: cy + r }), svgEl("line", { x1: cx - r, y1: cy + r, x2: cx + r, y2: cy - r }));
        g.append(svgEl("title", {}, t("%s out after hand %d", s.name, mk.x)));
        parts.push(g);
      } else {
        const c = svgEl("circle", { class: "mark-buyback " + s.colour, cx, cy, r });
        c.append(svgEl("title", {}, t("%s buys back at %d", s.name, mk.y)));
        parts.push(c);
      }
    }
  }
  svg.replaceChildren(...parts);

  legend.replaceChildren(...standings.players.map((p, i) => {
    const li = el("li");
    li.append(el("span", "swatch s" + (i % 8)), nameEl(p.name, p.mixed_script), el("span", "total", num(p.total)));
    return li;
  }));
}
