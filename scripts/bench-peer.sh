#!/usr/bin/env bash
# bench-peer.sh: build the peer engine the Chinchón arrangement is measured
# against, chinchoncito (matix64/chinchoncito on GitHub, a Rust bot whose
# search is the fastest public one we know), for scripts/bench.sh.
#
# Usage: scripts/bench-peer.sh SOURCE OUTDIR
#
# SOURCE is a checkout of chinchoncito, its git directory, or the word
# "clone" to clone it into a temporary folder (where GitHub is reachable).
# Only its search file, src/chinchon/buscar_juegos.rs, is taken: it is
# copied beside scripts/peer/chinchoncito_bench.rs (ours: a card type and a
# timing loop) into a crate in a temporary folder and built with
# `cargo build --release --offline` (no dependencies). The binary is left
# as OUTDIR/chinchoncito_bench; nothing is written into this repository.
# chinchoncito is AGPL-3.0: none of its code may be committed here.
#
# Not run by CI or `go test`; scripts/bench.sh calls it when CHINCHONCITO is
# set. Needs git and cargo.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -ne 2 ]; then
  echo "usage: scripts/bench-peer.sh SOURCE|clone OUTDIR" >&2
  exit 2
fi
src=$1
out=$(mkdir -p "$2" && cd "$2" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
search=src/chinchon/buscar_juegos.rs
mkdir -p "$tmp/crate/src"
if [ "$src" = clone ]; then
  git clone -q --depth 1 https://github.com/matix64/chinchoncito "$tmp/chinchoncito"
  src=$tmp/chinchoncito
fi
if [ -f "$src/$search" ]; then
  cp "$src/$search" "$tmp/crate/src/buscar_juegos.rs"
elif git -C "$src" rev-parse --git-dir >/dev/null 2>&1; then
  git -C "$src" show "HEAD:$search" >"$tmp/crate/src/buscar_juegos.rs"
else
  echo "bench-peer.sh: $src is neither a checkout of chinchoncito nor its git directory" >&2
  exit 1
fi
cp "$root/scripts/peer/chinchoncito_bench.rs" "$tmp/crate/src/main.rs"
cat >"$tmp/crate/Cargo.toml" <<'TOML'
[package]
name = "chinchoncito_bench"
version = "0.0.0"
edition = "2021"
publish = false

[profile.release]
codegen-units = 1
lto = "fat"
panic = "abort"
TOML
# The peer gets its fastest build: fat LTO and the machine's own instructions.
(cd "$tmp/crate" && RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR="$tmp/target" cargo build --release --offline -q)
cp "$tmp/target/release/chinchoncito_bench" "$out/chinchoncito_bench"
echo "$out/chinchoncito_bench"
