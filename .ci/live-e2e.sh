#!/usr/bin/env bash
# End-to-end checks of `dynamics-tutor live` in a real pseudo-terminal under tmux: SGR mouse sequences
# and keys are typed into the pane, the screen is read back, the recorded session (`--record`) is
# checked against physics and replayed bit for bit (`run --replay`), and after every way out the
# terminal must be back as it was: main screen, cursor shown, mouse reports off.
set -euo pipefail
BIN=${1:-.build/debug/dynamics-tutor}
command -v tmux >/dev/null || { echo "live-e2e: tmux missing; skipped"; exit 0; }
work=$(mktemp -d)
S="live-$$"
trap 'rm -rf "$work"; tmux -L "$S" kill-server 2>/dev/null || true' EXIT
export TERM=${TERM:-xterm} XDG_STATE_HOME="$work/state"
fail() { echo "live-e2e: FAIL: $*"; exit 1; }
source "$(dirname "$0")/tmux-helpers.sh"
# The program runs under a shell that prints its exit status and stays: the terminal's state is read
# from a live pane (a dead pane's flags are tmux's, not what the program left).
wait_dead() {
  wait_for '^EXIT='
}
# The terminal as the program left it: main screen (0), cursor shown (1), no mouse reports (0 0 0).
restored() {
  local state
  state=$(t display -p -t "$S" '#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}')
  [ "$state" = "0 1 0 0 0" ] || { screen; fail "$1: terminal not restored (alternate, cursor, mouse: $state)"; }
}
start() {  # start <command…>: a fresh pane of 120 × 40 running it
  if ! t has-session -t "$S" 2>/dev/null; then
    t new-session -d -s "$S" -x 120 -y 40
    t set-option -t "$S" remain-on-exit on
  fi
  t respawn-pane -k -t "$S" "$*; echo EXIT=\$?; sleep 600"
}
mouse() { t send-keys -t "$S" -l $'\e[<'"$1;$2;$3$4"; }  # mouse <code> <column> <row> <M|m>
# The cell (column row, from 1) of the first braille character after "$1 " on the screen's line holding it.
cell_after() {
  screen | python3 -c '
import sys
label = sys.argv[1] + " "
for row, line in enumerate(sys.stdin.read().split("\n"), start=1):
    at = line.find(label)
    if at >= 0:
        print(at + len(label) + 2, row)
        break' "$1"
}
# Every signal of the recording equals the replay's, and the replay is a real run of the same length.
replays_exactly() {
  "$BIN" run "$1" --replay "$2" --format json >"$work/replay.json" || fail "replay of $2 failed"
  python3 - "$2" "$work/replay.json" <<'PY' || fail "replay of $2 differs from the live session"
import json, sys
recorded, replayed = (json.load(open(path)) for path in sys.argv[1:3])
assert recorded["times"] == replayed["times"], "times differ"
assert recorded["signals"] == replayed["signals"], "signals differ"
assert recorded["gestures"], "no gestures recorded"
PY
}

# 1. A tap left of the square sends it left; q restores the terminal; the replay matches.
start "'$BIN' live tap-to-push --record '$work/tap.json'"
wait_for 't = .* fps'
# The square is drawn mid-stage (rows 18 to 24 of 40); column 45 is left of it, inside the stage.
mouse 0 45 21 M; sleep 0.05; mouse 0 45 21 m
sleep 2
t send-keys -t "$S" q
wait_dead
restored "q"
python3 - "$work/tap.json" <<'PY' || fail "the tapped square did not go left"
import json, sys
run = json.load(open(sys.argv[1]))
x = run["signals"]["square.x"]
assert [g["kind"] for g in run["gestures"]] == ["tap", "tap"], run["gestures"]
assert x[-1] < x[0] - 20, (x[0], x[-1])
PY
replays_exactly tap-to-push "$work/tap.json"
echo "live-e2e: tap ok"

