#!/usr/bin/env bash
# gulbara beside GNU Backgammon on this machine, one thread each, the two run in turn (never
# at once) several times; prints each figure's median and range, in seconds of wall time.
#
#   1. A 1,296-trial depth-0 rollout of the starting position played to the end (gulbara:
#      `rollout` of the start with its three exempt rolls each) against gnubg's 1,296-trial
#      0-ply cubeless rollout of its own starting position.
#   2. A depth-2 hint of the opening 6-5 against gnubg's 2-ply cubeless hint of its opening 6-5.
#
# Every figure is a whole run, start-up included; gnubg's start-up (loading its nets and bear-off
# databases, doing nothing else) is timed on its own too, to show how much of a short run it is.
#
# Needs gnubg (Debian: apt-get install gnubg) and a release build (cargo build --release).
# Usage: benches/compare_gnubg.sh [runs]   (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
gulbara=${GULBARA:-target/release/gulbara}
gnubg=$(command -v gnubg || echo /usr/games/gnubg)
[ -x "$gulbara" ] || { echo "build gulbara first: cargo build --release" >&2; exit 2; }
[ -x "$gnubg" ] || { echo "gnubg is not installed (apt-get install gnubg)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/setup" <<'EOF'
set threads 1
set rollout trials 1296
set rollout cubeful off
set rollout varredn off
set rollout quasirandom on
set rollout truncation enable off
set rollout later enable off
set rollout chequerplay plies 0
set rollout cubedecision plies 0
set rollout player 0 chequerplay plies 0
set rollout player 1 chequerplay plies 0
set evaluation chequerplay evaluation plies 2
set evaluation chequerplay evaluation cubeful off
new game
set board 4HPwATDgc/ABMA
EOF
cp "$work/setup" "$work/startup"
{ cat "$work/setup"; echo rollout; } > "$work/rollout"
{ cat "$work/setup"; echo "set dice 6 5"; echo hint; } > "$work/hint"

# Wall time of a command, in seconds; its output is kept in $work/out for the checks below.
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" > "$work/out" 2>&1
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}
gnubg_with() { "$gnubg" -t -q < "$1"; }
# A run that did not do its work would be timed as if it had: check what it printed.
expect() {
    grep -q -- "$1" "$work/out" || {
        echo "$2 did not do its work (no \"$1\" in its output):" >&2
        cat "$work/out" >&2
        exit 2
    }
}

declare -A times
for ((i = 1; i <= runs; i++)); do
    times[gulbara_rollout]+="$(seconds "$gulbara" rollout "W:24x15 B:12x15 w" --exempt 3,3 \
        --trials 1296 --threads 1) "
    expect '"trials":1296' gulbara
    times[gnubg_rollout]+="$(seconds gnubg_with "$work/rollout") "
    expect "Rollout done" gnubg
    times[gulbara_hint]+="$(seconds "$gulbara" hint "W:24x15 B:12x15 w" 6-5 --exempt 3,3 \
        --depth 2) "
    expect '"depth":2' gulbara
    times[gnubg_hint]+="$(seconds gnubg_with "$work/hint") "
    expect "Cubeless 2-ply   24/13" gnubg
    times[gnubg_startup]+="$(seconds gnubg_with "$work/startup") "
done

median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
range() { tr ' ' '\n' | grep . | sort -g | awk 'NR==1{lo=$1} {hi=$1} END {printf "%.3f-%.3f", lo, hi}'; }
echo "$runs runs each, alternating, whole runs"
for name in gulbara_rollout gnubg_rollout gulbara_hint gnubg_hint gnubg_startup; do
    printf '%-16s median %6.3f s   range %s s\n' "$name" \
        "$(echo "${times[$name]}" | median)" "$(echo "${times[$name]}" | range)"
done
