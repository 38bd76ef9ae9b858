#!/usr/bin/env bash
# bench-ledger.sh: are everyday commands as quick on a ledger of ten years
# as on a new one, on each engine?
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
#   round (a hand recorded into a 2-player game started for it, the next
#   hand each run)
#   last hand (the hand that decides a game, in a new 2-player game started
#   for each run, untimed: the league's ratings of the game are cached with
#   it)
#   league (both tables of this calendar year, whose games are those the
#   last-hand row decided, the same in both ledgers: the ratings the players
#   bring to them are ten years of games in tenk.db, one game in one.db)
#   league --season 2025 (informational, no target: a year of the ten,
#   about 1,000 games in tenk.db and none in one.db; the table's cost
#   follows the season's games)
# and a table shows the median wall time on each ledger, the ratio, and the
# peak RSS on the big one (GNU time's %M; "-" when /usr/bin/time is missing).
#
# PostgreSQL (when Debian's postgresql is installed): the script starts its
# own throwaway server (scripts/pgcluster.sh), moves both ledgers into
# databases of their own with import --from, checks that export --all gives
# the same file from the SQLite ledger, from the PostgreSQL one and from a
# new SQLite ledger imported back from it, and times the same commands.
#
# Targets: standings, history and games within 1.5x of the one-game ledger,
# stats, round, last hand and league within 1.2x, peak RSS <= 50 MB. Exits 1
# when a target is missed or an export differs.
#
# OUTDIR defaults to a temporary folder that is removed afterwards; given,
# the ledgers are left there, rebuilt on every run unless REUSE=1.
# Environment:
#   RUNS       timed runs per command and ledger (default 21)
#   GAMES      games in the big ledger (default 10000)
#   REUSE=1    time the ledgers already in OUTDIR instead of building them
#   ENGINES    which engines (default "sqlite postgres")
#   BUILD_DIR  where the ledgers are written before moving to OUTDIR
#              (default /dev/shm when writable: the 10k ledger takes
#              20-30 s there, ~2.5x that on disk with an fsync per hand)
# Needs go and bash 5. A few minutes on two cores.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-21}
games=${GAMES:-10000}

