#!/usr/bin/env bash
# bench-startup.sh: what one chuche-ref process costs, start to exit.
#
# Usage: scripts/bench-startup.sh [RUNS]
#        BASE=COMMIT scripts/bench-startup.sh [RUNS]
#
# The test suite starts the binary thousands of times, and so do a user's
# shell completion, scripts and `watch chuche-ref standings`: each pays the
# process's start (package init, the command tree, the catalog, the
# ledger's open) before its command does anything. This script builds
# chuche-ref and, as the floor, a Go program that prints one line, in a
# temporary folder, writes a small ledger (two games, a few hands), and
# times each command as a whole process: CPU milliseconds per process
# (user + system, every thread: perf's task-clock) and page faults, the
# mean of RUNS processes (default 20), in ROUNDS rounds (default 5) whose
# median is shown, the binaries taking turns within a round so that a
# change of the machine's load shows in all of them:
#   version   --help   standings   games   round (a hand recorded each run)
#   __complete round --game '' (what the shell asks for on Tab)
# With BASE set, the binary built from that commit (git archive, in the
# temporary folder) is timed beside this work tree's, each on a copy of
# the same ledger: before and after in one run. With STATIC=1, this work
# tree's binary built with CGO_ENABLED=0 (statically linked: no dynamic
# loader, no C library to start) is timed too.
#
# Targets on the two-core development machine: version <= 8 ms CPU,
# standings <= 12 ms (a Go program that prints one line takes about 2).
# They are printed with the figures; the script does not fail on them,
# since a busy machine moves them.
#
# Needs go and bash 5; perf (Debian's linux-perf) for the figures, else
# bash's own times of the children give CPU ms without page faults.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-20}
rounds=${ROUNDS:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

calc() { awk "BEGIN { printf \"$1\", ($2) }"; }

# The binaries: the floor, this work tree's, and BASE's.
mkdir -p "$tmp/floor"
cat >"$tmp/floor/main.go" <<'EOF'
package main

import "fmt"

func main() { fmt.Println("hello") }
EOF
printf 'module floor\n\ngo 1.22\n' >"$tmp/floor/go.mod"
(cd "$tmp/floor" && go build -o "$tmp/bin-floor" .)
(cd "$root" && go build -o "$tmp/bin-new" ./cmd/chuche-ref)
bins=(new)
if [[ ${STATIC:-} == 1 ]]; then
	(cd "$root" && CGO_ENABLED=0 go build -o "$tmp/bin-static" ./cmd/chuche-ref)
	bins+=(static)
fi
if [[ -n ${BASE:-} ]]; then
	mkdir -p "$tmp/base"
	git -C "$root" archive "$BASE" | tar -x -C "$tmp/base"
	(cd "$tmp/base" && go build -o "$tmp/bin-base" ./cmd/chuche-ref)
	bins=(base "${bins[@]}")
fi

# The small ledger, written by this work tree's binary: a Chinchón game of
# three (limit 1000, so the hands each run records never end it) with five
# hands, and a Chuche game.
home=$tmp/home-new
mkdir -p "$home"
cr() { HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config LANG=C.UTF-8 "$tmp/bin-new" "$@"; }
cr new chuche --players Ana,Ben,Cas --name evening >/dev/null
cr new chinchon --players Ana,Ben,Cleo --rule limit=1000 --name club >/dev/null
for _ in 1 2 3 4 5; do
	cr round --game club --cut Ana --hand 'Ana=1o 2o 3o 5c 5e 5b 4c' --points Ben=7 --points Cleo=3 >/dev/null
done
for b in "${bins[@]}"; do
	[[ $b == new ]] || cp -r "$home" "$tmp/home-$b"
done

commands=(
	"version"
	"--help"
	"standings --game club"
	"games"
	"round --game club --cut Ana --hand Ana=1o~2o~3o~5c~5e~5b~4c --points Ben=7 --points Cleo=3"
	"__complete round --game "
)

perf=""
if command -v perf >/dev/null && perf stat -e task-clock -x, -o /dev/null true 2>/dev/null; then
	perf=perf
else
	echo "perf is missing (Debian's linux-perf): CPU from bash's times, no page faults" >&2
fi

# measure BIN HOME ARGS...: "ms faults", the mean over runs processes;
# "~" in an argument stands for a space.
measure() {
	local bin=$1 home=$2
	shift 2
	local a=("${@//\~/ }")
	if [[ -n $perf ]]; then
		HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config LANG=C.UTF-8 \
			perf stat -x, -r "$runs" -e task-clock,page-faults -o "$tmp/perf.txt" -- "$bin" "${a[@]}" >/dev/null 2>&1
		awk -F, '$3 == "task-clock" { ms = $1 } $3 == "page-faults" { pf = $1 } END { print ms, pf }' "$tmp/perf.txt"
	else
		local t
		t=$( (
			for ((i = 0; i < runs; i++)); do
				HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config LANG=C.UTF-8 "$bin" "${a[@]}" >/dev/null 2>&1
			done
			times
		) | awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); s += p[1] * 60 + p[2] } print s }')
		echo "$(calc %.2f "$t * 1000 / $runs") -"
	fi
}

