#!/usr/bin/env bash
# Instructions per scene for Box2D 3.1.1 (the PyPI wheel's library, built by the shared recipe in
# ../shared/research/peers/) and for ours, counted by valgrind's callgrind, which does not drift with the
# machine's load as wall-clock does; then the same scenes' wall-clock from one run each, for beside them.
#   bash bench/callgrind-peers.sh [WORKDIR] [SCENE...]   (WORKDIR defaults to ${TMPDIR:-/tmp}/peers;
#                                                        scenes default to all six and the two -1pt rows)
#   NO_AWAKE=1 bash bench/callgrind-peers.sh ...          without the sleeping-off part (some minutes)
#   WALL_ONLY=1 bash bench/callgrind-peers.sh ...         only the wall-clock part
#   NO_WALL=1 bash bench/callgrind-peers.sh ...           without the wall-clock part
# Each program runs a scene for 600 steps and for 1 step, both on stripped copies of release builds; the
# difference over 599 is the instructions of an average step (construction, start-up and the first step
# cancel out), the 600-step count is the whole process. Ours runs `dynamics-bench --hash SCENE --steps N`
# with SWIFT_DETERMINISTIC_HASHING=1; Box2D runs box2d_scenes.c's scenes and bench/box2d_chain.c (a
# chain the shared kit does not have). Nothing of the peers is written into the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK="${1:-${TMPDIR:-/tmp}/peers}"
shift || true
SCENES=("$@")
[ ${#SCENES[@]} -gt 0 ] || SCENES=(pile-100 pile-1000 pyramid-20 pyramid-40 pyramid-20-1pt pyramid-40-1pt cradle-5 chain-50)
PEERS=../shared/research/peers
[ -x "$WORK/bin/box2d_scenes_pypi" ] || bash "$PEERS/peers_from_registries.sh" "$WORK" >&2
B2LIB="$(find "$WORK/pypi/box2d" -name libbox2d.a | head -1)"
cc -std=c17 -O3 -DNDEBUG -ffp-contract=off -I"$WORK/pypi/box2d/include" bench/box2d_chain.c "$B2LIB" -lm -lpthread \
  -o "$WORK/bin/box2d_chain"
cc -std=c17 -O3 -DNDEBUG -ffp-contract=off -I"$WORK/pypi/box2d/include" bench/box2d_pyramid.c "$B2LIB" -lm -lpthread \
  -o "$WORK/bin/box2d_pyramid"
swift build -c release --product dynamics-bench >&2
# valgrind 3.19 cannot read the debug information of the C lane kernel; the counts do not need it.
strip -o "$WORK/bin/dynamics-bench.stripped" "$(swift build -c release --show-bin-path)/dynamics-bench"
strip -o "$WORK/bin/box2d_scenes.stripped" "$WORK/bin/box2d_scenes_pypi"
strip -o "$WORK/bin/box2d_chain.stripped" "$WORK/bin/box2d_chain"
strip -o "$WORK/bin/box2d_pyramid.stripped" "$WORK/bin/box2d_pyramid"

count() {  # instructions of one run of the command
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
box2d() {  # SCENE STEPS; Box2D's counts are kept per binary, which a run of ours does not change
  local key cache
  key="$(cat "$WORK/bin/box2d_scenes.stripped" "$WORK/bin/box2d_chain.stripped" "$WORK/bin/box2d_pyramid.stripped" \
    | sha1sum | cut -c1-12)"
  cache="$WORK/counts/box2d-$key-$1-$2"
  [ -s "$cache" ] && { cat "$cache"; return; }
  mkdir -p "$WORK/counts"
  box2d_count "$@" | tee "$cache"
}
box2d_count() {
  case "$1" in
    chain-*) count "$WORK/bin/box2d_chain.stripped" --links="${1#chain-}" --steps="$2" ;;
    # The same pyramid with Box2D's bodies at UIKit's sleep threshold, 1 pt/s (bench/box2d_pyramid.c).
    pyramid-*-1pt) rows="${1#pyramid-}"; count "$WORK/bin/box2d_pyramid.stripped" --rows="${rows%-1pt}" \
      --sleep-threshold=0.01 --steps="$2" ;;
    cradle-5) count "$WORK/bin/box2d_scenes.stripped" --runs=1 --steps="$2" cradle ;;
    *-nosleep) scene="${1%-nosleep}"; count "$WORK/bin/box2d_scenes.stripped" --runs=1 --steps="$2" --nosleep "${scene//-/}" ;;
    *) count "$WORK/bin/box2d_scenes.stripped" --runs=1 --steps="$2" "${1//-/}" ;;
  esac
}
# `pyramid-R-1pt` is ours' pyramid-R unchanged: only Box2D's sleep threshold differs from the plain row.
ours() { SWIFT_DETERMINISTIC_HASHING=1 count "$WORK/bin/dynamics-bench.stripped" --hash "${1%-1pt}" --steps "$2"; }