if [[ $# -gt 1 ]]; then
	echo "usage: scripts/bench-ledger.sh [OUTDIR]" >&2
	exit 2
fi
tmp=$(mktemp -d)
chmod 755 "$tmp"
source "$root/scripts/pgcluster.sh"
trap 'pgcluster_stop "$tmp/pg"; rm -rf "$tmp"' EXIT
out=${1:-$tmp/out}
mkdir -p "$out"
out=$(cd "$out" && pwd)
build=${BUILD_DIR:-}
if [[ -z $build ]]; then
	if [[ -d /dev/shm && -w /dev/shm ]]; then build=/dev/shm; else build=$out; fi
fi
build=$(mktemp -d "$build/bench-ledger.XXXXXX")
trap 'pgcluster_stop "$tmp/pg"; rm -rf "$tmp" "$build"' EXIT
engines=${ENGINES:-sqlite postgres}

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
		rm -f "$build/$1.db.verified" # the stamp of the file as it was there
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

# The ledgers of the engine being timed.
db_one=$out/one.db
db_tenk=$out/tenk.db

# round_args N: the arguments of `round` for hand N of the bench game
# (Ana and Ben cut clean in turn, the other scores 10: nobody goes out).
round_args() {
	if (($1 % 2)); then
		echo "--game bench round --cut Ana --hand Ana=1o_2o_3o_5c_5e_5b_5o --points Ben=10"
	else
		echo "--game bench round --cut Ben --hand Ben=1o_2o_3o_5c_5e_5b_5o --points Ana=10"
	fi
}
hands=0

# run LEDGER ARGS...: one process; "_" in a --hand value stands for a space.
run() {
	local ledger=$1
	shift
	local a=("${@//_/ }")
	"$bin" --db "$ledger" "${a[@]}" >/dev/null
}

# time_pair ONE_ARGS_VAR TENK_ARGS_VAR: runs the command RUNS times on each
# ledger, alternating so that both meet the same background load, and sets
# t1 and t2 to the median wall times in ms. "{R}" in the arguments is the
# next hand of the bench game.
time_pair() {
	local -n a1=$1 a2=$2
	local i start
	: >"$tmp/t1"
	: >"$tmp/t2"
	for ((i = -1; i < runs; i++)); do # the first round is a warm-up (and fails early)
		hands=$((hands + 1))
		start=$EPOCHREALTIME
		run "$db_one" ${a1[@]//\{R\}/$(round_args $hands)}
		t=$(calc '%.3f' "($EPOCHREALTIME - $start) * 1000")
		((i >= 0)) && echo "$t" >>"$tmp/t1"
		start=$EPOCHREALTIME
		run "$db_tenk" ${a2[@]//\{R\}/$(round_args $hands)}
		t=$(calc '%.3f' "($EPOCHREALTIME - $start) * 1000")
		((i >= 0)) && echo "$t" >>"$tmp/t2"
	done
	t1=$(median_ms "$tmp/t1")
	t2=$(median_ms "$tmp/t2")
}

# peak_mb ONE_ARGS_VAR TENK_ARGS_VAR: the largest peak RSS of three runs on
# the big ledger, in MB (each followed by the same run on the small one, so
# that the bench games of both take the same hands).
peak_mb() {
	if [[ -z $gnutime ]]; then
		echo "-"
		return
	fi
	local -n p1=$1 p2=$2
	local kb max=0 i
	for ((i = 0; i < 3; i++)); do
		hands=$((hands + 1))
		local a=(${p2[@]//\{R\}/$(round_args $hands)})
		a=("${a[@]//_/ }")
		"$gnutime" -f %M -o "$tmp/rss" "$bin" --db "$db_tenk" "${a[@]}" >/dev/null
		run "$db_one" ${p1[@]//\{R\}/$(round_args $hands)}
		kb=$(tail -n 1 "$tmp/rss")
		((kb > max)) && max=$kb
	done
	calc %.1f "$max / 1024"
}

missed=0
# row LABEL MAX_RATIO ARGS...; "{G}" in ARGS stands for each ledger's probe game.
# MAX_RATIO "-" times the row without a target (it is shown, never missed).
row() {
	local label=$1 max=$2
	shift 2
	local one_args=("${@//\{G\}/$one_game}") tenk_args=("${@//\{G\}/$tenk_game}")
	local t1 t2 ratio rss verdict="ok"
	time_pair one_args tenk_args
	ratio=$(calc %.2f "$t2 / $t1")
	rss=$(peak_mb one_args tenk_args)
	verdict_of "$ratio" "$max" "$rss"
	printf '%-22s %12s %14s %7s %12s  %s\n' "$label" "$t1" "$t2" "$ratio" "$rss" "$verdict"
}

# verdict_of RATIO MAX RSS: sets verdict (and missed, when a target is missed).
verdict_of() {
	if [[ $2 == - ]]; then
		verdict="(no target)"
		return
	fi
	verdict="<=${2}x, <=50 MB ok"
	if (($(calc %d "$1 > $2"))) || { [[ $3 != "-" ]] && (($(calc %d "$3 > 50"))); }; then
		verdict="<=${2}x, <=50 MB MISSED"
		missed=1
	fi
}

# last_hand_row MAX_RATIO: each run starts a new 2-player game (limit 50)
# on both ledgers, untimed, then times the hand that decides it: Ana cuts
# clean, Ben goes out with 60 and Ana has won.
lasts=0
last_hand_row() {
	local max=$1 i start t t1 t2 ratio verdict
	local hand=(round --cut Ana --hand "Ana=1o 2o 3o 5c 5e 5b 5o" --points Ben=60)
	: >"$tmp/t1"
	: >"$tmp/t2"
	for ((i = -1; i < runs; i++)); do
		lasts=$((lasts + 1))
		run "$db_one" new chinchon --players Ana,Ben --rule limit=50 --name "last-$lasts"
		run "$db_tenk" new chinchon --players Ana,Ben --rule limit=50 --name "last-$lasts"
		start=$EPOCHREALTIME
		"$bin" --db "$db_one" --game "last-$lasts" "${hand[@]}" >/dev/null
		t=$(calc '%.3f' "($EPOCHREALTIME - $start) * 1000")
		((i >= 0)) && echo "$t" >>"$tmp/t1"
		start=$EPOCHREALTIME
		"$bin" --db "$db_tenk" --game "last-$lasts" "${hand[@]}" >/dev/null
		t=$(calc '%.3f' "($EPOCHREALTIME - $start) * 1000")
		((i >= 0)) && echo "$t" >>"$tmp/t2"
	done
	t1=$(median_ms "$tmp/t1")
	t2=$(median_ms "$tmp/t2")
	ratio=$(calc %.2f "$t2 / $t1")
	verdict_of "$ratio" "$max" "-"
	printf '%-22s %12s %14s %7s %12s  %s\n' "last hand (decides)" "$t1" "$t2" "$ratio" "-" "$verdict"
}

# table ENGINE: every row on the engine's two ledgers.
table() {
	printf '\n%s\n%-22s %12s %14s %7s %12s  %s\n' "$1" "command" "1-game ms" "10k-game ms" "ratio" "peak RSS MB" "target"
	hands=0
	run "$db_one" new chinchon --players Ana,Ben --name bench
	run "$db_tenk" new chinchon --players Ana,Ben --name bench
	row "standings --game G" 1.5 standings --game "{G}"
	row "history --game G" 1.5 history --game "{G}"
	row "games" 1.5 games
	row "stats $player" 1.2 stats "$player"
	row "round" 1.2 "{R}"
	last_hand_row 1.2
	row "league" 1.2 league
	row "league --season 2025" - league --season 2025
}

# A copy of each ledger for the SQLite table: the bench game it adds is not
# part of what moves to PostgreSQL.
for engine in $engines; do
	case $engine in
	sqlite)
		cp "$out/one.db" "$tmp/one.db"
		cp "$out/tenk.db" "$tmp/tenk.db"
		db_one=$tmp/one.db db_tenk=$tmp/tenk.db
		# A copied file is another file: the first check after the copy
		# reads it all (and stamps it), as any ledger's first write does.
		"$bin" --db "$db_one" check ledger >/dev/null
		"$bin" --db "$db_tenk" check ledger >/dev/null
		table "SQLite (one file, WAL)"
		;;
	postgres)
		if [[ -z $(pgcluster_bin) ]]; then
			printf '\npostgres: skipped, no PostgreSQL server binaries (apt-get install postgresql)\n'
			continue
		fi
		pgcluster_start "$tmp/pg"
		psql=("$(pgcluster_bin)/psql" -q -X "$PGCLUSTER_URL")
		"${psql[@]}" -c "CREATE DATABASE bench_one" -c "CREATE DATABASE bench_tenk" >/dev/null
		db_one=${PGCLUSTER_URL/\/postgres\?//bench_one?}
		db_tenk=${PGCLUSTER_URL/\/postgres\?//bench_tenk?}
		start=$EPOCHREALTIME
		"$bin" --db "$db_one" import --from "$out/one.db" >/dev/null
		"$bin" --db "$db_tenk" import --from "$out/tenk.db" >/dev/null
		moved=$(calc %.1f "$EPOCHREALTIME - $start")
		# The same ledger in three places: the SQLite file, the PostgreSQL
		# database and a new file imported back from it.
		"$bin" --db "$out/tenk.db" export --all -o "$tmp/sqlite.json"
		"$bin" --db "$db_tenk" export --all -o "$tmp/postgres.json"
		"$bin" --db "$tmp/back.db" import --from "$db_tenk" >/dev/null
		"$bin" --db "$tmp/back.db" export --all -o "$tmp/back.json"
		if cmp -s "$tmp/sqlite.json" "$tmp/postgres.json" && cmp -s "$tmp/sqlite.json" "$tmp/back.json"; then
			printf '\nmoved %s games to PostgreSQL in %s s and back: the three exports are identical (%s bytes)\n' \
				"$games" "$moved" "$(stat -c %s "$tmp/sqlite.json")"
		else
			printf '\nmoved %s games to PostgreSQL and back: the exports DIFFER\n' "$games"
			missed=1
		fi
		table "PostgreSQL (unix socket, same machine)"
		;;
	esac
done
printf '\n%d runs each (median); ledgers in %s\n' "$runs" "$out"
exit $missed
