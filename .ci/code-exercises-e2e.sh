#!/usr/bin/env bash
# Every code exercise as a learner does it, in a real terminal under tmux: open the lesson, go to the
# exercise's page, `edit` (the editor, a script here, writes the reference solution into the learner's
# file as a learner would type it), and the check that follows must say "✔ Correct". The judgement is
# the one `lint --code` makes; this walks the REPL's pages, workspace and editor hand-off around it.
# Usage: bash .ci/code-exercises-e2e.sh [path/to/dynamics-tutor]
set -euo pipefail
BIN=$(realpath "${1:-.build/debug/dynamics-tutor}")
cd "$(dirname "$0")/.."
command -v tmux >/dev/null || { echo "code-exercises-e2e: tmux missing; skipped"; exit 0; }
work=$(mktemp -d)
S="code-$$"
trap 'tmux -L "$S" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
export TERM=${TERM:-xterm}
fail() { echo "code-exercises-e2e: FAIL: $*"; exit 1; }
source "$(dirname "$0")/tmux-helpers.sh"
history() { t capture-pane -p -t "$S" -S -500; }
cat > "$work/editor.sh" <<SCRIPT
#!/usr/bin/env bash
"$BIN" code "\$WALK_LESSON" --exercise "\$WALK_EXERCISE" --solution > "\$1"
SCRIPT
chmod +x "$work/editor.sh"
count=0
while IFS=$'\t' read -r lesson exercise kind _; do
  [ "$kind" = code ] || continue
  page=$(python3 -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["pages"].index("exercise:" + sys.argv[2]) + 1)' \
    "lessons/$lesson.toml" "$exercise")
  rm -rf "$work/data" "$work/state"
  # A tmux server of its own per exercise: a server being killed cannot race the next one's start.
  t kill-server 2>/dev/null || true
  S="code-$$-$count"
  t new-session -d -s "$S" -x 80 -y 24 "WALK_LESSON=$lesson WALK_EXERCISE=$exercise EDITOR=$work/editor.sh \
    XDG_DATA_HOME=$work/data XDG_STATE_HOME=$work/state XDG_CACHE_HOME=$work/cache $BIN; sleep 30"
  wait_for '> ?$'
  t send-keys -t "$S" "open $lesson" Enter
  t send-keys -t "$S" "page $page" Enter
  wait_for "^$lesson:$exercise> ?$"
  t send-keys -t "$S" "edit" Enter
  # The verdict may have scrolled up by the time the check ends: the pane's history is read too. The
  # first build of all prepares the compiler's module cache and the support library.
  end=$((SECONDS + 120))
  until history | grep -qE '✔ Correct|✘'; do
    ((SECONDS < end)) || { history; fail "$lesson $exercise: no verdict"; }
    sleep 0.2
  done
  history | grep -q '✔ Correct' || { history; fail "$lesson $exercise: the reference typed through edit did not pass"; }
  count=$((count + 1))
done < <("$BIN" list --exercises)
[ "$count" -ge 18 ] || fail "only $count code exercises"
echo "code-exercises-e2e: $count code exercises done through edit and check in a terminal"
