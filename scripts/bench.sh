#!/usr/bin/env bash
# bench.sh: the referee's speed targets, measured.
#
# Usage: scripts/bench.sh [COUNT]
#        CHINCHONCITO=SOURCE|clone scripts/bench.sh [COUNT]
#
# Runs the Go benchmarks of the solvers and the round replay COUNT times
# (default 6) and prints them through benchstat when it is installed
# (go install golang.org/x/perf/cmd/benchstat@latest), else raw, followed by
# their targets:
#   Chinchón (referee):  Arrange 7 cards with jokers  <= 2 us median, 0 allocs
#                        ArrangeWorst                 <= 20 us
#                        AnalyzeDraws (7-card draws)  <= 1 ms
#   Chuche (referee):    SolveCaptures table=20       <= 50 us
#                        SolveCaptures table=51       <= 1 ms
#                        ReplayChucheRound (60 turns) <= 1 ms
#   referee:  Hand7 (spanish-48, 7 cards)  <= 189 ns new, goal 95 ns, 0 allocs,
#                                                     and <= 0.5x chinchoncito
#                        BestOf8 (best of 8 discards) <= 1.46 us new, goal 0.73 us, 0 allocs
#                        HandWorst, HandWorstFast     <= 763 ns new (the costliest hand
#                                                     of the previous search, of the new)
#                        SafestDiscard 3 on 20        <= 5 ms
#                        TakeOrDraw                   <= 2 ms
#                        Horizon2                     <= 50 ms
# The arrangement figures are printed once more at the end as ns per hand
# (the median of the runs), new beside the previous search (baseline) of
# the same run: on a busy machine the ratio is the figure to trust.
#
# Hand7, the best arrangement of 7 random cards as Arranger.Arrange gives
# it, runs in ROUNDS rounds of its own (default 3*COUNT), ROUND_SECONDS
# each (default 0.3) for new, baseline and the peer: short rounds close
# together, so that a change of load shows in both sides of a round's
# ratio. With CHINCHONCITO set, each round
# also times the peer engine chinchoncito on the same 20,000 hands
# (BenchmarkHand7 writes them with its -hands7 flag; the peer checks every
# hand's leftover points against ours before timing): SOURCE is a checkout
# of matix64/chinchoncito or its git directory, "clone" clones it, and
# scripts/bench-peer.sh builds only its search file in a temporary folder,
# never in this repository (it is AGPL-3.0). The last line is then ns per
# hand, ours and the peer's, and their ratio taken round by round (the
# median of the rounds) beside the target 0.5x. Needs cargo; CI never runs
# this script.
#
# Timings depend on the machine and its load: run it on a quiet one.
# The ledger's scale targets have their own script: scripts/bench-ledger.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-6}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=$tmp/bench.txt
go test -run '^$' -bench 'Arrange|RankDiscards|AnalyzeDraws|SolveCaptures|CheckCapture|ReplayChucheRound|BestOf8|HandWorst|HandWorstFast|SafestDiscard|TakeOrDraw|Horizon2' \
  -benchmem -count "$count" ./referee/ >"$out"
go test -run '^$' -bench 'ChucheStandingsRound' -benchmem -count "$count" ./scorer/ >>"$out"

# Hand7 in rounds: ours (new, baseline) then the peer, one after the other.
go test -c -o "$tmp/referee.test" ./referee/
peer=
if [ -n "${CHINCHONCITO:-}" ]; then
  peer=$(scripts/bench-peer.sh "$CHINCHONCITO" "$tmp/peer")
  (cd referee && "$tmp/referee.test" -test.run '^$' -test.bench '^BenchmarkHand7$' -test.benchtime 1x -hands7 "$tmp/hands7.txt" >/dev/null)
fi
rounds=$tmp/rounds.txt
secs=${ROUND_SECONDS:-0.3}
for r in $(seq "${ROUNDS:-$((3 * count))}"); do
  (cd referee && "$tmp/referee.test" -test.run '^$' -test.bench '^BenchmarkHand7$' -test.benchtime "${secs}s" -test.benchmem) |
    grep '^Benchmark' >"$tmp/round.txt"
  if [ -n "$peer" ]; then
    "$peer" "$tmp/hands7.txt" "$secs" >>"$tmp/round.txt"
  fi
  cat "$tmp/round.txt" >>"$out"
  sed "s/^/$r /" "$tmp/round.txt" >>"$rounds"
done

if command -v benchstat >/dev/null 2>&1; then
  benchstat "$out"
elif [ -x "$(go env GOPATH)/bin/benchstat" ]; then
  "$(go env GOPATH)/bin/benchstat" "$out"
else
  grep -E '^(Benchmark|goos|goarch|pkg|cpu)' "$out"
fi
cat <<'TARGETS'

targets: Arrange/jokers=1|2 <= 2us, 0 allocs; ArrangeWorst <= 20us; AnalyzeDraws <= 1ms;
         SolveCaptures table=20 <= 50us, table=51 <= 1ms; ReplayChucheRound <= 1ms
         SafestDiscard (Chuche, 3 cards on 20) <= 5ms; TakeOrDraw <= 2ms; Horizon2 <= 50ms
TARGETS
# ns per hand, new against baseline: the median of the runs of each.
awk '
  /^Benchmark(Hand7|BestOf8|HandWorst|HandWorstFast)\// {
    name = $1; sub(/-[0-9]+$/, "", name); split(name, p, "/")
    v[p[1] "/" p[2], ++n[p[1] "/" p[2]]] = $3
  }
  function median(k,   i, j, t, m, a) {
    m = n[k]; for (i = 1; i <= m; i++) a[i] = v[k, i]
    for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    return a[int((m + 1) / 2)]
  }
  END {
    split("BenchmarkHand7 189 95|BenchmarkBestOf8 1460 730|BenchmarkHandWorst 763 763|BenchmarkHandWorstFast 763 763", rows, "|")
    printf "\n%-20s %12s %12s %7s %12s %8s\n", "ns per hand", "new", "baseline", "ratio", "target", "goal"
    for (r = 1; r in rows; r++) {
      split(rows[r], f, " ")
      if (!((f[1] "/new") in n)) continue
      nw = median(f[1] "/new"); bl = median(f[1] "/baseline")
      printf "%-20s %12.1f %12.1f %7.2f %12s %8s\n", substr(f[1], 10), nw, bl, nw / bl, f[2], f[3]
    }
  }' "$out"
# Ours against the peer: medians of the rounds, and of each round's ratio.
awk -v peer="$peer" '
  { name = $2; sub(/-[0-9]+$/, "", name); t[$1, name] = $4; rounds[$1] = 1 }
  function median(a, m,   i, j, x) {
    for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (a[j] < a[i]) { x = a[i]; a[i] = a[j]; a[j] = x }
    return a[int((m + 1) / 2)]
  }
  END {
    if (peer == "") {
      print "\nHand7 against chinchoncito: not measured (CHINCHONCITO=SOURCE|clone scripts/bench.sh)"
      exit
    }
    m = 0
    for (r in rounds) {
      m++; a[m] = t[r, "BenchmarkHand7/new"]; b[m] = t[r, "BenchmarkHand7/chinchoncito"]; q[m] = a[m] / b[m]
    }
    printf "\n%-20s %12s %12s %7s %12s\n", "ns per hand", "new", "chinchoncito", "ratio", "target"
    printf "%-20s %12.1f %12.1f %7.2f %12s\n", "Hand7", median(a, m), median(b, m), median(q, m), "0.50"
    printf "(median of %d rounds, each timing both on the same 20,000 hands; the ratio is taken round by round)\n", m
  }' "$rounds"
