#!/usr/bin/env bash
# bench-record.sh: does recording a hand cost the same late in a game as
# early on? (the 301st hand of a game at most 1.1x the 2nd)
#
# Usage: scripts/bench-record.sh
#
# Builds chuche-ref and, on each engine, two ledgers with one Chinchón game
# each (Ana, Ben take turns to cut clean, -10, while the other scores 10,
# so nobody goes out): one with 1 hand, one with 300. Then, RUNS times and
# alternating so that both meet the same background load, it copies each
# ledger afresh (SQLite: the file; PostgreSQL: CREATE DATABASE … TEMPLATE)
# and times one whole `chuche-ref round` process recording the next hand
# (the 2nd, the 301st). Prints the medians and their ratio; exits 1 when a
# ratio is above MAX_RATIO.
# Environment:
#   RUNS       timed runs per ledger (default 31)
#   HANDS      hands already in the long game (default 300)
#   MAX_RATIO  the target (default 1.1)
#   ENGINES    which engines (default "sqlite postgres"; postgres needs
#              Debian's postgresql, and this script starts its own
#              throwaway server, scripts/pgcluster.sh)
# Needs go and bash 5 ($EPOCHREALTIME).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-31}
hands=${HANDS:-300}
max_ratio=${MAX_RATIO:-1.1}
engines=${ENGINES:-sqlite postgres}

tmp=$(mktemp -d)
chmod 755 "$tmp"
source "$root/scripts/pgcluster.sh"
trap 'pgcluster_stop "$tmp/pg"; rm -rf "$tmp"' EXIT
bin=$tmp/chuche-ref
(cd "$root" && go build -o "$bin" ./cmd/chuche-ref)

calc() { awk "BEGIN { printf \"$1\", ($2) }"; }
median_ms() {
	sort -g "$1" | awk '{ t[NR] = $1 } END { printf "%.2f", (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }'
}

# hand N: the arguments of `round` for hand N (1, 2, …) of the game.
hand() {
	if (($1 % 2)); then
		args=(round --cut Ana --hand "Ana=1o 2o 3o 5c 5e 5b 5o" --points Ben=10)
	else
		args=(round --cut Ben --hand "Ben=1o 2o 3o 5c 5e 5b 5o" --points Ana=10)
	fi
}

# The engine's ledgers: ledger_at NAME is where ledger NAME is; fresh NAME
# makes "run" a fresh copy of it.
psql_do() { "$(pgcluster_bin)/psql" -q -X "$PGCLUSTER_URL" -c "SET client_min_messages = warning" -c "$1" >/dev/null; }
ledger_at() {
	case $engine in
	sqlite) echo "$tmp/$1.db" ;;
	postgres) echo "${PGCLUSTER_URL/\/postgres\?//bench_$1?}" ;;
	esac
}
fresh() {
	case $engine in
	sqlite)
		rm -f "$tmp/run.db" "$tmp/run.db-wal" "$tmp/run.db-shm" "$tmp/run.db.verified"
		cp "$tmp/$1.db" "$tmp/run.db"
		;;
	postgres)
		psql_do "DROP DATABASE IF EXISTS bench_run"
		psql_do "CREATE DATABASE bench_run TEMPLATE bench_$1"
		;;
	esac
}
new_ledger() {
	[[ $engine == postgres ]] && psql_do "CREATE DATABASE bench_$1"
	return 0
}

# ledger NAME N: a ledger with one game of N hands.
ledger() {
	local db i
	new_ledger "$1"
	db=$(ledger_at "$1")
	"$bin" --db "$db" new chinchon --players Ana,Ben --name probe >/dev/null
	for ((i = 1; i <= $2; i++)); do
		hand "$i"
		"$bin" --db "$db" "${args[@]}" >/dev/null
	done
}

# record NAME N: a fresh copy of NAME, then times recording hand N (ms,
# appended to NAME.t).
record() {
	local start db
	fresh "$1"
	db=$(ledger_at run)
	# A first process on the copy, as at a table where the ledger was just
	# read (standings): not timed.
	"$bin" --db "$db" standings >/dev/null
	hand "$2"
	start=$EPOCHREALTIME
	"$bin" --db "$db" "${args[@]}" >/dev/null
	calc '%.3f\n' "($EPOCHREALTIME - $start) * 1000" >>"$tmp/$1.t"
}

status=0
for engine in $engines; do
	if [[ $engine == postgres ]]; then
		if [[ -z $(pgcluster_bin) ]]; then
			echo "postgres: skipped, no PostgreSQL server binaries (apt-get install postgresql)"
			continue
		fi
		pgcluster_start "$tmp/pg"
	fi
	ledger short 1
	ledger long "$hands"
	record short 2 # warm-up (and fail early)
	record long $((hands + 1))
	: >"$tmp/short.t"
	: >"$tmp/long.t"
	for ((i = 0; i < runs; i++)); do
		record short 2
		record long $((hands + 1))
	done
	t2=$(median_ms "$tmp/short.t")
	tn=$(median_ms "$tmp/long.t")
	ratio=$(calc %.2f "$tn / $t2")
	verdict=ok
	if (($(calc %d "$ratio > $max_ratio"))); then
		verdict=MISSED
		status=1
	fi
	printf '%-8s record hand 2: %s ms   hand %d: %s ms   ratio %s (target <= %s) %s\n' \
		"$engine" "$t2" $((hands + 1)) "$tn" "$ratio" "$max_ratio" "$verdict"
done
printf '%d runs each (median of interleaved whole processes)\n' "$runs"
exit $status
