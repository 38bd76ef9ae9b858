#!/usr/bin/env bash
# bench-ledger.sh: are everyday commands as quick on a ledger of ten years
# as on a new one?
#
# Usage: scripts/bench-ledger.sh [OUTDIR]
#
# Builds chuche-ref, then two ledgers through the store's public API
# (cmd/chuche-ref/internal/benchledger, as chuche-ref writes them: one transaction per hand,
# the scorer's summary with it):
#   OUTDIR/one.db    1 game
#   OUTDIR/tenk.db   10,000 games over ten years, ~10 Chinchón hands each,
#                    3 or 4 players from a roster of 30
# Both hold the same probe game (4 players, 10 hands; in tenk.db it is from
# the middle of the ledger's life). Each command then runs as a whole
# process, RUNS times after one warm-up, on each ledger in turn:
#   standings --game G   history --game G   games   stats PLAYER
# and a table shows the median wall time on each ledger, the ratio, and the
# peak RSS on the big one (GNU time's %M; "-" when /usr/bin/time is missing).
#
# Targets: standings, history and games within 1.5x of the one-game ledger,
# stats within 3x (it reads every game of the player), peak RSS <= 50 MB.
# Exits 1 when a target is missed.
#
# OUTDIR defaults to a temporary folder that is removed afterwards; given,
# the ledgers are left there, rebuilt on every run unless REUSE=1.
# Environment:
#   RUNS       timed runs per command and ledger (default 21)
#   GAMES      games in the big ledger (default 10000)
#   REUSE=1    time the ledgers already in OUTDIR instead of building them
#   BUILD_DIR  where the ledgers are written before moving to OUTDIR
#              (default /dev/shm when writable: the 10k ledger takes
#              20-30 s there, ~2.5x that on disk with an fsync per hand)
# Needs go and bash 5. About a minute on two cores.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-21}
games=${GAMES:-10000}

if [[ $# -gt 1 ]]; then
	echo "usage: scripts/bench-ledger.sh [OUTDIR]" >&2
	exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=${1:-$tmp/out}
mkdir -p "$out"
out=$(cd "$out" && pwd)
build=${BUILD_DIR:-}
if [[ -z $build ]]; then
	if [[ -d /dev/shm && -w /dev/shm ]]; then build=/dev/shm; else build=$out; fi
fi
build=$(mktemp -d "$build/bench-ledger.XXXXXX")
trap 'rm -rf "$tmp" "$build"' EXIT

bin=$tmp/chuche-ref
(cd "$root" && go build -o "$bin" ./cmd/chuche-ref && go build -o "$tmp/benchledger" ./cmd/chuche-ref/internal/benchledger)

gnutime=""
if [[ -x /usr/bin/time ]] && /usr/bin/time -f %M -o /dev/null true 2>/dev/null; then
	gnutime=/usr/bin/time
fi

# calc FORMAT EXPR: awk's arithmetic (bc is not everywhere).
calc() { awk "BEGIN { printf \"$1\", ($2) }"; }

# build_ledger NAME GAMES: writes NAME.db (and NAME.probe) and sets
# probe_game and probe_player.
build_ledger() {
	local start=$EPOCHREALTIME line
	if [[ ${REUSE:-} == 1 && -f $out/$1.db && -f $out/$1.probe ]]; then
		line=$(<"$out/$1.probe")
		printf '%-8s reused (%s)\n' "$1.db" "$line"
	else
		rm -f "$out/$1.db" "$out/$1.db-wal" "$out/$1.db-shm"
		line=$("$tmp/benchledger" -o "$build/$1.db" -games "$2" 2>/dev/null)
		mv "$build/$1.db" "$out/$1.db"
		echo "$line" >"$out/$1.probe"
		printf '%-8s %6d games in %5s s  (%s, %s bytes)\n' "$1.db" "$2" \
			"$(calc %.1f "$EPOCHREALTIME - $start")" "$line" "$(stat -c %s "$out/$1.db")"
	fi
	probe_game=${line#game=}
	probe_game=${probe_game%% *}
	probe_player=${line##*player=}
}

build_ledger one 1
one_game=$probe_game
build_ledger tenk "$games"
tenk_game=$probe_game
player=$probe_player

# median_ms FILE: the median of the times (ms) listed in FILE.
median_ms() {
	sort -g "$1" | awk '{ t[NR] = $1 } END { printf "%.1f", (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }'
}

# time_pair ONE_ARGS_VAR TENK_ARGS_VAR: runs the command RUNS times on each
# ledger, alternating so that both meet the same background load, and sets
# t1 and t2 to the median wall times in ms.
time_pair() {
	local -n a1=$1 a2=$2
	local i start
	: >"$tmp/t1"
	: >"$tmp/t2"
	"$bin" --db "$out/one.db" "${a1[@]}" >/dev/null # warm-up (and fail early)
	"$bin" --db "$out/tenk.db" "${a2[@]}" >/dev/null
	for ((i = 0; i < runs; i++)); do
		start=$EPOCHREALTIME
		"$bin" --db "$out/one.db" "${a1[@]}" >/dev/null
		calc '%.3f\n' "($EPOCHREALTIME - $start) * 1000" >>"$tmp/t1"
		start=$EPOCHREALTIME
		"$bin" --db "$out/tenk.db" "${a2[@]}" >/dev/null
		calc '%.3f\n' "($EPOCHREALTIME - $start) * 1000" >>"$tmp/t2"
	done
	t1=$(median_ms "$tmp/t1")
	t2=$(median_ms "$tmp/t2")
}

# peak_mb LEDGER ARGS...: the largest peak RSS of three runs, in MB.
peak_mb() {
	if [[ -z $gnutime ]]; then
		echo "-"
		return
	fi
	local ledger=$1 kb max=0 i
	shift
	for ((i = 0; i < 3; i++)); do
		"$gnutime" -f %M -o "$tmp/rss" "$bin" --db "$ledger" "$@" >/dev/null
		kb=$(tail -n 1 "$tmp/rss")
		((kb > max)) && max=$kb
	done
	calc %.1f "$max / 1024"
}

missed=0
printf '\n%-22s %12s %14s %7s %12s  %s\n' "command" "1-game ms" "10k-game ms" "ratio" "peak RSS MB" "target"
# row LABEL MAX_RATIO ARGS...; "{G}" in ARGS stands for each ledger's probe game.
row() {
	local label=$1 max=$2
	shift 2
	local one_args=("${@//\{G\}/$one_game}") tenk_args=("${@//\{G\}/$tenk_game}")
	local t1 t2 ratio rss verdict="ok"
	time_pair one_args tenk_args
	ratio=$(calc %.2f "$t2 / $t1")
	rss=$(peak_mb "$out/tenk.db" "${tenk_args[@]}")
	if (($(calc %d "$ratio > $max"))) || { [[ $rss != "-" ]] && (($(calc %d "$rss > 50"))); }; then
		verdict="MISSED"
		missed=1
	fi
	printf '%-22s %12s %14s %7s %12s  <=%sx, <=50 MB %s\n' "$label" "$t1" "$t2" "$ratio" "$rss" "$max" "$verdict"
}

row "standings --game G" 1.5 standings --game "{G}"
row "history --game G" 1.5 history --game "{G}"
row "games" 1.5 games
if "$bin" stats --help >/dev/null 2>&1; then
	row "stats $player" 3 stats "$player"
else
	printf '%-22s  skipped: this chuche-ref has no stats command yet\n' "stats PLAYER"
fi
printf '\n%d runs each (median); ledgers in %s\n' "$runs" "$out"
exit $missed
