#!/usr/bin/env bash
# bench-serve.sh: does one `chuche-ref serve` hold the phones of a whole
# club evening? 200 open event streams, rounds entered by another process.
#
# Usage: scripts/bench-serve.sh
#
# Builds chuche-ref and scripts/benchserve, which makes a ledger in a
# temporary folder, starts serve on 127.0.0.1:0, opens STREAMS event
# streams (each its own connection), then enters ROUNDS rounds with the
# real binary and times every stream's standings event from the start of
# the round process. Prints the server's memory (RSS idle, with the
# streams, peak) and the delays (median, p99, max).
#
# Targets: peak RSS <= 50 MB, every event within 1 s. Exits 1 when missed.
# Environment: STREAMS (default 200), ROUNDS (default 10).
# Traffic stays on 127.0.0.1. A few seconds on two cores.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/chuche-ref" ./cmd/chuche-ref && go build -o "$tmp/benchserve" ./scripts/benchserve)
"$tmp/benchserve" -bin "$tmp/chuche-ref" -streams "${STREAMS:-200}" -rounds "${ROUNDS:-10}"
