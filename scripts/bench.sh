#!/usr/bin/env bash
# bench.sh: the referee's speed targets, measured.
#
# Usage: scripts/bench.sh [COUNT]
#
# Runs the Go benchmarks of the solvers and the round replay COUNT times
# (default 6) and prints them through benchstat when it is installed
# (go install golang.org/x/perf/cmd/benchstat@latest), else raw, followed by
# the targets of the issues they answer:
#   Chinchón (referee):  Arrange 7 cards with jokers  <= 2 us median, 0 allocs
#                        ArrangeWorst                 <= 20 us
#                        AnalyzeDraws (7-card draws)  <= 1 ms
#   Chuche (referee):    SolveCaptures table=20       <= 50 us
#                        SolveCaptures table=51       <= 1 ms
#                        ReplayChucheRound (60 turns) <= 1 ms
#   referee:  Hand7 (spanish-48, 7 cards)  <= 189 ns new, goal 95 ns, 0 allocs
#                        BestOf8 (best of 8 discards) <= 1.46 us new, goal 0.73 us, 0 allocs
#                        HandWorst, HandWorstFast     <= 763 ns new (the costliest hand
#                                                     of the previous search, of the new)
#                        SafestDiscard 3 on 20        <= 5 ms
#                        TakeOrDraw                   <= 2 ms
#                        Horizon2                     <= 50 ms
# The issue-11 arrangement figures are printed once more at the end as ns
# per hand, new beside the previous search (baseline) of the same run: on a
# busy machine the ratio is the figure to trust.
# Timings depend on the machine and its load: run it on a quiet one.
# The ledger's scale targets have their own script: scripts/bench-ledger.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-6}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
go test -run '^$' -bench 'Arrange|RankDiscards|AnalyzeDraws|SolveCaptures|CheckCapture|ReplayChucheRound|Hand7|BestOf8|HandWorst|HandWorstFast|SafestDiscard|TakeOrDraw|Horizon2' \
  -benchmem -count "$count" ./referee/ | tee "$out" >/dev/null
go test -run '^$' -bench 'ChucheStandingsRound' -benchmem -count "$count" ./scorer/ >>"$out"
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
# ns per hand, new against baseline: the median of the COUNT runs of each.
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
