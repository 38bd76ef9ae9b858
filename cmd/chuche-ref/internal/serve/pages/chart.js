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

function drawChart(svg, legend, standings, rounds) {
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

  const W = Math.max(240, Math.round(svg.clientWidth || svg.parentNode.clientWidth || 360));
  const H = Math.round(Math.min(420, Math.max(200, W * 0.55)));
  const m = { left: 44, right: 14, top: 18, bottom: 26 };
  const xMax = Math.max(hands, 1);
  const X = (x) => m.left + (x / xMax) * (W - m.left - m.right);
  const Y = (y) => m.top + ((hi - y) / (hi - lo)) * (H - m.top - m.bottom);

  svg.setAttribute("viewBox", "0 0 " + W + " " + H);
  svg.dataset.hands = String(hands);
  const parts = [];
  // Axes and ticks.
  parts.push(svgEl("line", { class: "axis", x1: m.left, y1: Y(lo), x2: m.left, y2: Y(hi) }));
  parts.push(svgEl("line", { class: "axis", x1: m.left, y1: Y(Math.max(lo, 0)), x2: W - m.right, y2: Y(Math.max(lo, 0)) }));
  const yStep = niceStep(hi - lo, 4);
  for (let v = Math.ceil(lo / yStep) * yStep; v <= hi; v += yStep) {
    parts.push(svgEl("line", { class: "axis", x1: m.left - 4, y1: Y(v), x2: m.left, y2: Y(v) }));
    parts.push(svgEl("text", { class: "tick", x: m.left - 6, y: Y(v) + 4, "text-anchor": "end" }, v));
  }
  const xStep = Math.max(1, Math.ceil(xMax / Math.max(1, Math.floor((W - m.left - m.right) / 32))));
  for (let x = 0; x <= hands; x += xStep) {
    parts.push(svgEl("text", { class: "tick", x: X(x), y: H - 8, "text-anchor": "middle" }, x));
  }
  if (limit) {
    parts.push(svgEl("line", { class: "limit", x1: m.left, y1: Y(limit), x2: W - m.right, y2: Y(limit) }));
    parts.push(svgEl("text", { class: "limit-label", x: W - m.right, y: Y(limit) - 4, "text-anchor": "end" }, limit));
  }
  // The lines, then the marks over them.
  for (const s of series) {
    for (const piece of s.pieces) {
      const d = piece.map((pt, i) => (i ? "L" : "M") + X(pt.x).toFixed(1) + " " + Y(pt.y).toFixed(1)).join(" ");
      const path = svgEl("path", { class: "series " + s.colour, d });
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
        const g = svgEl("g", { class: "mark-out " + s.colour });
        g.append(svgEl("line", { x1: cx - 6, y1: cy - 6, x2: cx + 6, y2: cy + 6 }), svgEl("line", { x1: cx - 6, y1: cy + 6, x2: cx + 6, y2: cy - 6 }));
        g.append(svgEl("title", {}, t("%s out after hand %d", s.name, mk.x)));
        parts.push(g);
      } else {
        const c = svgEl("circle", { class: "mark-buyback " + s.colour, cx, cy, r: 6 });
        c.append(svgEl("title", {}, t("%s buys back at %d", s.name, mk.y)));
        parts.push(c);
      }
    }
  }
  svg.replaceChildren(...parts);

  legend.replaceChildren(...standings.players.map((p, i) => {
    const li = el("li");
    li.append(el("span", "swatch s" + (i % 8)), el("span", "", p.name + " " + p.total));
    return li;
  }));
}
