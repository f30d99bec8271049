#!/usr/bin/env bash
# End-to-end checks of the real binary: a piped session (no escapes, right verdicts), lint, and an
# interactive session in a real pseudo-terminal under tmux (completion, Ctrl-C, Ctrl-D).
set -euo pipefail
BIN=${1:-.build/debug/dynamics-tutor}
work=$(mktemp -d)
trap 'tmux -L "e2e-$$" kill-server 2>/dev/null || true; rm -rf "$work" 2>/dev/null || { sleep 1; rm -rf "$work"; } || true' EXIT
export XDG_STATE_HOME="$work/state"
fail() { echo "e2e: FAIL: $*"; exit 1; }

# 1. Piped session: the README's example.
out=$(printf 'set gravity.magnitude 4\nrun\nanswer 0.9\nanswer 0.447\nquit\n' | XDG_STATE_HOME="$work/piped" "$BIN")
grep -q "gravity.magnitude = 4" <<<"$out" || fail "set was not acknowledged"
grep -q "Ran 1.2 s" <<<"$out" || fail "run printed no summary"
grep -q "Correct" <<<"$out" || fail "right answer not accepted"
grep -q "Not quite" <<<"$out" || fail "wrong answer not rejected"
if grep -q $'\e' <<<"$out"; then fail "piped output contains escape codes"; fi
grep -q '"solved" : true' "$work/piped/dynamics-tutor/progress.json" || fail "progress was not saved after quit"
echo "e2e: piped session ok"

# 2. Closed stdin and /dev/null: a clean exit.
XDG_STATE_HOME="$work/closed" "$BIN" <&- >/dev/null 2>&1 || fail "closed stdin did not exit cleanly"
XDG_STATE_HOME="$work/closed" "$BIN" </dev/null >/dev/null || fail "empty stdin did not exit cleanly"
echo "e2e: closed stdin ok"

# 3. lint: the shipped lessons are clean; a broken file gives file:line:column and status 1.
"$BIN" lint >/dev/null || fail "lint reports errors in the shipped lessons"
mkdir -p "$work/broken/lessons" "$work/broken/Content"
printf 'schema = 1\nid = "x"\ntitle = "X"\nseed = "000_e1304f5dd4ac986b.txt"\nprose = "Content/x.md"\ngoals = ["g"]\n[scene]\nengine = "dynamics"\nwidth = 320\nheight = 568\nduration = 1\nmagnitue = 2\n' >"$work/broken/lessons/x.toml"
printf '## intro\nhello\n' >"$work/broken/Content/x.md"
set +e
lint_out=$("$BIN" lint "$work/broken/lessons/x.toml")
status=$?
set -e
[ "$status" -eq 1 ] || fail "lint of a broken file exited with $status, not 1"
grep -qE 'x.toml:12:1: error: \[scene\]: unknown key "magnitue"' <<<"$lint_out" || fail "lint message: $lint_out"
echo "e2e: lint ok"

# 3a. Languages: --lang, the locale, a bad code; `translate` over the shipped course changes nothing.
ko=$(printf 'page\nquit\n' | XDG_STATE_HOME="$work/ko" "$BIN" --lang ko)
grep -q "떨어지는 버튼" <<<"$ko" || fail "--lang ko did not give the Korean lesson: $(head -5 <<<"$ko")"
ru=$(printf 'quit\n' | XDG_STATE_HOME="$work/ru" LANG=ru_RU.UTF-8 "$BIN" list)
grep -q "Падающие кнопки" <<<"$ru" || fail "LANG=ru_RU.UTF-8 did not give Russian: $(head -3 <<<"$ru")"
zh=$(printf 'lang zh\nquit\n' | XDG_STATE_HOME="$work/zh" "$BIN")
grep -q "下落的按钮" <<<"$zh" || fail "lang zh did not switch: $(tail -5 <<<"$zh")"
grep -q '"language" : "zh"' "$work/zh/dynamics-tutor/progress.json" || fail "the choice of language was not saved"
set +e
bad=$("$BIN" --lang xx list 2>&1)
status=$?
set -e
[ "$status" -eq 64 ] && grep -q -- "--lang takes en, ko, ru, zh" <<<"$bad" || fail "--lang xx: status $status, $bad"
mkdir -p "$work/course" && cp -r lessons Content "$work/course/"
"$BIN" translate ko --lessons "$work/course" >/dev/null
diff -r lessons "$work/course/lessons" >/dev/null && diff -r Content "$work/course/Content" >/dev/null \
  || fail "translate ko changed the shipped Korean files"
