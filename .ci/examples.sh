#!/usr/bin/env bash
# The articles' code as examples. Builds the Examples package (which depends on this
# repository by path) and runs each of its executables; each draws its final scene and exits non-zero
# when a fact it checks does not hold.
# Usage: bash .ci/examples.sh
set -euo pipefail
cd "$(dirname "$0")/../Examples"

echo "examples: building"
if ! swift build -q 2>&1 | tail -30; then
  echo "examples: the Examples package does not build"
  exit 1
fi

bin=$(swift build --show-bin-path)
examples=$(sed -n 's/^  "\([a-z0-9-]*\)",$/\1/p' Package.swift)
[ -n "$examples" ] || { echo "examples: no examples listed in Examples/Package.swift"; exit 1; }
failed=()
for name in $examples; do
  echo "examples: running $name"
  "$bin/$name" </dev/null || failed+=("$name")
done
if ((${#failed[@]})); then
  echo "examples: failed: ${failed[*]}"
  exit 1
fi
echo "examples: $(wc -w <<<"$examples") examples built, ran and checked their facts"
