#!/usr/bin/env bash
# What a learner sees after a command, in tmux at several window sizes: the whole output of `run`,
# `scene` and a prediction's verdict fits the window, so its first line (the run's summary, the
# scene's caption, the verdict) is still on screen when the prompt comes back.
# Usage: bash .ci/screen-e2e.sh path/to/dynamics-tutor
set -euo pipefail
cd "$(dirname "$0")/.."
tutor=$(realpath "$1")
S=screen-e2e-$$
source .ci/tmux-helpers.sh
state=$(mktemp -d)
trap 't kill-server 2>/dev/null || true; rm -rf "$state"' EXIT

# type <text>: types a line and waits for the prompt to come back under its output.
type_line() {
  t send-keys -t "$S" -l "$1"
  t send-keys -t "$S" Enter
  sleep 0.3
  wait_for '^[a-z-]+(:[a-z0-9-]+)?> ?$' 20
}
# shows <regex> <what>: the screen (after `clear` and one command) must still show the output's first line.
shows() {
  screen | grep -qE "$1" || { echo "screen-e2e: $2 scrolled off at $size"; screen; exit 1; }
}

for size in 80x24 100x40 50x20 160x50; do
  cols=${size%x*} rows=${size#*x}
  t kill-server 2>/dev/null || true
  sleep 0.2
  mkdir -p "$state/$size"
  t new-session -d -s "$S" -x "$cols" -y "$rows" "cd '$PWD' && XDG_STATE_HOME='$state/$size' LANG=C.UTF-8 '$tutor'"
  wait_for '> ?$' 20
  type_line "open falling-buttons"
  type_line "clear"; type_line "run"
  shows '^Ran 1\.2 s' "the run's summary"
  type_line "clear"; type_line "scene 0.5"
  shows 't = 0\.50 s' "the scene's caption"
  type_line "next"; type_line "next"; type_line "next"
  type_line "clear"; type_line "choose c"
  shows '(✔|✘) (Your prediction was right|Not what happened)' "the prediction's verdict"
  echo "screen-e2e: $size ok"
done

# A window resized while `play` or `live` runs: what they print afterwards is laid out for the new size.
# widest: the widest line printed on the screen, in characters (not bytes: braille takes three), lines
# the terminal wrapped joined again (-J), so that a line printed for a wider window shows its width.
widest() { t capture-pane -p -J -t "$S" | python3 -c 'import sys; print(max((len(l.rstrip("\n")) for l in sys.stdin), default=0))'; }
t kill-server 2>/dev/null || true
sleep 0.2
mkdir -p "$state/resize"
t new-session -d -s "$S" -x 120 -y 40 "cd '$PWD' && XDG_STATE_HOME='$state/resize' LANG=C.UTF-8 '$tutor'"
wait_for '> ?$' 20
type_line "run"
t send-keys -t "$S" -l "play 0.5"; t send-keys -t "$S" Enter
sleep 1
t resize-window -t "$S" -x 60 -y 30
wait_for 'Playback finished' 30
wait_for '> ?$' 20
width=$(widest)
((width <= 60)) || { echo "screen-e2e: play's last frame is $width columns wide after a resize to 60"; screen; exit 1; }
echo "screen-e2e: play after a resize ok"
t resize-window -t "$S" -x 120 -y 40
type_line "clear"
t send-keys -t "$S" -l "live"; t send-keys -t "$S" Enter
sleep 2
t resize-window -t "$S" -x 50 -y 24
sleep 1
t send-keys -t "$S" "?"
sleep 1
screen | grep -q 'move the cursor one cell (HJKL:' || { echo "screen-e2e: the live keys are cut at 50 columns"; screen; exit 1; }
screen | grep -qE '^ +five\)|\(HJKL: five\)' || { echo "screen-e2e: the live keys are cut at 50 columns"; screen; exit 1; }
t send-keys -t "$S" q
wait_for 'Live session' 20
width=$(widest)
((width <= 50)) || { echo "screen-e2e: the live session's summary is $width columns wide at 50"; screen; exit 1; }
echo "screen-e2e: live at 50 columns and after a resize ok"

# A warning on stderr is wrapped to the window like everything else: a progress file that is no JSON
# object, read in a 50-column window.
t kill-server 2>/dev/null || true
sleep 0.2
# (A short state path: a path is one word, kept whole however long.)
short=/tmp/sw$$
mkdir -p "$short/dynamics-tutor"
echo '[]' >"$short/dynamics-tutor/progress.json"
t new-session -d -s "$S" -x 50 -y 24 "cd '$PWD' && XDG_STATE_HOME='$short' LANG=C.UTF-8 '$tutor'"
wait_for '> ?$' 20
# The warning's lines, from `warning:` to the welcome, with the lines the terminal wrapped joined again.
warning=$(t capture-pane -p -J -S - -t "$S" | sed -n '/^warning:/,/^DynamicsTutor/p' | sed '$d')
[ -n "$warning" ] || { echo "screen-e2e: no warning about the progress file"; screen; exit 1; }
width=$(python3 -c 'import sys; print(max(len(l) for l in sys.stdin.read().splitlines()))' <<<"$warning")
rm -rf "$short"
((width <= 50)) || { echo "screen-e2e: a warning is printed $width columns wide at 50: $warning"; exit 1; }
echo "screen-e2e: warnings wrapped ok"