# median: of the numbers on stdin, "-" when there are none (no perf).
median() {
	awk '$1 != "" && $1 != "-"' | sort -g |
		awk '{ v[NR] = $1 } END { if (NR == 0) { printf "-"; exit } printf "%.1f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# Every command must work before it is timed: a failing one is cheap.
for b in "${bins[@]}"; do
	for c in "${commands[@]}"; do
		read -ra words <<<"$c"
		words=("${words[@]//\~/ }")
		[[ $c == "__complete round --game " ]] && words+=("")
		if ! HOME=$tmp/home-$b XDG_DATA_HOME=$tmp/home-$b/data XDG_CONFIG_HOME=$tmp/home-$b/config LANG=C.UTF-8 \
			"$tmp/bin-$b" "${words[@]}" >/dev/null 2>"$tmp/err"; then
			echo "bench-startup: $b: chuche-ref $c failed:" >&2
			cat "$tmp/err" >&2
			exit 1
		fi
	done
done

declare -A ms pf
for ((r = 0; r < rounds; r++)); do
	read -r m f < <(measure "$tmp/bin-floor" "$tmp/home-new")
	ms[floor]+="$m "
	pf[floor]+="$f "
	for c in "${commands[@]}"; do
		read -ra words <<<"$c"
		[[ $c == "__complete round --game " ]] && words+=("")
		for b in "${bins[@]}"; do
			read -r m f < <(measure "$tmp/bin-$b" "$tmp/home-$b" "${words[@]}")
			ms[$b $c]+="$m "
			pf[$b $c]+="$f "
		done
	done
done

med() { tr ' ' '\n' <<<"$1" | median; }
floor_ms=$(med "${ms[floor]}")
printf '%s processes per figure, median of %s rounds; CPU ms per process (page faults)\n' "$runs" "$rounds"
printf '%-28s' "command"
for b in "${bins[@]}"; do printf '%22s' "chuche-ref ($b)"; done
printf '%12s\n' "new/floor"
printf '%-28s%22s\n' "floor (prints one line)" "$floor_ms ms ($(med "${pf[floor]}" | cut -d. -f1))"
for c in "${commands[@]}"; do
	name=${c%% --cut*}
	printf '%-28s' "$name"
	for b in "${bins[@]}"; do
		f=$(med "${pf[$b $c]}")
		printf '%22s' "$(med "${ms[$b $c]}") ms (${f%%.*})"
	done
	printf '%11sx\n' "$(calc %.1f "$(med "${ms[new $c]}") / $floor_ms")"
done
version_ms=$(med "${ms[new version]}")
standings_ms=$(med "${ms[new standings --game club]}")
met() { awk "BEGIN { print ($1 <= $2) ? \"met\" : \"missed\" }"; }
printf 'targets: version %s ms <= 8: %s; standings %s ms <= 12: %s\n' \
	"$version_ms" "$(met "$version_ms" 8)" "$standings_ms" "$(met "$standings_ms" 12)"
