#!/bin/sh
# man.sh DIR: write chuche-ref's man pages (one per command, section 1)
# into DIR with cobra/doc, from the commands' own help. The pages are
# generated, never committed: run this when packaging.
set -eu
if [ $# -ne 1 ] || [ -z "$1" ]; then
	echo "usage: scripts/man.sh DIR" >&2
	exit 2
fi
mkdir -p "$1"
dir=$(cd "$1" && pwd) # DIR as the caller named it, before the cd below
cd "$(dirname "$0")/.."
go run ./cmd/chuche-ref man-pages "$dir"
echo "man pages written to $dir (man -l $dir/chuche-ref.1)"
