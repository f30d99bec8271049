#!/usr/bin/env bash
# scripts/install.sh end to end: install into a temporary prefix, run the installed binary from other
# folders (it must find the installed course, not the source tree it was built from), then uninstall
# and check that nothing is left.
#
#   bash .ci/install.sh [binary]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
BIN=$(realpath "${1:-.build/debug/dynamics-tutor}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_STATE_HOME="$work/state" LANG=C.UTF-8
unset DYNAMICS_TUTOR_LESSONS LC_ALL
fail() { echo "install: FAIL: $*"; exit 1; }
ok() { echo "install: $*"; }
prefix="$work/prefix"

scripts/install.sh --prefix "$prefix" --binary "$BIN" >/dev/null
[ -x "$prefix/bin/dynamics-tutor" ] || fail "no bin/dynamics-tutor"
[ -f "$prefix/share/dynamics-tutor/lessons/catalog.toml" ] || fail "no share/dynamics-tutor/lessons/catalog.toml"
[ -f "$prefix/share/dynamics-tutor/Content/falling-buttons.md" ] || fail "no share/dynamics-tutor/Content/"
[ -f "$prefix/share/dynamics-tutor/lessons/falling-buttons.ko.toml" ] || fail "the translations were not installed"

# The installed course is the one used: its first lesson is renamed, and the binary says so.
lesson="$prefix/share/dynamics-tutor/lessons/falling-buttons.toml"
sed -i 's/^title = "Falling buttons"$/title = "Falling buttons (installed)"/' "$lesson"
grep -q '(installed)' "$lesson" || fail "could not mark the installed course"
listed=$(cd / && "$prefix/bin/dynamics-tutor" list) || fail "the installed binary failed in /"
[ "$(wc -l <<<"$listed")" -eq 18 ] || fail "list from / is not 18 lessons: $listed"
grep -q 'Falling buttons (installed)' <<<"$listed" || fail "list from / did not read the installed course: $(head -1 <<<"$listed")"
session=$(cd "$work" && printf 'set gravity.magnitude 4\nrun\nquit\n' | "$prefix/bin/dynamics-tutor")
grep -q 'Falling buttons (installed)' <<<"$session" && grep -q '^Ran 1.2 s' <<<"$session" \
  || fail "the REPL from another folder did not run the installed course: $(head -8 <<<"$session")"
# Through a link in another bin/ folder (links resolved), and started by its name from PATH.
mkdir -p "$work/elsewhere/bin"
ln -s "$prefix/bin/dynamics-tutor" "$work/elsewhere/bin/dynamics-tutor"
(cd / && "$work/elsewhere/bin/dynamics-tutor" list) | grep -q '(installed)' || fail "a link to the binary lost the course"
(cd / && PATH="$prefix/bin:$PATH" dynamics-tutor list) | grep -q '(installed)' || fail "started from PATH, the binary lost the course"
# The search order: --lessons, then DYNAMICS_TUTOR_LESSONS, then the working directory's course, come first.
(cd "$root" && "$prefix/bin/dynamics-tutor" list) | grep -q '(installed)' && fail "the working directory's course was not preferred"
(cd / && "$prefix/bin/dynamics-tutor" --lessons "$root" list) | grep -q '(installed)' && fail "--lessons was not preferred"
(cd / && DYNAMICS_TUTOR_LESSONS="$root" "$prefix/bin/dynamics-tutor" list) | grep -q '(installed)' \
  && fail "DYNAMICS_TUTOR_LESSONS was not preferred"
ok "installed in a temporary prefix; the binary finds its course from /, through a link and from PATH"

# Installing again over an installation is fine; uninstalling leaves nothing (install made the prefix).
scripts/install.sh --prefix "$prefix" --binary "$BIN" >/dev/null
scripts/install.sh --uninstall --prefix "$prefix" >/dev/null
[ ! -e "$prefix" ] || fail "uninstall left: $(find "$prefix")"
# A prefix that was there before keeps what it had.
mkdir -p "$work/usr/bin"
touch "$work/usr/bin/other-tool"
scripts/install.sh --prefix "$work/usr" --binary "$BIN" >/dev/null
scripts/install.sh --uninstall --prefix "$work/usr" >/dev/null
[ "$(cd "$work/usr" && find . | sort | tr '\n' ' ')" = ". ./bin ./bin/other-tool " ] \
  || fail "uninstall from an existing prefix: $(cd "$work/usr" && find .)"
if scripts/install.sh --uninstall --prefix "$work/usr" 2>/dev/null; then fail "a second uninstall did not fail"; fi
ok "uninstalled: nothing left, and an existing prefix keeps its own files"
