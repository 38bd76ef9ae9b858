"use strict";
// The standings as people read them at a glance: best first, the leader
// marked, what each player has left.

// rankPlayers orders the standings' players: the winners first, then (in
// Chinchón) those still in by the lowest total, the eliminated last; in
// Chuche by the highest total. Ties keep the seat order and share a rank.
// Each player keeps its seat (the colour of its line in the chart), and
// gets rank (null for an eliminated player), leader and won.
function rankPlayers(st) {
  const chinchon = st.game === "chinchon";
  const winners = st.winners || [];
  const inPlay = (p) => p.status !== "out";
  const list = st.players.map((p, seat) => Object.assign({}, p, { seat, won: winners.includes(p.name) }));
  list.sort((a, b) => {
    if (a.won !== b.won) return a.won ? -1 : 1;
    if (inPlay(a) !== inPlay(b)) return inPlay(a) ? -1 : 1;
    const d = chinchon ? a.total - b.total : b.total - a.total;
    return d !== 0 ? d : a.seat - b.seat;
  });
  const contenders = list.filter(inPlay);
  const best = contenders.length ? contenders[0].total : null;
  // Nobody leads when all share the best total (the first hand to come).
  const everyoneLeads = contenders.every((p) => p.total === best);
  let rank = 0;
  list.forEach((p, i) => {
    const prev = list[i - 1];
    if (!inPlay(p)) { p.rank = null; } else {
      rank = prev && inPlay(prev) && prev.total === p.total && prev.won === p.won ? rank : i + 1;
      p.rank = rank;
    }
    p.leader = !st.finished && inPlay(p) && p.total === best && !everyoneLeads;
  });
  return list;
}

// pointsLeft: Chinchón, the points a player still in may take before the
// limit puts them out; Chuche, the points still wanted to reach the
// target. null when it says nothing (out, finished, reached).
function pointsLeft(st, p) {
  if (st.finished || p.status === "out") return null;
  if (st.game === "chinchon") return st.limit - p.total;
  const left = st.threshold - p.total;
  return left > 0 ? left : null;
}

// leftWords words pointsLeft.
function leftWords(st, n) {
  return st.game === "chinchon" ? t("%d left", n) : t("%d to go", n);
}
