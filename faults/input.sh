#!/usr/bin/env bash
# Hostile input to the real binary without a terminal (the terminal cases are in terminal.sh): a 1 MB
# line, 1 MB of binary garbage and invalid UTF-8 piped to the prompt, 1 MB expressions, a 10 MB lesson
# file and a user lesson with 10 000 items through `lint` and `--lessons`. Every case must give a clear
# message (or none), go on with the session, exit as documented, and stay under MEMORY_KB of peak
# resident memory (GNU time), printed for each case.
#
#   faults/input.sh [binary]
set -Eeuo pipefail
BIN=$(realpath "${1:-.build/debug/dynamics-tutor}")
MEMORY_KB=${MEMORY_KB:-64000}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A command that fails outside the checks (set -e) says where, instead of ending the run silently.
trap 'echo "input faults: FAIL: line $LINENO: $BASH_COMMAND (status $?)"' ERR
export XDG_STATE_HOME="$work/state"
fail() { echo "input faults: FAIL: $*"; exit 1; }
TIME=/usr/bin/time
[ -x "$TIME" ] || TIME=
# Runs the binary with stdin from $1 and the rest as arguments; sets OUT, STATUS and PEAK (kB).
run() {
  local input=$1
  shift
  STATUS=0
  if [ -n "$TIME" ]; then
    "$TIME" -f '%M' -o "$work/peak" "$BIN" "$@" <"$input" >"$work/out" 2>&1 || STATUS=$?
    PEAK=$(tail -1 "$work/peak")
    [ "$PEAK" -le "$MEMORY_KB" ] || fail "$CASE: peak memory $PEAK kB (bound $MEMORY_KB kB)"
  else
    "$BIN" "$@" <"$input" >"$work/out" 2>&1 || STATUS=$?
    PEAK="(not measured: no /usr/bin/time)"
  fi
  OUT=$(tr -d '\000' <"$work/out")
}
expect() { grep -qE -- "$1" <<<"$OUT" || fail "$CASE: no /$1/ in: $(head -c 600 <<<"$OUT")"; }
report() { echo "input faults: $CASE: ok (exit $STATUS, peak $PEAK kB)"; }

python3 - "$work" <<'EOF'
import random, sys
w = sys.argv[1]
rng = random.Random(2025)
open(f"{w}/long", "w").write("a" * 1_000_000 + "\nset gravity.magnitude 4\nquit\n")
open(f"{w}/long-set", "w").write("set gravity.magnitude " + "9" * 1_000_000 + "\nset gravity.magnitude 4\nquit\n")
open(f"{w}/long-expression", "w").write(
    "set gravity.magnitude 4\nanswer " + "(" * 300_000 + "1" + ")" * 300_000 + "\nanswer " + "1+" * 400_000 + "1\nquit\n")
open(f"{w}/garbage", "wb").write(bytes(rng.randrange(256) for _ in range(1_000_000)) + b"\nset gravity.magnitude 4\nquit\n")
bad = [b"\xff", b"\xfe\xff", b"\xc3\x28", b"\xa0\xa1", b"\xe2\x28\xa1", b"\xe2\x82\x28", b"\xf0\x28\x8c\xbc",
       b"\xf8\xa1\xa1\xa1\xa1", b"\xed\xa0\x80", b"\xc0\xaf", b"\xe2\x82"]
templates = [b"set gravity.magnitude 4%s", b"%shelp", b"open %s", b"set %s 3", b"answer 0.4%s", b"plot %s", b"\x00%s"]
lines = [template % b for b in bad for template in templates]
open(f"{w}/utf8", "wb").write(b"\n".join(lines) + b"\nset gravity.magnitude 4\nquit\n")
EOF

CASE="a 1 MB line"
run "$work/long"
expect '^error: unknown command "a{40}…"; type'
expect '^gravity.magnitude = 4'
[ "$STATUS" = 0 ] && [ "$(wc -c <"$work/out")" -lt 20000 ] || fail "$CASE: exit $STATUS, $(wc -c <"$work/out") bytes of output"
report

CASE="a 1 MB value for set"
run "$work/long-set"
expect '^error: that value is too long \(at most 200 characters\)$'
expect '^gravity.magnitude = 4'
report

CASE="1 MB expressions (deep nesting, a long sum)"
run "$work/long-expression"
[ "$(grep -c '^error: that answer is too long$' <<<"$OUT")" = 2 ] || fail "$CASE: $(tail -5 <<<"$OUT")"
report

CASE="1 MB of binary garbage"
run "$work/garbage"
expect '^gravity.magnitude = 4'
expect '^Bye\.'
[ "$STATUS" = 0 ] || fail "$CASE: exit $STATUS"
report

CASE="invalid UTF-8 in every position of a command"
run "$work/utf8"
expect '^gravity.magnitude = 4 g'
expect '^Bye\.'
! grep -q $'\e' <<<"$OUT" || fail "$CASE: escape codes in piped output"
report

# Courses with a 10 MB lesson file and with a 10 000-item lesson (falling-buttons replaced).
for variant in huge crowd; do
  course="$work/$variant"
  mkdir -p "$course"
  cp -r "$ROOT/lessons" "$ROOT/Content" "$course/"
  python3 - "$course/lessons/falling-buttons.toml" "$variant" <<'EOF'
import sys
path, variant = sys.argv[1], sys.argv[2]
text = open(path).read()
if variant == "huge":
    line = "# " + "x" * 97 + "\n"
    text += line * (10_000_000 // len(line))
else:
    items = "".join(f'[[item]]\nid = "b{i}"\nframe = [{10 + 3 * (i % 100)}, {150 + 3 * (i // 100)}, 2, 2]\n\n'
                    for i in range(10_000))
    names = ", ".join(f'"b{i}"' for i in range(10_000))
    text = text.replace('[[behavior]]\nid = "spring"', items + '[[behavior]]\nid = "spring"', 1)
    text = text.replace('items = ["fallingButton", "textField", "danglingButton"]',
                        'items = ["fallingButton", "textField", "danglingButton", ' + names + ']')
open(path, "w").write(text)
EOF
  size=$(wc -c <"$course/lessons/falling-buttons.toml")
  CASE="lint of the $variant lesson ($size bytes)"
  run /dev/null lint "$course/lessons/falling-buttons.toml"
  [ "$STATUS" = 1 ] || fail "$CASE: exit $STATUS"
  if [ "$variant" = huge ]; then expect 'error: the file is [0-9]+ kB; lesson files are limited to 1000 kB'
  else expect 'falling-buttons.toml:[0-9]+:1: error: 10005 items; a lesson has at most 500'; fi
  report
  CASE="the REPL over a course with the $variant lesson"
  printf 'lessons\nopen falling-buttons\nopen dangling-spring\nrun\nquit\n' >"$work/commands"
  run "$work/commands" --lessons "$course"
  [ "$STATUS" = 0 ] || fail "$CASE: exit $STATUS"
  expect 'falling-buttons +unavailable: 1 problem in its file'
  expect 'error: lesson falling-buttons cannot be opened: 1 problem in its file'
  expect '^Ran [0-9.]+ s'
  report
done