# 2. A drag and fling of the picture-in-picture window away from the top-left corner ends in another corner.
start "'$BIN' live spring-fields-pip --record '$work/pip.json'"
wait_for 't = .* fps'
sleep 0.5
read -r column row < <(screen | python3 -c '
import sys
for row, line in enumerate(sys.stdin.read().split("\n"), start=1):
    at = line.find("pip")
    if at >= 0:
        print(at + 1, row)
        break')
mouse 0 "$column" "$row" M
for step in 1 2 3 4 5 6; do
  sleep 0.04
  mouse 32 $((column + 2 * step)) $((row + 3 * step)) M
done
mouse 0 $((column + 12)) $((row + 18)) m
sleep 4
t send-keys -t "$S" Escape
wait_dead
restored "Esc"
python3 - "$work/pip.json" <<'PY' || fail "the flung window did not settle in a corner other than the top-left"
import json, sys
run = json.load(open(sys.argv[1]))
x, y = run["signals"]["pip.x"][-1], run["signals"]["pip.y"][-1]
assert "fling" in {g["kind"] for g in run["gestures"]}, run["gestures"]
corners = [(64, 80), (311, 80), (64, 587), (311, 587)]
near = min(corners, key=lambda c: (c[0] - x) ** 2 + (c[1] - y) ** 2)
assert abs(near[0] - x) < 3 and abs(near[1] - y) < 3, (x, y)
assert near != (64, 80), (x, y)
PY
replays_exactly spring-fields-pip "$work/pip.json"
echo "live-e2e: fling ok"

# 3. A ball pulled aside on the cradle and let go hands its swing to the last ball; Ctrl-C restores.
start "'$BIN' live cradle-pull-release --record '$work/cradle.json'"
wait_for 'ball0'
read -r column row < <(cell_after "ball0")
mouse 0 "$column" "$row" M
for step in 1 2 3 4 5 6 7 8 9; do
  sleep 0.03
  mouse 32 $((column - step)) "$row" M
done
sleep 0.6
mouse 0 $((column - 9)) "$row" m
sleep 3
t send-keys -t "$S" C-c
wait_dead
restored "Ctrl-C"
python3 - "$work/cradle.json" <<'PY' || fail "the pulled ball's swing did not reach the last ball"
import json, sys
run = json.load(open(sys.argv[1]))
kinds = {g["kind"] for g in run["gestures"]}
assert kinds == {"pan"}, kinds
last = run["signals"]["ball4.x"]
assert max(last) - last[0] > 15, max(last) - last[0]
PY
replays_exactly cradle-pull-release "$work/cradle.json"
echo "live-e2e: cradle ok"

# 4. Keys: space on Start presses it (the cursor starts mid-stage; 17 rows up and 15 columns left is the
# button at 120 × 40);
# SIGTERM and SIGHUP end the program with the terminal restored.
for signal in TERM HUP; do
  start "'$BIN' live falling-buttons"
  wait_for 'startButton: Start'
  pid=$(pgrep -P "$(t display -p -t "$S" '#{pane_pid}')" | head -1)
  kill -"$signal" "$pid"
  wait_dead
  restored "SIG$signal"
done
start "'$BIN' live falling-buttons --record '$work/buttons.json'"
wait_for 'startButton: Start'
for key in K K K H H H; do t send-keys -t "$S" "$key"; done
for _ in 1 2; do t send-keys -t "$S" k; done
sleep 0.2
t send-keys -t "$S" Space
wait_for 'startButton: Stop'
sleep 0.5
t send-keys -t "$S" '?'
wait_for 'space +tap at the cursor'
t send-keys -t "$S" q
wait_dead
restored "q after keys"
python3 - "$work/buttons.json" <<'PY' || fail "Start did not make the button fall"
import json, sys
run = json.load(open(sys.argv[1]))
assert [g["kind"] for g in run["gestures"]][:2] == ["button", "button"], run["gestures"]
y = run["signals"]["fallingButton.y"]
assert y[-1] > y[0] + 30, (y[0], y[-1])
PY
echo "live-e2e: keys and signals ok"

# 5. The REPL's live command; closing the terminal's input (the pane killed) is covered by SIGHUP above.
start "env XDG_STATE_HOME='$work/repl' '$BIN'"
wait_for '^falling-buttons>'
t send-keys -t "$S" 'live' Enter
wait_for 'startButton: Start'
sleep 0.5
t send-keys -t "$S" q
wait_for 'Live session: '
t send-keys -t "$S" 'plot fallingButton.y' Enter
wait_for 'fallingButton.y'
restored "live in the REPL"
t send-keys -t "$S" 'quit' Enter
wait_dead
echo "live-e2e: REPL live ok"

# 6. The learner's own program live (`sandbox`, then `live`): a click on the box reaches its tap
# recognizer and pushes it down; a save reloads the program in place; leaving keeps the session.
cp Tests/LearnerCodeTests/Fixtures/Tapping.swift "$work/Tapping.swift"
start "env XDG_STATE_HOME='$work/repl2' XDG_DATA_HOME='$work/data' '$BIN'"
wait_for '^falling-buttons>'
t send-keys -t "$S" "sandbox $work/Tapping.swift" Enter
wait_for 'Views recorded: box, ball' 180
t send-keys -t "$S" 'live' Enter
wait_for 'Tapping.swift +[0-9]+ fps' 60
label() {  # label <name>: the column and row (from 1) of the name's first letter on the screen
  screen | python3 -c '
import sys
for row, line in enumerate(sys.stdin.read().split("\n"), start=1):
    at = line.find(sys.argv[1])
    if at >= 0:
        print(at + 2, row)
        break' "$1"
}
read -r column row < <(label "box")
mouse 0 "$column" "$row" M
mouse 0 "$column" "$row" m
sleep 0.5
read -r _ moved < <(label "box")
[ "$moved" -gt "$row" ] || { screen; fail "the click did not push the learner's box down ($row to $moved)"; }
sed -i 's/CGRect(x: 100, y: 100/CGRect(x: 20, y: 100/' "$work/Tapping.swift"
wait_for 'reloaded Tapping.swift' 120
t send-keys -t "$S" q
wait_for 'Live session of your program: ' 20
restored "live on the learner's program"
t send-keys -t "$S" 'quit' Enter
wait_dead
echo "live-e2e: the learner's program live ok"
