#!/usr/bin/env bash
# gulbara's move generator beside wildbg's, from nothing: extracts wildbg at the pinned commit,
# builds the harness (release profile, its own target dir, the Cargo.lock here), and runs it
# twice. The harness is single-threaded (one core) and alternates the engines in one process.
#
#   ./run.sh            extract if needed, build, run twice
#   RUNS=1 ./run.sh     run once
set -euo pipefail
cd "$(dirname "$0")"

WILDBG_COMMIT=1ad2c0bcbdcf8ac527ffaf56a74919a88482dea7   # "Round probabilities when saving CSV data", 2025-12-29
WILDBG_DIR=wildbg                                          # Cargo.toml and src/main.rs point here
WILDBG_MIRROR=${WILDBG_MIRROR:-}                             # a local mirror to read from, if any
GULBARA_DIR=../..                                          # gulbara: this repository
export CARGO_TARGET_DIR="$PWD/target"
CARGO=$(command -v cargo-one || command -v cargo)          # cargo-one: one cargo at a time here

echo "gulbara: $GULBARA_DIR at $(git -C "$GULBARA_DIR" rev-parse HEAD 2>/dev/null || echo '?')"
if [ "$(cat "$WILDBG_DIR/.commit" 2>/dev/null)" != "$WILDBG_COMMIT" ]; then
    rm -rf "$WILDBG_DIR"
    mkdir -p "$WILDBG_DIR"
    if [ -d "$WILDBG_MIRROR" ]; then
        git --git-dir="$WILDBG_MIRROR" archive "$WILDBG_COMMIT" | tar -x -C "$WILDBG_DIR"
    else
        tmp=$(mktemp -d)
        git clone --quiet https://github.com/carsten-wenderdel/wildbg "$tmp"
        git -C "$tmp" archive "$WILDBG_COMMIT" | tar -x -C "$WILDBG_DIR"
        rm -rf "$tmp"
    fi
    echo "$WILDBG_COMMIT" > "$WILDBG_DIR/.commit"
fi
echo "wildbg:  $WILDBG_DIR at $(cat "$WILDBG_DIR/.commit")"

# Cargo.lock here: gulbara's dependencies at this repository's locked versions, wildbg's at its own
# lock's (raised to gulbara's where the two share a crate); --locked keeps it so.
time "$CARGO" build --release --locked

for i in $(seq 1 "${RUNS:-2}"); do
    while pgrep -x cargo > /dev/null || pgrep -x rustc > /dev/null; do echo "waiting: a cargo or rustc is running"; sleep 5; done
    echo "== run $i ($(date -u +%FT%TZ), load $(cut -d' ' -f1-3 /proc/loadavg))"
    "$CARGO_TARGET_DIR/release/compare-wildbg"
done