echo "e2e: languages ok"

# 3b. The command line: a missing course is an error with status 2 everywhere; options may come before
# the subcommand; `list` is aligned; lint takes a lessons folder of any name and prints paths as given.
for args in "list --lessons $work/missing" "run falling-buttons --lessons $work/missing" "--lessons $work/missing" \
            "lint $work/missing"; do
  set +e
  err=$(echo quit | XDG_STATE_HOME="$work/cli" "$BIN" $args 2>&1 >/dev/null)
  status=$?
  set -e
  [ "$status" -eq 2 ] || fail "'$args' exited with $status, not 2"
  grep -q "no course at $work/missing" <<<"$err" || fail "'$args' said: $err"
done
"$BIN" --lessons . list >/dev/null || fail "options before the subcommand are refused"
list_out=$("$BIN" list)
[ "$(cut -c1-25 <<<"$list_out" | grep -c '  ')" -eq 18 ] || fail "list is not 18 lines"
[ "$(awk '{print index($0, $3)}' <<<"$list_out" | sort -u | wc -l)" -eq 1 ] || fail "list titles are not aligned: $list_out"
mkdir -p "$work/teacher/chapter1" "$work/teacher/Content"
cp lessons/push-basics.toml "$work/teacher/chapter1/" && cp Content/push-basics.md "$work/teacher/Content/"
printf '`set push.magnitud 3`\n' >>"$work/teacher/Content/push-basics.md"
set +e
teacher=$("$BIN" lint "$work/teacher/chapter1")
status=$?
set -e
[ "$status" -eq 1 ] || fail "lint of a teacher's folder exited with $status: $teacher"
grep -q "^$work/teacher/Content/push-basics.md:[0-9]*:1: error: .*no parameter \"push.magnitud\"" <<<"$teacher" \
  || fail "lint did not print the prose path as given: $teacher"
# Errors a person can act on: a negative duration is refused in words, not as a missing value; the
# help of --format names every format.
set +e
err=$("$BIN" run falling-buttons --duration -1 2>&1 >/dev/null)
status=$?
set -e
[ "$status" -eq 2 ] && grep -q -- "--duration must be between 0 and" <<<"$err" || fail "run --duration -1 said ($status): $err"
"$BIN" run --help | tr -s ' \n' ' ' | grep -q "csv, json, or hash" || fail "run --help does not name the hash format"
echo "e2e: command line ok"

