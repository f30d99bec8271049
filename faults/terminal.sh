#!/usr/bin/env bash
# The real binary in a real pseudo-terminal (tmux): signals during `play` and at the prompt, window
# resizes during `play`, hostile lines typed or pasted at the prompt (a long bracketed paste too), and
# faults in the history file.
# Each session runs in a wrapper that records `stty -g` before and after and the exit status, so
# "the terminal is restored" means: the same stty settings, the main screen, the cursor shown.
#
#   faults/terminal.sh [binary]
set -Eeuo pipefail
BIN=$(realpath "${1:-.build/debug/dynamics-tutor}")
command -v tmux >/dev/null || { echo "terminal faults: tmux missing; skipped"; exit 0; }
work=$(mktemp -d)
S="faults-$$"
t() { tmux -L "$S" -f /dev/null "$@"; }
cleanup() {
  t kill-server 2>/dev/null || true
  mountpoint -q "$work/full" 2>/dev/null && umount "$work/full"
  rm -rf "$work"
}
trap cleanup EXIT
# A command that fails outside `fail` (set -e) says where, instead of ending the run silently.
trap 'echo "terminal faults: FAIL: line $LINENO: $BASH_COMMAND (status $?)"; screen | tail -15' ERR
export TERM=xterm-256color
fail() { echo "terminal faults: FAIL: $*"; screen | tail -15; exit 1; }
ok() { echo "terminal faults: $*"; }
screen() { t capture-pane -p -t "$S"; }
flag() { t display -p -t "$S" "#{$1}"; }
wait_for() {
  local end=$((SECONDS + ${2:-20}))
  until screen | grep -qE "$1"; do
    ((SECONDS < end)) || fail "timeout waiting for /$1/"
    sleep 0.1
  done
}
wait_flag() {
  local end=$((SECONDS + ${3:-20}))
  until [ "$(flag "$1")" = "$2" ]; do
    ((SECONDS < end)) || fail "timeout waiting for $1 = $2"
    sleep 0.1
  done
}
PROMPT='^falling-buttons>'

t new-session -d -s "$S" -x 100 -y 30
t set-option -t "$S" remain-on-exit on

# Starts the program for case $1 with state in $work/$1 (or $2); records stty and the exit status.
start() {
  local dir="$work/$1" state=${2:-$work/$1/state}
  mkdir -p "$dir"
  t resize-window -t "$S" -x 100 -y 30
  t respawn-pane -k -t "$S" "sh -c 'stty -g > $dir/before; env XDG_STATE_HOME=$state $BIN; echo \$? > $dir/status; stty -g > $dir/after'"
  wait_for "$PROMPT"
  CASE=$dir
}
program() {
  local end=$((SECONDS + 10)) pid
  until pid=$(pgrep -P "$(flag pane_pid)" -x dynamics-tutor); do
    ((SECONDS < end)) || fail "no program to signal"
    sleep 0.1
  done
  echo "$pid"
}
# Waits for the program to end; checks its status and that the terminal is as it was.
finish() {
  wait_flag pane_dead 1
  local end=$((SECONDS + 10))
  until [ -s "$CASE/after" ]; do ((SECONDS < end)) || fail "no stty record"; sleep 0.1; done
  [ "$(cat "$CASE/status")" = "$1" ] || fail "exit status $(cat "$CASE/status"), expected $1"
  cmp -s "$CASE/before" "$CASE/after" || fail "stty changed: $(cat "$CASE/before") → $(cat "$CASE/after")"
  [ "$(flag alternate_on)" = 0 ] || fail "left on the alternate screen"
}
playing() {
  t send-keys -t "$S" 'play 0.05' Enter
  wait_flag alternate_on 1
  sleep 0.5
}

# 1. SIGTERM during play: the terminal comes back, the process ends with status 143.
start term-play
playing
kill -TERM "$(program)"
finish 143
ok "SIGTERM during play: status 143, stty unchanged, main screen"

# 2. SIGINT during play: playback stops, the prompt returns and echoes, quit is clean.
start int-play
playing
kill -INT "$(program)"
wait_for 'Playback stopped\.'
wait_flag alternate_on 0
[ "$(flag cursor_flag)" = 1 ] || fail "cursor hidden after SIGINT"
t send-keys -t "$S" 'help run' Enter
wait_for '^run \[seconds\]'
t send-keys -t "$S" 'quit' Enter
finish 0
ok "SIGINT during play: playback stopped, prompt back with echo, stty unchanged"

