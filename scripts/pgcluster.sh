#!/usr/bin/env bash
# pgcluster.sh: a throwaway PostgreSQL server for tests and benchmarks.
#
# Usage: source scripts/pgcluster.sh; pgcluster_start DIR; ...; pgcluster_stop DIR
#
# pgcluster_start makes a cluster in DIR (which must be empty or missing) as
# an unprivileged user (initdb refuses root: when run as root, the
# postgres user, or nobody, owns DIR), starts it listening on a unix socket
# in DIR only (listen_addresses=''), and sets PGCLUSTER_URL to a URL for
# its postgres database. pgcluster_stop stops it and removes DIR. The
# server is for tests: it does not sync to disk (fsync=off), so a crash of
# the machine loses it.
# Debian's binaries live in /usr/lib/postgresql/*/bin, not on PATH.

pgcluster_bin() {
	local d
	for d in /usr/lib/postgresql/*/bin; do
		[[ -x $d/initdb ]] && echo "$d"
	done | sort -V | tail -1
}

pgcluster_start() {
	local dir=$1 bin user run
	bin=$(pgcluster_bin)
	if [[ -z $bin ]]; then
		echo "pgcluster: no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql)" >&2
		return 1
	fi
	mkdir -p "$dir"
	run=()
	user=$(id -un)
	if [[ $(id -u) == 0 ]]; then
		user=postgres
		id -u postgres >/dev/null 2>&1 || user=nobody
		chown "$user" "$dir"
		run=(runuser -u "$user" --)
	fi
	"${run[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
		{ cat "$dir/initdb.log" >&2; return 1; }
	"${run[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
		-o "-k $dir -c listen_addresses='' -c fsync=off -c full_page_writes=off -c wal_level=minimal -c max_wal_senders=0 -c max_connections=200" start >/dev/null ||
		{ cat "$dir/server.log" >&2; return 1; }
	PGCLUSTER_URL="postgres://postgres@/postgres?host=$dir"
	export PGCLUSTER_URL
}

pgcluster_stop() {
	local dir=$1 bin run=()
	bin=$(pgcluster_bin)
	[[ -d $dir/data ]] || return 0
	if [[ $(id -u) == 0 ]]; then
		run=(runuser -u "$(stat -c %U "$dir/data")" --)
	fi
	"${run[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
	rm -rf "$dir"
}
