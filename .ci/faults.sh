#!/usr/bin/env bash
# CI's fault tests on the real binary (faults/*.sh; RELIABILITY.md has what each checks and the figures):
# SIGKILL while saving, the state folder and progress file under faults, hostile input, and the
# terminal under tmux. Cases that need a tmpfs mount or tmux say "skipped" when the machine lacks them.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/debug/dynamics-tutor}
start=$SECONDS
faults/kill-while-saving.sh "$BIN" 200
faults/state-folder.sh "$BIN"
faults/input.sh "$BIN"
faults/terminal.sh "$BIN"
echo "faults: all passed in $((SECONDS - start)) s"
