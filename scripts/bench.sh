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
# Timings depend on the machine and its load: run it on a quiet one.
# The ledger's scale targets have their own script: scripts/bench-ledger.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-6}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
go test -run '^$' -bench 'Arrange|RankDiscards|AnalyzeDraws|SolveCaptures|CheckCapture|ReplayChucheRound' \
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
TARGETS