# 4. Interactive session in tmux.
if command -v tmux >/dev/null; then
  S="e2e-$$"
  source "$(dirname "$0")/tmux-helpers.sh"
  export TERM=${TERM:-xterm}
  t new-session -d -s "$S" -x 100 -y 30
  t set-option -t "$S" remain-on-exit on
  t respawn-pane -k -t "$S" "env XDG_STATE_HOME='$work/state' '$BIN'"
  wait_for '^falling-buttons>'
  t send-keys -t "$S" 'lesso' Tab
  wait_for '^falling-buttons> lessons'
  t send-keys -t "$S" C-u 'pa' Tab Tab
  wait_for "page .*params"  # the commands that begin with "pa"
  t send-keys -t "$S" C-u 'set gravity.mag' Tab
  wait_for 'set gravity.magnitude'
  t send-keys -t "$S" C-c
  wait_for '\^C'
  t send-keys -t "$S" 'set gravity.magnitude 4' Enter
  wait_for 'gravity.magnitude = 4'
  t send-keys -t "$S" C-d
  # tmux does not always paint "Pane is dead", and now and then it reaps the exited program late, so
  # its exit status may be unknown; the pane_dead flag is reliable.
  end=$((SECONDS + 15))
  until [ "$(t list-panes -t "$S" -F '#{pane_dead}')" = 1 ]; do
    ((SECONDS < end)) || { echo "timeout waiting for the program to exit"; screen; exit 1; }
    sleep 0.1
  done
  sleep 0.2
  status=$(t list-panes -t "$S" -F '#{pane_dead_status}')
  [ -z "$status" ] || [ "$status" = 0 ] || fail "the program exited with status $status after Ctrl-D"
  [ -s "$work/state/dynamics-tutor/history" ] || fail "history was not saved"
  grep -q '"gravity.magnitude" : 4' "$work/state/dynamics-tutor/progress.json" || fail "Ctrl-D did not keep the progress"
  grep -q 'set gravity.magnitude 4' "$work/state/dynamics-tutor/history" || fail "history lacks the command"
  echo "e2e: interactive session ok"

  # A second session: history from the first is recalled with Up; Ctrl-C stops a playback and the
  # terminal comes back in a usable state (the prompt returns and typed text echoes).
  t respawn-pane -k -t "$S" "env XDG_STATE_HOME='$work/state' '$BIN'"
  wait_for 'Welcome back'
  wait_for '^falling-buttons>'
  t send-keys -t "$S" Up
  wait_for '^falling-buttons> set gravity.magnitude 4$'
  t send-keys -t "$S" C-u 'play 0.2' Enter
  wait_for 'any key stops'
  t send-keys -t "$S" C-c
  wait_for 'Playback stopped\.'
  t send-keys -t "$S" 'help run' Enter
  wait_for '^run \[seconds\] — simulate'
  t send-keys -t "$S" 'quit' Enter
  end=$((SECONDS + 15))
  until [ "$(t list-panes -t "$S" -F '#{pane_dead}')" = 1 ]; do
    ((SECONDS < end)) || { echo "timeout waiting for quit"; screen; exit 1; }
    sleep 0.1
  done
  echo "e2e: history and playback ok"

  # 5. No prompt debris: after each command of a script, the screen holds no remnant of a prompt. Every
  # line that ends in ">" must be a whole prompt on its own (the one waiting for input); a command's
  # output written over a redrawn prompt leaves lines such as "Lessons:ics:two-hundred>".
  t respawn-pane -k -t "$S" "env XDG_STATE_HOME='$work/debris' '$BIN'"
  wait_for '^falling-buttons>'
  prompt_re='^[a-z][a-z0-9-]*(:[a-z0-9-]+)?>$'
  scrollback() { t capture-pane -p -S -400 -t "$S"; }  # long output scrolls the command's line away
  for command in 'open push-basics' 'set push.magnitude 3' 'lessons' 'params' 'fly' 'next' 'run' 'plot speed' \
                 'help' 'hint' 'answer 1' 'presets' 'open newtons-cradle' 'page' 'reset' 'scene 0.5'; do
    t send-keys -t "$S" "$command" Enter
    end=$((SECONDS + 15))
    # Wait until the command has been answered: its line is on screen and a prompt waits again.
    until scrollback | grep -qF -- "> $command" && [ -n "$(screen | sed '/^$/d' | tail -1 | grep -E "$prompt_re")" ]; do
      ((SECONDS < end)) || { echo "timeout after '$command'"; screen; exit 1; }
      sleep 0.1
    done
    debris=$(scrollback | sed 's/[[:space:]]*$//' | grep -E '>$' | grep -vE "$prompt_re" || true)
    [ -z "$debris" ] || { screen; fail "prompt debris after '$command': $debris"; }
  done
  t send-keys -t "$S" 'quit' Enter
  echo "e2e: no prompt debris ok"
else
  echo "e2e: tmux missing; interactive checks skipped"
fi
