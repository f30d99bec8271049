#!/usr/bin/env bash
# Determinism across builds: `dynamics-bench --hash SCENE` must print the value recorded in
# .ci/determinism-golden.txt (written from a release build) for every scene listed there.
#   bash .ci/determinism.sh [debug|release]   compare (default debug; builds the product first)
#   bash .ci/determinism.sh --record          rewrite the golden file from a release build (after an
#                                             intended change to the physics; commit the new file)
set -euo pipefail
cd "$(dirname "$0")/.."
golden=.ci/determinism-golden.txt
if [ "${1:-}" = "--record" ]; then
  swift build -c release --product dynamics-bench >/dev/null
  bin="$(swift build -c release --show-bin-path)/dynamics-bench"
  {
    echo "# scene hash — dynamics-bench --hash SCENE (600 steps), printed by the release build; the debug build must match"
    for scene in pile-100 pyramid-20 cradle-5 chain-50; do echo "$scene $("$bin" --hash "$scene")"; done
  } >"$golden"
  cat "$golden"
  exit 0
fi
config="${1:-debug}"
swift build -c "$config" --product dynamics-bench >/dev/null
bin="$(swift build -c "$config" --show-bin-path)/dynamics-bench"
status=0
while read -r scene expected _; do
  [ -z "$scene" ] || [ "${scene:0:1}" = "#" ] && continue
  actual="$("$bin" --hash "$scene")"
  if [ "$actual" = "$expected" ]; then
    echo "determinism: $scene $actual ($config) matches"
  else
    echo "determinism: $scene $actual ($config) differs from the golden $expected (after an intended physics change: bash .ci/determinism.sh --record)" >&2
    status=1
  fi
done <"$golden"
exit $status
