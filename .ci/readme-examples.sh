#!/usr/bin/env bash
# Compiles the library examples of the README and docs/engine.md exactly as printed: every ```swift
# block that imports Dynamics becomes the main.swift of a throwaway package that depends on this one,
# and must build and run. (The package is made in a temporary folder; nothing is written into the
# repository.)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$repo" "$work" README.md docs/engine.md <<'PY'
import re, sys, pathlib
repo, work, pages = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3:]
blocks = []
for page in pages:
    found = [b for b in re.findall(r"```swift\n(.*?)```", (repo / page).read_text(), re.S) if "import Dynamics" in b]
    if not found:
        sys.exit(f"readme-examples: no ```swift block of {page} imports Dynamics")
    blocks += found
for index, block in enumerate(blocks):
    target = work / "Sources" / f"example{index}"
    target.mkdir(parents=True)
    (target / "main.swift").write_text(block)
identity = repo.resolve().name.lower()  # a path dependency is named after its folder
targets = ",\n    ".join(
    f'.executableTarget(name: "example{i}", dependencies: [.product(name: "Dynamics", package: "{identity}")])'
    for i in range(len(blocks)))
(work / "Package.swift").write_text(f"""// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "ReadmeExamples", platforms: [.macOS(.v15)],
  dependencies: [.package(path: "{repo.resolve()}")],
  targets: [
    {targets}
  ])
""")
print(len(blocks))
PY
count=$(find "$work/Sources" -name main.swift | wc -l)
# Only the Dynamics product is built: the package's other targets need nothing of this check.
swift build --package-path "$work" -q 2>&1 | tail -20
for i in $(seq 0 $((count - 1))); do
  out=$("$work/.build/debug/example$i")
  echo "readme-examples: example $i ran: ${out:0:100}"
done
echo "readme-examples: $count example(s) compiled and ran as printed"