# 3. SIGWINCH during play: the drawing is redone at each new size (status line on top, bottom border
# inside the window), and the animation goes on.
# `|| true`: a screen caught between frames has no border yet; under `set -e` and pipefail the failed
# grep would end the script without a word instead of waiting for the redraw.
border_row() { screen | grep -n '⣀⣀⣀⣀' | tail -1 | cut -d: -f1 || true; }
status_line() { screen | head -1 | grep -oE 't = [0-9.]+ s' || true; }
redrawn_within() {
  local rows=$1 end=$((SECONDS + 15)) row
  while true; do
    row=$(border_row)
    if [ -n "$(status_line)" ] && [ -n "$row" ] && [ "$row" -le "$rows" ] && [ "$row" -gt $((rows - 4)) ]; then return 0; fi
    ((SECONDS < end)) || fail "no redraw for $rows rows (border at row ${row:-none})"
    sleep 0.1
  done
}
start winch
playing
redrawn_within 30
t resize-window -t "$S" -x 60 -y 20
redrawn_within 20
first=$(status_line)
sleep 1.2
[ "$(status_line)" != "$first" ] || fail "the animation stopped after the resize ($first)"
t resize-window -t "$S" -x 120 -y 45
redrawn_within 45
t send-keys -t "$S" x
wait_for 'Playback stopped\.'
t send-keys -t "$S" 'quit' Enter
finish 0
ok "SIGWINCH during play: redrawn at 60×20 and at 120×45, animation continued, stty unchanged"

# 4. SIGTERM and SIGHUP at the prompt: terminal restored, history and progress kept.
for signal in TERM HUP; do
  start "$signal-prompt"
  t send-keys -t "$S" 'set gravity.magnitude 4' Enter
  wait_for 'gravity.magnitude = 4'
  t send-keys -t "$S" 'hint' Enter
  wait_for '^Hint 1/2'
  kill "-$signal" "$(program)"
  expected=$((128 + $(kill -l "$signal")))
  finish "$expected"
  history="$CASE/state/dynamics-tutor/history"
  grep -qx 'hint' "$history" && grep -qx 'set gravity.magnitude 4' "$history" || fail "SIG$signal lost the history"
  grep -q '"gravity.magnitude" : 4' "$CASE/state/dynamics-tutor/progress.json" || fail "SIG$signal lost the progress"
  ok "SIG$signal at the prompt: status $expected, stty unchanged, history and progress kept"
done

# 5. Hostile lines at the prompt: a long pasted line, invalid UTF-8 and other bytes.
python3 -c 'import sys; sys.stdout.write("a" * int(sys.argv[1]))' "${LONG_LINE:-1000000}" >"$work/long"
python3 - "$work/garbage" <<'EOF'
import random, sys
rng = random.Random(2025)
# Printable and high bytes (invalid UTF-8 among them); no control characters, which are editing keys.
data = bytes(rng.choice([b for b in range(0x20, 0x100) if b != 0x7F]) for _ in range(4000))
open(sys.argv[1], "wb").write(data + b"\xff\xfe\xc3\x28\xe2\x82")
EOF
start hostile
for input in long garbage; do
  t load-buffer -b "$input" "$work/$input"
  t paste-buffer -d -b "$input" -t "$S"
  t send-keys -t "$S" Enter
  wait_for 'error: unknown command' 60
  t send-keys -t "$S" C-l 'set gravity.magnitude 4' Enter
  wait_for 'gravity.magnitude = 4'
  t send-keys -t "$S" C-l
done
t send-keys -t "$S" 'quit' Enter
finish 0
ok "hostile lines: a $(wc -c <"$work/long")-byte line and 4006 bytes of garbage answered with an error; the session went on"

# 5a. A bracketed paste of 300 lines, garbage among them: each line runs as its own command, in order,
# and the session goes on; the paste's last line, unfinished, waits at the prompt.
python3 - "$work/script" <<'EOF'
import random, sys
rng = random.Random(11)
lines = []
for i in range(300):
    if i % 7 == 3:
        lines.append(bytes(rng.choice([b for b in range(0x20, 0x100) if b != 0x7F]) for _ in range(40)))
    else:
        lines.append(b"set gravity.magnitude %d" % (i % 9 + 1))
