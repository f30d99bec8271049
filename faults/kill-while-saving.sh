#!/usr/bin/env bash
# SIGKILL at random moments while the REPL saves progress: after every kill, progress.json must parse
# and be one of the versions the program meant to write (the one before the run, or the state after
# one of its commands), never torn, empty or missing.
#
#   faults/kill-while-saving.sh [binary] [kills] [seed]
#
# Each round pipes 12 `set gravity.magnitude <v>` commands with values never used before (each one a
# save: JSON, a temporary file, fsync, rename) into the real binary and kills it with SIGKILL after a
# random delay (a seeded shell generator) spread from the end of startup to the end of a run. Prints where the kills landed.
set -euo pipefail
BIN=${1:-.build/debug/dynamics-tutor}
KILLS=${2:-200}
RANDOM=${3:-2025}
command -v jq >/dev/null || { echo "kill-while-saving: jq is needed"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_STATE_HOME="$work/state"
file="$work/state/dynamics-tutor/progress.json"
key='.lessons["falling-buttons"].parameters["gravity.magnitude"]'
fail() { echo "kill-while-saving: FAIL: $*"; exit 1; }

# The starting version, and the document around the value that the rounds change.
printf 'set gravity.magnitude 0.5\nquit\n' | "$BIN" >/dev/null
template=$(jq -S -c "del($key)" "$file")
previous=$(jq "$key" "$file")

# How long a full round takes, to spread the kills over it (startup, the saves, the exit).
commands() { for k in $(seq 0 11); do printf 'set gravity.magnitude %s\n' "$(awk -v r="$1" -v k="$k" 'BEGIN { printf "%.6g", 1 + (r * 12 + k) / 100000 }')"; done; }
milliseconds() { local start; start=$(date +%s%N); "$BIN" <"$1" >/dev/null; echo $(( ($(date +%s%N) - start) / 1000000 )); }
commands 9999 >"$work/probe"
printf 'quit\n' >"$work/quit"
startup_ms=$(( $(milliseconds "$work/quit") * 8 / 10 ))
span_ms=$(( $(milliseconds "$work/probe") * 11 / 10 - startup_ms + 1 ))
previous=$(jq "$key" "$file")

before=0 during=0 after=0
for round in $(seq 1 "$KILLS"); do
  commands "$round" >"$work/commands"
  delay_ms=$(( startup_ms + (RANDOM * 32768 + RANDOM) % span_ms ))
  "$BIN" <"$work/commands" >/dev/null 2>&1 &
  pid=$!
  sleep "$(awk -v d="$delay_ms" 'BEGIN { printf "%.3f", d / 1000 }')"
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
  elif [ "$position" -lt 12 ]; then
    during=$((during + 1))
  else
    after=$((after + 1))
  fi
  previous=$value
done
litter=$(find "$work/state/dynamics-tutor" -name '.progress.json.*.tmp' | wc -l)
echo "kill-while-saving: ok: $KILLS kills, progress.json always whole and a version the program wrote:" \
  "$before before the first save, $during between saves (1-11 of 12 done), $after after the last;" \
  "$litter temporary files left by kills (kills $startup_ms to $((startup_ms + span_ms)) ms after start)"
