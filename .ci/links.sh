#!/usr/bin/env bash
# Checks the relative links of the README and of every page under docs/: each must name a file or folder
# that exists, and a link with a #fragment must name a heading of its Markdown page (GitHub's anchors).
# Links to web addresses are not followed.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - README.md $(find docs -name '*.md' | sort) <<'PY'
import re, sys, pathlib

def anchors(page):
    text = re.sub(r"^```.*?^```", "", page.read_text(), flags=re.S | re.M)
    found = set()
    for heading in re.findall(r"^#{1,6}\s+(.*?)\s*#*$", text, re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.lower().replace("`", "")).replace(" ", "-")
        found.add(slug)
    return found

bad, count = [], 0
for name in sys.argv[1:]:
    page = pathlib.Path(name)
    text = re.sub(r"^```.*?^```", lambda m: "\n" * m.group(0).count("\n"), page.read_text(), flags=re.S | re.M)
    for number, line in enumerate(text.splitlines(), 1):
        line = re.sub(r"`[^`]*`", "", line)  # code spans hold no links
        for target in re.findall(r"\]\(([^)\s]+)\)", line):
            if re.match(r"[a-z]+:", target):
                continue
            count += 1
            path, _, fragment = target.partition("#")
            resolved = (page.parent / path).resolve() if path else page.resolve()
            if not resolved.exists():
                bad.append(f"{name}:{number}: {target}: no such file")
            elif fragment and resolved.suffix == ".md" and fragment not in anchors(resolved):
                bad.append(f"{name}:{number}: {target}: no heading #{fragment} in {path or name}")
for line in bad:
    print("links: " + line)
if bad:
    sys.exit(f"links: {len(bad)} broken link(s)")
print(f"links: {count} relative links in {len(sys.argv) - 1} pages, all resolve")
PY