open(sys.argv[1], "wb").write(b"\n".join(lines) + b"\nset gravity.magnitude 7\nhin")
EOF
start paste
t send-keys -t "$S" C-l
t load-buffer -b script "$work/script"
t paste-buffer -p -d -b script -t "$S"
wait_for '^gravity.magnitude = 7 g' 60
wait_for "${PROMPT} hin$"
t send-keys -t "$S" 't' Enter
wait_for '^Hint 1/2'
t send-keys -t "$S" 'quit' Enter
finish 0
[ "$(grep -c '^set gravity.magnitude' "$CASE/state/dynamics-tutor/history")" -ge 200 ] || fail "the pasted lines are not in the history"
ok "a bracketed paste of 300 lines with garbage: each ran as a command, the last waited to be finished"

# 6. History faults.
state="$work/history-corrupt/state/dynamics-tutor"
mkdir -p "$state"
python3 - "$state/history" <<'EOF'
import random, sys
rng = random.Random(7)
data = bytes(rng.randrange(256) for _ in range(65536))
open(sys.argv[1], "wb").write(data + b"\nset gravity.magnitude 7\n")
EOF
before_size=$(wc -c <"$state/history")
cp "$state/history" "$work/history.corrupt"
start history-corrupt
t send-keys -t "$S" Up
wait_for "${PROMPT} set gravity.magnitude 7"
t send-keys -t "$S" C-u 'hint' Enter
wait_for '^Hint 1/2'
t send-keys -t "$S" 'quit' Enter
finish 0
after_size=$(wc -c <"$state/history")
tail -1 "$state/history" | grep -qx 'quit' && grep -qx 'set gravity.magnitude 7' "$state/history" || fail "the corrupt history lost lines"
# readline keeps lines as C strings: a line ends at its first NUL. Every line, so cut, must be kept.
python3 - "$work/history.corrupt" "$state/history" <<'EOF' || fail "the corrupt history lost lines"
import sys
old = [line.split(b"\0")[0] for line in open(sys.argv[1], "rb").read().split(b"\n")]
new = open(sys.argv[2], "rb").read().split(b"\n")
old = [line for line in old if line]
new = [line for line in new if line]
if new[:len(old)] != old:
    sys.exit(f"kept {sum(a == b for a, b in zip(old, new))} of {len(old)} lines")
EOF
ok "corrupt history (64 KB of random bytes): readable, recalled, every line kept up to its first NUL ($before_size → $after_size bytes)"

state="$work/history-folder/state/dynamics-tutor"
mkdir -p "$state/history"
touch "$state/history/keep"
start history-folder
# The warning comes before the welcome and the first page, which may be taller than the window: it is
# looked for in the scrollback too.
end=$((SECONDS + 20))
until t capture-pane -p -S - -t "$S" | grep -q 'warning: cannot read the history'; do
  ((SECONDS < end)) || fail "timeout waiting for /warning: cannot read the history/"
  sleep 0.1
done
t send-keys -t "$S" 'quit' Enter
finish 0
[ -f "$state/history/keep" ] || fail "the folder in place of the history was touched"
ok "a folder in place of the history: one warning, left untouched, the session ran"

mkdir -p "$work/full"
mount -t tmpfs -o size=64k tmpfs "$work/full" 2>/dev/null || { ok "full disk: skipped (cannot mount a tmpfs here)"; exit 0; }
state="$work/full/dynamics-tutor"
mkdir -p "$state"
printf 'set gravity.magnitude 3\nnext\n' >"$state/history"
printf 'set gravity.magnitude 3\nquit\n' | XDG_STATE_HOME="$work/full" "$BIN" >/dev/null
cp "$state/history" "$work/history.before"
cp "$state/progress.json" "$work/progress.before"
dd if=/dev/zero of="$work/full/filler" bs=4k >/dev/null 2>&1 || true
start full-disk "$work/full"
t send-keys -t "$S" 'set gravity.magnitude 5' Enter
wait_for 'No space left on device'
t send-keys -t "$S" 'hint' Enter
wait_for '^Hint 1/2'
t send-keys -t "$S" 'quit' Enter
wait_for 'could not be saved'
finish 0
cmp -s "$state/history" "$work/history.before" || fail "the history changed on a full disk"
cmp -s "$state/progress.json" "$work/progress.before" || fail "progress.json changed on a full disk"
ok "full disk (64 KB tmpfs): one warning, the session went on, history and progress.json intact"
