#!/usr/bin/env bash
# bench-serve.sh: does one `chuche-ref serve` hold the phones of a whole
# club? 1,000 open event streams, rounds entered by another process, on
# each engine.
#
# Usage: scripts/bench-serve.sh
#
# Builds chuche-ref and scripts/benchserve, which makes a ledger (SQLite: in
# a temporary folder; PostgreSQL: in a database of the throwaway server this
# script starts, scripts/pgcluster.sh), starts serve on 127.0.0.1:0, opens
# STREAMS event streams (each its own connection), then enters ROUNDS
# rounds with the real binary and times every stream's standings event
# from the start of the round process. Prints the server's memory (RSS
# idle, with the streams, peak) and the delays (median, p99, max).
#
# Targets: peak RSS <= 50 MB, every event within 1 s. Exits 1 when missed.
# Environment: STREAMS (default 1000), ROUNDS (default 10), ENGINES
# (default "sqlite postgres").
# Traffic stays on 127.0.0.1. Under a minute on two cores.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
chmod 755 "$tmp"
source "$root/scripts/pgcluster.sh"
trap 'pgcluster_stop "$tmp/pg"; rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/chuche-ref" ./cmd/chuche-ref && go build -o "$tmp/benchserve" ./scripts/benchserve)
# Two thousand sockets on one machine (the streams' and the server's ends).
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
status=0
for engine in ${ENGINES:-sqlite postgres}; do
	db=()
	if [[ $engine == postgres ]]; then
		if [[ -z $(pgcluster_bin) ]]; then
			echo "postgres: skipped, no PostgreSQL server binaries (apt-get install postgresql)"
			continue
		fi
		pgcluster_start "$tmp/pg"
		"$(pgcluster_bin)/psql" -q -X "$PGCLUSTER_URL" -c "CREATE DATABASE bench_serve" >/dev/null
		db=(-db "${PGCLUSTER_URL/\/postgres\?//bench_serve?}")
	fi
	"$tmp/benchserve" -bin "$tmp/chuche-ref" -streams "${STREAMS:-1000}" -rounds "${ROUNDS:-10}" "${db[@]}" || status=1
done
exit $status
