# Shared by the tmux end-to-end scripts (e2e.sh, live-e2e.sh); source it after setting S, the name of
# the tmux server and session to drive.
t() { tmux -L "$S" -f /dev/null "$@"; }
screen() { t capture-pane -p -t "$S"; }
# wait_for <extended regex> [seconds]: until the screen shows it, else print the screen and fail.
wait_for() {
  local end=$((SECONDS + ${2:-15}))
  until screen | grep -qE "$1"; do
    ((SECONDS < end)) || { echo "timeout waiting for /$1/"; screen; exit 1; }
    sleep 0.1
  done
}
