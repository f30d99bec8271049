#!/usr/bin/env bash
# The terminal conventions people expect, on the real binary: plain ASCII where the terminal cannot do
# better (a C or POSIX locale, TERM=dumb, --ascii), `--help` listing the options, and in a real
# pseudo-terminal under tmux: two pasted lines run one by one (bracketed paste), Ctrl-D says goodbye.
#
#   bash .ci/conventions-e2e.sh [binary]
set -euo pipefail
BIN=$(realpath "${1:-.build/debug/dynamics-tutor}")
work=$(mktemp -d)
S="conventions-$$"
trap 'tmux -L "$S" kill-server 2>/dev/null || true; rm -rf "$work" 2>/dev/null || { sleep 1; rm -rf "$work"; } || true' EXIT
export XDG_STATE_HOME="$work/state" LANG=C.UTF-8
unset LC_ALL LC_CTYPE LC_MESSAGES
fail() { echo "conventions-e2e: FAIL: $*"; exit 1; }
ok() { echo "conventions-e2e: $*"; }
# The lines of stdin that hold a byte of 0x80 or more, numbered.
non_ascii() { LC_ALL=C grep -n $'[\x80-\xff]' || true; }

# 1. ASCII: a session through every kind of command over several lessons, and each subcommand, write
# nothing but ASCII (stdout and stderr) with --ascii, with LC_ALL=C, LANG=C, LC_CTYPE=POSIX and TERM=dumb.
script='help
help units
lessons
page
params
set gravity.magnitude 4
presets
run
plot y
scene 0.5
play
code
answer 0.5
hint
solution
answer 447 ms
next
choose a
open tap-to-push
next
run
open newtons-cradle
run
open field-gallery
open parallax-motion
open cradle-pull-release
check
nonsense
quit'
for setting in "--ascii" "LC_ALL=C" "LANG=C" "LC_CTYPE=POSIX" "TERM=dumb" "LANG=en_US.ISO-8859-1"; do
  if [ "$setting" = --ascii ]; then run=("$BIN" --ascii); else run=(env "$setting" "$BIN"); fi
  out=$(XDG_STATE_HOME="$work/ascii/$setting" "${run[@]}" <<<"$script" 2>&1)
  grep -q 'fallingButton-bounds at' <<<"$out" || fail "$setting: no run summary: $(head -5 <<<"$out")"
  grep -q '"How to use UIKit Dynamics, iOS 7"' <<<"$out" || fail "$setting: the article is not named in English"
  bad=$(non_ascii <<<"$out")
  [ -z "$bad" ] || fail "$setting: the session wrote non-ASCII: $(head -5 <<<"$bad")"
  for args in "list" "run falling-buttons" "run newtons-cradle --duration 1" "code falling-buttons" "run nope"; do
    # shellcheck disable=SC2086
    bad=$({ "${run[@]}" $args 2>&1 || true; } | non_ascii)
    [ -z "$bad" ] || fail "$setting: '$args' wrote non-ASCII: $(head -3 <<<"$bad")"
  done
done
# A UTF-8 locale keeps braille and box drawing, as before.
"$BIN" run falling-buttons | grep -q '⠒' || fail "LANG=C.UTF-8 lost the braille plot"
ok "plain ASCII with --ascii, LC_ALL=C, LANG=C, LC_CTYPE=POSIX, TERM=dumb and a Latin-1 locale; braille with UTF-8"

# 2. --help lists the options every subcommand takes, as well as the subcommands.
help=$("$BIN" --help)
for option in --ascii --lang --width --no-color --lessons; do
  grep -q -- "^ *$option" <<<"$help" || fail "--help does not list $option: $help"
done
grep -q '^ *repl (default)' <<<"$help" || fail "--help lost the subcommands"
"$BIN" --ascii --width 60 list >/dev/null || fail "options before a subcommand are refused"
ok "--help lists --ascii, --lang, --width, --no-color and --lessons"
# Every subcommand's help fits a 50-column window, its usage line included (ArgumentParser wraps the
# rest at COLUMNS but prints a usage line as it is given).
for sub in repl run live code check sandbox list lint translate; do
  wide=$(COLUMNS=50 "$BIN" "$sub" --help | awk 'length > 50')
  [ -z "$wide" ] || fail "$sub --help is wider than 50 columns: $wide"