if [ -z "${WALL_ONLY:-}" ]; then
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources || echo '+changes'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-11s %14s %14s %7s   %14s %14s %7s\n' scene "box2d /step" "ours /step" ratio "box2d 600" "ours 600" ratio
for scene in "${SCENES[@]}"; do
  b600="$(box2d "$scene" 600)"; b1="$(box2d "$scene" 1)"
  o600="$(ours "$scene" 600)"; o1="$(ours "$scene" 1)"
  awk -v s="$scene" -v b600="$b600" -v b1="$b1" -v o600="$o600" -v o1="$o1" 'BEGIN {
    bs = (b600 - b1) / 599; os = (o600 - o1) / 599
    printf "%-11s %14.0f %14.0f %7.2f   %14.0f %14.0f %7.2f\n", s, bs, os, os / bs, b600, o600, o600 / b600 }'
done
echo "(instructions: per step = (600 steps - 1 step) / 599, whole process = 600 steps; ratio = ours / Box2D's)"

# The two large stacks with sleeping off in both engines, so that every step is an awake step: the cost
# of a step apart from how long each engine's sleep rule keeps a stack awake (ours is UIKit's pause rule,
# 1 pt/s; Box2D's 5 pt/s). 120 steps, per step as (120 - 1) / 119.
if [ -z "${NO_AWAKE:-}" ]; then
  printf '%-19s %14s %14s %7s\n' "sleeping off" "box2d /step" "ours /step" ratio
  for scene in pyramid-40-nosleep pile-1000-nosleep; do
    b120="$(box2d "$scene" 120)"; b1="$(box2d "$scene" 1)"
    o120="$(ours "$scene" 120)"; o1="$(ours "$scene" 1)"
    awk -v s="$scene" -v b120="$b120" -v b1="$b1" -v o120="$o120" -v o1="$o1" 'BEGIN {
      bs = (b120 - b1) / 119; os = (o120 - o1) / 119
      printf "%-19s %14.0f %14.0f %7.2f\n", s, bs, os, os / bs }'
  done
fi
fi

# Wall-clock, ms per step, each engine's min and median of 5 runs in turn (a shared machine's load moves
# these by a third between runs; the instructions above are the figures to compare).
[ -z "${NO_WALL:-}" ] || exit 0
echo "# wall-clock, load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-11s %10s %10s %10s %10s %7s\n' scene "box2d min" "box2d med" "ours min" "ours med" ratio
bin="$(swift build -c release --show-bin-path)/dynamics-bench"
for scene in "${SCENES[@]}"; do
  case "$scene" in
    chain-*) b="$("$WORK/bin/box2d_chain" --csv --runs=5 --links="${scene#chain-}")" ;;
    pyramid-*-1pt) rows="${scene#pyramid-}"
      b="$("$WORK/bin/box2d_pyramid" --csv --runs=5 --rows="${rows%-1pt}" --sleep-threshold=0.01)" ;;
    cradle-5) b="$("$WORK/bin/box2d_scenes_pypi" --csv --runs=5 cradle | tail -n +2)" ;;
    *) b="$("$WORK/bin/box2d_scenes_pypi" --csv --runs=5 "${scene//-/}" | tail -n +2)" ;;
  esac
  o="$("$bin" --peer-csv --runs 5 --filter "${scene%-1pt}" | tail -n +2 | grep -v nosleep | head -1)"
  awk -F, -v s="$scene" -v b="$b" -v o="$o" 'BEGIN {
    split(b, x, ","); split(o, y, ",")
    printf "%-11s %10.4f %10.4f %10.4f %10.4f %7.2f\n", s, x[5], x[6], y[6], y[7], y[6] / x[5] }'
done
echo "(ms per step; ratio = ours min / Box2D's min)"
