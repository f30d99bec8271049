#!/usr/bin/env bash
# SIGKILL at random moments while the REPL saves progress: after every kill, progress.json must parse
# and be one of the versions the program meant to write (the one before the run, or the state after
# one of its commands), never torn, empty or missing.
#
#   faults/kill-while-saving.sh [binary] [kills] [seed]
#
# Each round pipes 40 `set gravity.magnitude <v>` commands with values never used before (each one a
# save: JSON, a temporary file, fsync, rename) into the real binary and kills it with SIGKILL after a
# random delay (a seeded shell generator). Rounds go on until `kills` of them landed between two saves.
set -Eeuo pipefail
BIN=${1:-.build/debug/dynamics-tutor}
KILLS=${2:-200}
RANDOM=${3:-2025}
command -v jq >/dev/null || { echo "kill-while-saving: jq is needed"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A command that fails outside the checks (set -e) says where, instead of ending the run silently.
trap 'echo "kill-while-saving: FAIL: line $LINENO: $BASH_COMMAND (status $?)"' ERR
export XDG_STATE_HOME="$work/state"
file="$work/state/dynamics-tutor/progress.json"
key='.lessons["falling-buttons"].parameters["gravity.magnitude"]'
fail() { echo "kill-while-saving: FAIL: $*"; exit 1; }

# The starting version, and the document around the value that the rounds change.
printf 'set gravity.magnitude 0.5\nquit\n' | "$BIN" >/dev/null
template=$(jq -S -c "del($key)" "$file")
previous=$(jq "$key" "$file")

# The kills aim at the saves: from the end of startup to the end of the last save, estimated from two
# timed runs. Values: 1 + (40 r + k) / 10^6, distinct for every round r and command k.
commands() { awk -v r="$1" 'BEGIN { for (k = 0; k < 40; k++) printf "set gravity.magnitude %.7g\n", 1 + (r * 40 + k) / 1000000 }'; }
milliseconds() { local start; start=$(date +%s%N); "$BIN" <"$1" >/dev/null; echo $(( ($(date +%s%N) - start) / 1000000 )); }
commands 9999 >"$work/probe"
printf 'quit\n' >"$work/quit"
low=$(( $(milliseconds "$work/quit") * 9 / 10 ))
high=$(( $(milliseconds "$work/probe") * 9 / 10 + 2 ))
previous=$(jq "$key" "$file")

before=0 during=0 after=0 round=0
while [ "$during" -lt "$KILLS" ]; do
  round=$((round + 1))
  [ "$round" -le $((KILLS * 5)) ] || fail "only $during of $round kills landed between saves"
  commands "$round" >"$work/commands"
  delay_ms=$(( low + (RANDOM * 32768 + RANDOM) % (high - low + 1) ))
  "$BIN" <"$work/commands" >/dev/null 2>&1 &
  pid=$!
  printf -v seconds '%d.%03d' $((delay_ms / 1000)) $((delay_ms % 1000))
  sleep "$seconds"
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  [ -s "$file" ] || fail "round $round (kill after $delay_ms ms): progress.json is missing or empty"
  jq -e . "$file" >/dev/null 2>&1 || { cat "$file"; fail "round $round (kill after $delay_ms ms): progress.json does not parse"; }
  [ "$(jq -S -c "del($key)" "$file")" = "$template" ] || fail "round $round: the rest of the record changed: $(cat "$file")"
  value=$(jq "$key" "$file")
  position=$(awk -v v="$value" '{ if ($3 + 0 == v + 0) { print NR; exit } }' "$work/commands")
  if [ "$value" = "$previous" ] && [ -z "$position" ]; then
    before=$((before + 1))
  elif [ -z "$position" ]; then
    fail "round $round: gravity.magnitude = $value is neither the previous value ($previous) nor one this round set"
  elif [ "$position" -lt 40 ]; then
    during=$((during + 1))
  else
    after=$((after + 1))
  fi
  previous=$value
done
litter=$(find "$work/state/dynamics-tutor" -name '.progress.json.*.tmp' | wc -l)
echo "kill-while-saving: ok: $KILLS kills between saves (1-39 of 40 saves done), progress.json always whole and" \
  "a version the program wrote; also $before kills before the first save and $after after the last," \
  "$round rounds in all; $litter temporary files left at the end (each start removes those of killed runs; kills $low-$high ms after start)"
