#!/usr/bin/env bash
# CI's short fuzzing run: every harness of Fuzz/ for FUZZ_SECONDS (default 30) seconds from the seed
# corpus, with a fixed libFuzzer seed. A crash fails the run (the input is in Fuzz/artifacts/; see
# RELIABILITY.md for how to reproduce it). Skipped, with a message, when the toolchain has no libFuzzer.
set -euo pipefail
cd "$(dirname "$0")/.."
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
if [ -z "$(find "$toolchain/lib" -name 'libclang_rt.fuzzer-*.a' 2>/dev/null | head -1)" ]; then
  echo "fuzz-short: skipped: the Swift toolchain at $toolchain has no libFuzzer runtime (libclang_rt.fuzzer)"
  exit 0
fi
start=$SECONDS
Fuzz/run.sh all "${FUZZ_SECONDS:-30}" -seed=1
echo "fuzz-short: done in $((SECONDS - start)) s"
