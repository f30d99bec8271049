#!/usr/bin/env bash
# Installs dynamics-tutor and its course under a prefix, as Unix tools are installed:
#
#   <prefix>/bin/dynamics-tutor
#   <prefix>/share/dynamics-tutor/lessons/    the lesson files and their translations
#   <prefix>/share/dynamics-tutor/Content/    the lessons' prose and the code exercises' files
#
# The installed binary finds the course beside it (bin/../share/dynamics-tutor) from any folder.
#
#   swift build -c release --static-swift-stdlib --product dynamics-tutor && sudo scripts/install.sh
#   scripts/install.sh --prefix ~/.local                     # no sudo: a prefix of your own
#   scripts/install.sh --uninstall [--prefix DIR]            # removes what install put there
#
# Options: --prefix DIR (default /usr/local, or $PREFIX), --binary FILE (default the release build,
# .build/release/dynamics-tutor), --uninstall. Folders that install created and that are empty
# afterwards are removed by --uninstall too (it keeps their list in share/dynamics-tutor/.created).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=${PREFIX:-/usr/local}
binary="$root/.build/release/dynamics-tutor"
uninstall=false
usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
die() { echo "install.sh: $*" >&2; exit 1; }
while (($#)); do
  case $1 in
    --prefix) (($# >= 2)) || die "--prefix needs a folder"; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --binary) (($# >= 2)) || die "--binary needs a file"; binary=$2; shift 2 ;;
    --binary=*) binary=${1#--binary=}; shift ;;
    --uninstall) uninstall=true; shift ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
done
[ -n "$prefix" ] || die "--prefix needs a folder"
case $prefix in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac
prefix=${prefix%/}
bin="$prefix/bin/dynamics-tutor"
share="$prefix/share/dynamics-tutor"

if $uninstall; then
  [ -e "$bin" ] || [ -e "$share" ] || die "nothing to uninstall under $prefix"
  created=()
  [ -f "$share/.created" ] && mapfile -t created <"$share/.created"
  rm -f "$bin"
  rm -rf "$share"
  # The folders install made, deepest first, if nothing else has come into them since.
  for ((i = ${#created[@]} - 1; i >= 0; i--)); do rmdir "${created[i]}" 2>/dev/null || true; done
  echo "uninstalled dynamics-tutor from $prefix"
  exit 0
fi

[ -x "$binary" ] || die "no binary at $binary: build it first with
  swift build -c release --static-swift-stdlib --product dynamics-tutor
or name another with --binary FILE"
[ -f "$root/lessons/catalog.toml" ] && [ -d "$root/Content" ] || die "no course in $root (lessons/ and Content/)"

# The folders that do not exist yet, outermost first, to be removed again by --uninstall.
created=()
for folder in "$prefix" "$prefix/bin" "$prefix/share"; do
  [ -e "$folder" ] || created+=("$folder")
done
mkdir -p "$prefix/bin" "$prefix/share"
# The course goes in beside, then replaces, any earlier one: an install never leaves half a course.
staging=$(mktemp -d "$prefix/share/.dynamics-tutor.XXXXXX")
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/lessons" "$staging/Content"
cp "$root"/lessons/*.toml "$root/lessons/FORMAT.md" "$staging/lessons/"
cp "$root"/Content/*.md "$staging/Content/"
# The code exercises' starter and reference files, one folder per lesson.
[ -d "$root/Content/code" ] && cp -R "$root/Content/code" "$staging/Content/"
old_created=()
[ -f "$share/.created" ] && mapfile -t old_created <"$share/.created"
printf '%s\n' "${old_created[@]}" "${created[@]}" | sed '/^$/d' >"$staging/.created"
chmod -R u=rwX,go=rX "$staging"
rm -rf "$share"
mv "$staging" "$share"
trap - EXIT
install -m 755 "$binary" "$bin.tmp-$$"
mv "$bin.tmp-$$" "$bin"
echo "installed $bin and the course in $share"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "note: $prefix/bin is not in PATH" ;; esac
