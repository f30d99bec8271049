#!/usr/bin/env bash
# Builds the DocC documentation of Dynamics and TerminalGraphics and fails on any warning: DocC runs
# with --warnings-as-errors, and any line of the log that says "warning:" (DocC's or the compiler's)
# fails the step too. Then checks that every public symbol has a doc comment (DocC's coverage
# report) and that the landing page's topic groups hold every top-level type, and type-checks the Swift
# code of the catalogs' articles against the built modules.
#
# The archives go to .build/docs/<Target>.doccarchive (open or host them as DocC archives).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/docs
mkdir -p "$out"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

for target in Dynamics TerminalGraphics; do
  start=$SECONDS
  if ! swift package --allow-writing-to-directory "$out" generate-documentation --target "$target" \
      --warnings-as-errors --experimental-skip-synthesized-symbols \
      --output-path "$out/$target.doccarchive" \
      --experimental-documentation-coverage >"$log" 2>&1; then
    cat "$log"
    echo "docs: DocC failed for $target"
    exit 1
  fi
  if grep -n "warning:" "$log"; then
    echo "docs: warnings while building the documentation of $target (above)"
    exit 1
  fi
  # Every symbol the archive documents must have an abstract (its doc comment's first paragraph, or a
  # documentation extension file in the catalog).
  python3 - "$out/$target.doccarchive/documentation-coverage.json" "$target" <<'PY'
import json, sys
entries = json.load(open(sys.argv[1]))
missing = sorted(e["referencePath"].split("/documentation/", 1)[-1] for e in entries
                 if e["kind"].get("isSymbol") and not e["hasAbstract"])
if missing:
    print(f"docs: {len(missing)} public symbol(s) of {sys.argv[2]} without documentation:")
    for path in missing:
        print("  " + path)
    sys.exit(1)
# Every top-level type must sit in a topic group of the module's landing page (<Target>.docc/<Target>.md).
import re
target = sys.argv[2]
landing = open(f"Sources/{target}/{target}.docc/{target}.md").read().split("## Topics", 1)[-1]
grouped = set(re.findall(r"^- ``([^`/]+)``", landing, re.M))
loose = sorted(e["title"] for e in entries if e["kind"].get("isSymbol")
               and "extended" not in e["kind"]["id"].lower()
               and e["referencePath"].split("/documentation/", 1)[-1].count("/") == 1
               and e["title"] not in grouped)
if loose:
    print(f"docs: put these types of {sys.argv[2]} in a topic group of its landing page: {', '.join(loose)}")
    sys.exit(1)
PY
  echo "docs: $target built with no warnings, every symbol documented, every type in a topic group ($((SECONDS - start)) s)"
done

# The articles' code: the ```swift blocks of each article, in order, form one file that must
# type-check against the modules just built (.build/debug/Modules). A block whose first line is
# "// UIKit" is iOS code shown for comparison and is skipped.
work=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$work"' EXIT
# The engine imports a C target of its own (DynamicsLanes), whose module map SwiftPM writes beside its
# objects; swiftc needs it to load Dynamics.
c_modules=()
for map in .build/debug/*.build/module.modulemap; do
  [ -e "$map" ] && c_modules+=(-Xcc "-fmodule-map-file=$map")
done
checked=0
for article in Sources/*/*.docc/*.md; do
  python3 - "$article" "$work/article.swift" <<'PY' || continue
import re, sys
text = open(sys.argv[1]).read()
blocks = [b for b in re.findall(r"```swift\n(.*?)```", text, re.S) if not b.startswith("// UIKit")]
if not blocks:
    sys.exit(1)
open(sys.argv[2], "w").write("\n".join(blocks))
PY
  if ! swiftc -typecheck -swift-version 6 -I .build/debug/Modules "${c_modules[@]}" "$work/article.swift" >"$log" 2>&1 \
      || grep -q "warning:" "$log"; then
    cat "$log"
    echo "docs: the Swift code in $article does not type-check cleanly"
    exit 1
  fi
  checked=$((checked + 1))
done
echo "docs: the code of $checked article(s) type-checks"
