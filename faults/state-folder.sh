#!/usr/bin/env bash
# The state folder and the progress file under faults, on the real binary (piped; the history file
# and the interactive cases are in terminal.sh): no state folder, a file in its place, a read-only
# folder, a full disk, and corrupt progress files of several kinds. Every case must print one clear
# warning, go on with the session (the commands after it are answered), exit 0, and destroy nothing:
# an existing progress.json is unchanged or kept aside byte for byte.
#
#   faults/state-folder.sh [binary]
set -Eeuo pipefail
BIN=$(realpath "${1:-.build/debug/dynamics-tutor}")
work=$(mktemp -d)
mounts=()
cleanup() {
  for m in "${mounts[@]}"; do umount "$m" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
# A command that fails outside the checks (set -e) says where, instead of ending the run silently.
trap 'echo "state faults: FAIL: line $LINENO: $BASH_COMMAND (status $?)"' ERR
fail() { echo "state faults: FAIL: $CASE: $*"; exit 1; }
SESSION=$'set gravity.magnitude 4\nrun\nanswer 0.447\nquit\n'
# Runs a session with the given environment; checks that it went on to the end.
session() {
  OUT=$(env "$@" "$BIN" <<<"$SESSION" 2>&1) || fail "exit status $?"
  grep -q '^gravity.magnitude = 4' <<<"$OUT" && grep -q 'Correct' <<<"$OUT" && grep -q '^Bye' <<<"$OUT" ||
    fail "the session did not go on: $(tail -5 <<<"$OUT")"
}
warned() {
  [ "$(grep -c '^warning: ' <<<"$OUT")" = 1 ] || fail "expected one warning: $(grep '^warning' <<<"$OUT")"
  grep -qE "^warning: .*$1" <<<"$OUT" || fail "the warning does not say /$1/: $(grep '^warning' <<<"$OUT")"
}
ok() { echo "state faults: $CASE: ok — $(grep '^warning' <<<"$OUT" | head -1 | cut -c1-150)"; }
# A state folder holding a real progress file from an earlier session.
seeded() {
  mkdir -p "$1/dynamics-tutor"
  printf 'set gravity.magnitude 3\nnext\nquit\n' | XDG_STATE_HOME="$1" "$BIN" >/dev/null
  cp "$1/dynamics-tutor/progress.json" "$work/saved.json"
}
unchanged() { cmp -s "$1/dynamics-tutor/progress.json" "$work/saved.json" || fail "progress.json changed"; }

CASE="no state folder (neither XDG_STATE_HOME nor HOME)"
session -u XDG_STATE_HOME -u HOME
warned 'no state folder'
grep -q '^Bye. Your progress could not be saved' <<<"$OUT" || fail "the goodbye promises a save"
ok

CASE="a file in place of the state folder"
printf 'not a folder' >"$work/blocker"
session XDG_STATE_HOME="$work/blocker"
warned "$work/blocker is a file, not a folder"
[ "$(cat "$work/blocker")" = "not a folder" ] || fail "the file was changed"
ok

CASE="a state folder under a read-only mount"
mkdir -p "$work/ro"
if mount -t tmpfs -o size=64k tmpfs "$work/ro" 2>/dev/null; then
  mounts+=("$work/ro")
  seeded "$work/ro"
  mount -o remount,ro "$work/ro"
  session XDG_STATE_HOME="$work/ro"
  warned 'Read-only file system'
  unchanged "$work/ro"
  grep -q '^Bye. Your progress could not be saved' <<<"$OUT" || fail "the goodbye promises a save"
  ok
else
  echo "state faults: $CASE: skipped (cannot mount here)"
fi

CASE="a read-only state folder for an unprivileged user"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  mkdir -p "$work/user"
  seeded "$work/user"
  chown -R 65534:65534 "$work/user"
  chmod 0555 "$work/user/dynamics-tutor"
  chmod 0755 "$work"
  OUT=$(setpriv --reuid=65534 --regid=65534 --clear-groups env XDG_STATE_HOME="$work/user" "$BIN" <<<"$SESSION" 2>&1) ||
    fail "exit status $?"
  grep -q 'Correct' <<<"$OUT" || fail "the session did not go on"
  warned 'Permission denied'
  unchanged "$work/user"
  ok
elif [ "$(id -u)" != 0 ]; then
  mkdir -p "$work/user"
  seeded "$work/user"
  chmod 0555 "$work/user/dynamics-tutor"
  session XDG_STATE_HOME="$work/user"
  warned 'Permission denied'
  unchanged "$work/user"
  ok
else
  echo "state faults: $CASE: skipped (running as root without setpriv)"
fi

CASE="a full disk (64 KB tmpfs, filled)"
mkdir -p "$work/full"
if mount -t tmpfs -o size=64k tmpfs "$work/full" 2>/dev/null; then
  mounts+=("$work/full")
  seeded "$work/full"
  dd if=/dev/zero of="$work/full/filler" bs=4k >/dev/null 2>&1 || true
  session XDG_STATE_HOME="$work/full"
  warned 'No space left on device'
  unchanged "$work/full"
  [ -z "$(find "$work/full/dynamics-tutor" -name '*.tmp')" ] || fail "a temporary file was left"
  ok
else
  echo "state faults: $CASE: skipped (cannot mount a tmpfs here)"
fi

# Corrupt progress files: each is kept aside byte for byte, reported, and a fresh record is saved.
corrupt() {
  local name=$1
  CASE="corrupt progress: $name"
  local state="$work/corrupt-$name"
  mkdir -p "$state/dynamics-tutor"
  cat >"$state/dynamics-tutor/progress.json"
  cp "$state/dynamics-tutor/progress.json" "$work/corrupt.bytes"
  session XDG_STATE_HOME="$state"
  warned "unusable .* it was kept as progress.json.corrupt-"
  local aside
  aside=$(find "$state/dynamics-tutor" -name 'progress.json.corrupt-*')
  [ "$(wc -l <<<"$aside")" = 1 ] && cmp -s "$aside" "$work/corrupt.bytes" || fail "not kept aside byte for byte"
  grep -q '"gravity.magnitude" : 4' "$state/dynamics-tutor/progress.json" || fail "no fresh record saved"
  ok
}
python3 -c 'import random, sys; r = random.Random(1); sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(4096)))' |
  corrupt random-bytes
seeded "$work/for-truncation"
head -c 120 "$work/saved.json" | corrupt truncated
corrupt empty </dev/null
printf '{"version": "one", "lessons": []}' | corrupt wrong-types
printf '{"lessons": {}}' | corrupt no-version
printf '\xef\xbb\xbf{"version": 1, "lastLesson": "\xff\xfe"}' | corrupt invalid-utf8

CASE="progress from a newer tutor"
mkdir -p "$work/newer/dynamics-tutor"
printf '{"version": 99, "future": true}\n' >"$work/newer/dynamics-tutor/progress.json"
cp "$work/newer/dynamics-tutor/progress.json" "$work/saved.json"
session XDG_STATE_HOME="$work/newer"
warned 'newer version'
unchanged "$work/newer"
ok

CASE="a folder in place of progress.json"
mkdir -p "$work/dir/dynamics-tutor/progress.json"
touch "$work/dir/dynamics-tutor/progress.json/inside"
session XDG_STATE_HOME="$work/dir"
warned 'unusable \(it cannot be read: it is a folder, not a file\)'
[ -f "$(find "$work/dir/dynamics-tutor" -path '*corrupt-*' -name inside)" ] || fail "the folder was not kept aside whole"
ok
