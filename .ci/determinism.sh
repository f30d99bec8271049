#!/usr/bin/env bash
# Determinism across builds: `dynamics-bench --hash SCENE` must print the value recorded in
# .ci/determinism-golden.txt (written from a release build) for every scene listed there.
#   bash .ci/determinism.sh [debug|release]   (default debug; builds the product first)
set -euo pipefail
cd "$(dirname "$0")/.."
config="${1:-debug}"
swift build -c "$config" --product dynamics-bench >/dev/null
bin="$(swift build -c "$config" --show-bin-path)/dynamics-bench"
status=0
while read -r scene golden _; do
  [ -z "$scene" ] || [ "${scene:0:1}" = "#" ] && continue
  actual="$("$bin" --hash "$scene")"
  if [ "$actual" = "$golden" ]; then
    echo "determinism: $scene $actual ($config) matches"
  else
    echo "determinism: $scene $actual ($config) differs from the golden $golden" >&2
    status=1
  fi
done < .ci/determinism-golden.txt
exit $status
