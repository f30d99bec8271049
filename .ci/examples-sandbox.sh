#!/usr/bin/env bash
# The seven article examples through `dynamics-tutor sandbox`: each example's view controller file
# (Examples/Sources/<example>/ViewController.swift, or Examples/Sandbox/ for the two whose article
# code spans several files) is built against the tutor's Dynamics and run in its own process; each
# must run and record its views, and the cradle must pass a drag of its first ball along the row.
# Then every lesson's `code` file, run in the sandbox as written, must give the lesson's run's hash.
# Usage: bash .ci/examples-sandbox.sh [path/to/dynamics-tutor]
set -euo pipefail
BIN=${1:-.build/debug/dynamics-tutor}
cd "$(dirname "$0")/.."
fail() { echo "examples-sandbox: FAIL: $*"; exit 1; }
files=(Examples/Sources/*/ViewController.swift Examples/Sandbox/*.swift)
[ "${#files[@]}" -eq 7 ] || fail "expected 7 example files, found ${#files[@]}: ${files[*]}"
for file in "${files[@]}"; do
  out=$("$BIN" sandbox "$file" --duration 2 --format text 2>&1) || { echo "$out" | tail -20; fail "$file did not build or run"; }
  grep -q '^Views recorded: ' <<<"$out" || fail "$file recorded no views"
  echo "examples-sandbox: $file: $(grep '^Views recorded: ' <<<"$out")"
done
# A drag of the first ball 60 pt to the left; the last ball must swing out more than 20 pt.
csv=$("$BIN" sandbox Examples/Sandbox/CradleViewController.swift --duration 3 \
  --input 'drag:balls[0]:-60,0@0/0.2' --plot 'balls[4].x' --format csv)
swing=$(awk -F, 'NR == 2 { rest = $2 } NR > 1 && $2 - rest > most { most = $2 - rest } END { printf "%.1f", most }' <<<"$csv")
awk -v s="$swing" 'BEGIN { exit !(s > 20) }' || fail "the cradle's last ball swung out only $swing pt"
echo "examples-sandbox: the cradle's last ball swung out $swing pt after the first was dragged; ${#files[@]} examples ran"

# Every lesson's `code` file through the sandbox, with no inputs and no duration: the file's own timed
# events, duration and stage make the lesson's run, bit for bit.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
count=0
for toml in lessons/*.toml; do
  grep -q '^engine = "\(dynamics\|animation\|motion\)"' "$toml" || continue
  id=$(basename "$toml" .toml)
  "$BIN" code "$id" > "$work/$id.swift"
  got=$("$BIN" sandbox "$work/$id.swift" --format hash) || fail "code $id did not run in the sandbox"
  want=$("$BIN" run "$id" --format hash)
  [ "$got" = "$want" ] || fail "code $id in the sandbox gave $got, the lesson's run $want"
  count=$((count + 1))
done
[ "$count" -ge 18 ] || fail "only $count lessons have a code file"
echo "examples-sandbox: every lesson's code file ($count) ran in the sandbox as the lesson does, bit for bit"
