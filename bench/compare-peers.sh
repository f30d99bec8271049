#!/usr/bin/env bash
# Runs the peers' reference scenes (Box2D 3.1.1 from the PyPI wheel, built by the shared recipe in
# ../shared/research/peers/) and ours back to back, Box2D → ours → Box2D, and prints one table; then
# the instructions per scene of both (bench/callgrind-peers.sh without its wall-clock part), which do not
# swing with the machine's load as the milliseconds do.
#   bash bench/compare-peers.sh [WORKDIR]    (WORKDIR defaults to ${TMPDIR:-/tmp}/peers)
#   NO_INSTRUCTIONS=1 bash bench/compare-peers.sh ...   the wall-clock table alone (the counts take minutes)
# Nothing of the peers is written into the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK="${1:-${TMPDIR:-/tmp}/peers}"
PEERS=../shared/research/peers
[ -x "$WORK/bin/box2d_scenes_pypi" ] || bash "$PEERS/peers_from_registries.sh" "$WORK" >&2
swift build -c release --product dynamics-bench >&2
echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
box2d() { "$WORK/bin/box2d_scenes_pypi" --csv --runs=5 pile100 pile1000 pile4000 cradle pyramid20 pyramid40 | tail -n +2; }
first="$(box2d)"
ours="$(.build/release/dynamics-bench --peer-csv --runs 5 --filter pile- --filter pyramid- --filter cradle- \
  | tail -n +2 | grep -v nosleep)"
second="$(box2d)"
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-10s %12s %12s %12s %7s   %s\n' scene "box2d ms" "box2d ms(2)" "ours ms" ratio "quality (box2d | ours)"
while IFS=, read -r _ scene _ _ min med m1 v1 m2 v2 m3 v3; do
  b2="$(grep ",$scene," <<<"$second" | cut -d, -f6)"
  us="$(grep ",$scene," <<<"$ours" | head -1)"
  [ -z "$us" ] && continue
  usmed="$(cut -d, -f7 <<<"$us")"
  usq="$(cut -d, -f8- <<<"$us" | tr ',' ' ')"
  best="$(awk -v a="$min" -v b="$b2" 'BEGIN{print (a<b?a:b)}')"
  ratio="$(awk -v u="$(cut -d, -f6 <<<"$us")" -v b="$best" 'BEGIN{printf "%.2f", u/b}')"
  printf '%-10s %12s %12s %12s %7s   %s %s %s %s %s %s | %s\n' "$scene" "$min" "$b2" "$usmed" "$ratio" "$m1" "$v1" "$m2" "$v2" "$m3" "$v3" "$usq"
done <<<"$first"
echo "(ms per step; Box2D min of 5 runs before and after ours; ours median of 5; ratio = ours min / Box2D's best min)"

# The same stacks with sleeping off in both engines: every step an awake step, so the ratio is the cost of
# a step alone, apart from how soon each engine's sleep rule lets the stack sleep (ours is UIKit's pause
# rule, 1 pt/s; Box2D's default is 5 pt/s at 100 pt per metre).
awake_b2="$("$WORK/bin/box2d_scenes_pypi" --csv --runs=5 --nosleep pile1000 pyramid40 | tail -n +2)"
awake_us="$(.build/release/dynamics-bench --peer-csv --runs 5 --filter pile-1000-nosleep --filter pyramid-40-nosleep \
  | tail -n +2)"
echo "# sleeping off in both (ms per step, min of 5):"
for scene in pile1000 pyramid40; do
  b="$(grep ",$scene," <<<"$awake_b2" | cut -d, -f6)"
  u="$(grep ",${scene}nosleep," <<<"$awake_us" | cut -d, -f6)"
  printf '%-10s %12s %12s %7s\n' "$scene" "$b" "$u" "$(awk -v u="$u" -v b="$b" 'BEGIN{printf "%.2f", u/b}')"
done
if [ "${NO_INSTRUCTIONS:-}" != 1 ]; then
  echo
  NO_WALL=1 bash bench/callgrind-peers.sh "$WORK"
fi
