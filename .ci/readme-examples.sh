#!/usr/bin/env bash
# Compiles the README's library examples exactly as printed: every ```swift block that imports
# Dynamics becomes the main.swift of a throwaway package that depends on this one, and must build and
# run. (The package is made in a temporary folder; nothing is written into the repository.)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$repo/README.md" "$work" <<'PY'
import re, sys, pathlib
readme, work = sys.argv[1], pathlib.Path(sys.argv[2])
blocks = [b for b in re.findall(r"```swift\n(.*?)```", open(readme).read(), re.S) if "import Dynamics" in b]
if not blocks:
    sys.exit("readme-examples: no ```swift block imports Dynamics")
for index, block in enumerate(blocks):
    target = work / "Sources" / f"example{index}"
    target.mkdir(parents=True)
    (target / "main.swift").write_text(block)
identity = pathlib.Path(readme).resolve().parent.name.lower()  # a path dependency is named after its folder
targets = ",\n    ".join(
    f'.executableTarget(name: "example{i}", dependencies: [.product(name: "Dynamics", package: "{identity}")])'
    for i in range(len(blocks)))
(work / "Package.swift").write_text(f"""// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "ReadmeExamples", platforms: [.macOS(.v15)],
  dependencies: [.package(path: "{pathlib.Path(readme).resolve().parent}")],
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