done
usage=$(COLUMNS=50 "$BIN" --help | grep '^USAGE')
[ ${#usage} -le 50 ] || fail "the usage line is wider than 50 columns: $usage"
ok "every --help fits 50 columns"

command -v tmux >/dev/null || { ok "tmux missing; the terminal checks are skipped"; exit 0; }
source "$(dirname "$0")/tmux-helpers.sh"
export TERM=xterm-256color
t new-session -d -s "$S" -x 100 -y 40
t set-option -t "$S" remain-on-exit on
start() {  # start <state folder>: the tutor in the pane, its exit status written to the folder
  mkdir -p "$1"
  t respawn-pane -k -t "$S" "env XDG_STATE_HOME='$1' '$BIN'; echo \$? > '$1/status'"
  wait_for '^falling-buttons> ?$'
}
dead() {
  local end=$((SECONDS + 15))
  until [ "$(t list-panes -t "$S" -F '#{pane_dead}')" = 1 ] && [ -s "$1/status" ]; do
    ((SECONDS < end)) || { screen; fail "the program did not exit"; }
    sleep 0.1
  done
}
scrollback() { t capture-pane -p -S -400 -t "$S"; }
# wait_back <extended regex>: until the screen or its scrollback shows it (a run's drawing scrolls).
wait_back() {
  local end=$((SECONDS + 15))
  until scrollback | grep -qE "$1"; do
    ((SECONDS < end)) || { echo "timeout waiting for /$1/"; screen; exit 1; }
    sleep 0.1
  done
}

# 3. Bracketed paste: two lines pasted as a modern terminal pastes them (ESC[200~ … ESC[201~) run one
# after the other, each after its own prompt, as if typed; text after the last newline waits, editable.
start "$work/paste"
t send-keys -t "$S" 'set gravity.magnitude 4' Enter
wait_for 'gravity.magnitude = 4'
printf 'reset all\nrun 0.5\n' >"$work/two-lines"
t load-buffer -b two "$work/two-lines"
t send-keys -t "$S" C-l
t paste-buffer -p -b two -t "$S"
wait_back '^Ran 0\.5 s'
wait_for '^falling-buttons> ?$'
pasted=$(scrollback)
grep -q 'usage: reset' <<<"$pasted" && fail "the paste was one command: $(grep usage <<<"$pasted")"
grep -q '^falling-buttons> reset all$' <<<"$pasted" || fail "no prompt with 'reset all': $pasted"
grep -q '^falling-buttons> run 0\.5$' <<<"$pasted" || fail "no prompt with 'run 0.5': $pasted"
reset_at=$(grep -n 'reset all$' <<<"$pasted" | head -1 | cut -d: -f1)
run_at=$(grep -n 'run 0\.5$' <<<"$pasted" | head -1 | cut -d: -f1)
((reset_at < run_at)) || fail "the pasted lines ran out of order"
printf 'hint\nset gravity.magnitude 0.' >"$work/unfinished"
t load-buffer -b unfinished "$work/unfinished"
t send-keys -t "$S" C-l
t paste-buffer -p -b unfinished -t "$S"
wait_for '^Hint 1/2'
wait_for '^falling-buttons> set gravity\.magnitude 0\.$'
t send-keys -t "$S" '5' Enter
wait_for '^gravity\.magnitude = 0\.5 g'
t send-keys -t "$S" 'quit' Enter
dead "$work/paste"
history="$work/paste/dynamics-tutor/history"
grep -qx 'reset all' "$history" && grep -qx 'run 0.5' "$history" || fail "pasted lines are not in the history"
ok "bracketed paste: two lines ran as two commands, in order; a paste's last, unfinished line waited"

# 4. Ctrl-D at the prompt leaves as quit does: the same goodbye, status 0, the progress saved.
start "$work/eof"
t send-keys -t "$S" 'set gravity.magnitude 4' Enter
wait_for 'gravity.magnitude = 4'
t send-keys -t "$S" C-d
dead "$work/eof"
goodbye=$(printf 'quit\n' | XDG_STATE_HOME="$work/quit" "$BIN" | tail -1)
screen | grep -qF "$goodbye" || { screen; fail "Ctrl-D left without '$goodbye'"; }
[ "$(cat "$work/eof/status")" = 0 ] || fail "Ctrl-D: exit status $(cat "$work/eof/status")"
grep -q '"gravity.magnitude" : 4' "$work/eof/dynamics-tutor/progress.json" || fail "Ctrl-D did not save the progress"
ok "Ctrl-D: '$goodbye', status 0, progress saved"

# 5. The interactive screen is ASCII too under LC_ALL=C.
mkdir -p "$work/c"
t kill-session -t "$S"  # a fresh pane: no earlier session in the scrollback
t new-session -d -s "$S" -x 100 -y 40
t set-option -t "$S" remain-on-exit on
t respawn-pane -k -t "$S" "env LC_ALL=C XDG_STATE_HOME='$work/c' '$BIN'; echo \$? > '$work/c/status'"
wait_for '^falling-buttons> ?$'
t send-keys -t "$S" 'run' Enter
wait_back 'fallingButton-bounds'
wait_for '^falling-buttons> ?$'
bad=$(scrollback | non_ascii)
[ -z "$bad" ] || fail "LC_ALL=C in a terminal: non-ASCII on screen: $(head -3 <<<"$bad")"
t send-keys -t "$S" C-d
dead "$work/c"
ok "LC_ALL=C in a terminal: an ASCII screen"
