#!/usr/bin/env bash
# Builds the harnesses once (release, libFuzzer + AddressSanitizer) and runs one or all of them.
#
#   Fuzz/run.sh <lesson|expression|repl|scene|all> <seconds> [libFuzzer options…]
#   Fuzz/run.sh build                       # only build
#   Fuzz/run.sh repro <harness> <file>      # run one input (a crash artifact) and show what happens
#
# Environment: FUZZ_ASAN=0 builds without AddressSanitizer (about twice as fast; Swift code is memory-safe
# but the harnesses then do not check the few unsafe pointer uses); FUZZ_JOBS=<n> runs n processes.
# Each run reads the seeds in Fuzz/Corpus/<harness>/ (never written to), keeps what it finds in
# Fuzz/work/corpus/<harness>/, writes crashes to Fuzz/artifacts/ and its log to Fuzz/work/<harness>.log,
# and ends with one line: `fuzz <harness>: <executions> executions in <s> s, <n> crashes`.
# Exit status: 0 when no harness crashed, 1 when one did, 2 on usage or build errors.
set -euo pipefail
cd "$(dirname "$0")"
harnesses=(lesson expression repl scene)

usage() { sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
[ $# -ge 1 ] || usage

sanitizers=(--sanitize=fuzzer)
scratch=.build
if [ "${FUZZ_ASAN:-1}" = 0 ]; then scratch=.build-noasan; else sanitizers+=(--sanitize=address); fi
bin=$scratch/release
build() {
  # SwiftPM's --sanitize=fuzzer links libFuzzer but does not instrument the code for coverage; the
  # coverage flags are passed to every module (the harnesses and the package's Dynamics, Lessons, Tutor…).
  mkdir -p work
  echo "fuzz: building (swift build -c release ${sanitizers[*]}; log Fuzz/work/build.log)"
  if ! swift build -c release --scratch-path "$scratch" "${sanitizers[@]}" \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp >work/build.log 2>&1; then
    grep -E "error|warning: " work/build.log | grep -v "__asan_extra_spill_area" | head -20
    echo "fuzz: the build failed"
    exit 2
  fi
}

# Per harness: the longest input libFuzzer makes, and the dictionary.
max_len() {
  case $1 in lesson) echo 65536 ;; expression) echo 512 ;; repl) echo 4096 ;; scene) echo 256 ;; esac
}
options() {
  local h=$1
  printf '%s\n' "-max_len=$(max_len "$h")" -timeout=20 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 \
    "-artifact_prefix=artifacts/$h-"
  [ -f "Dictionaries/$h.dict" ] && echo "-dict=Dictionaries/$h.dict"
  return 0
}

# Crash reports: the Swift runtime's own backtracer fights AddressSanitizer's; libFuzzer prints the stack.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}

run_one() {
  local h=$1 seconds=$2
  shift 2
  mkdir -p "work/corpus/$h" artifacts
  local log="work/$h.log" jobs=()
  [ -n "${FUZZ_JOBS:-}" ] && jobs=("-fork=$FUZZ_JOBS" -ignore_crashes=1)
  local start=$SECONDS status=0
  # shellcheck disable=SC2046
  "$bin/fuzz-$h" $(options "$h") "-max_total_time=$seconds" "${jobs[@]}" "$@" \
    "work/corpus/$h" "Corpus/$h" >"$log" 2>&1 || status=$?
  local executions crashes slow
  executions=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | awk '{s += $2} END {print s + 0}')
  # A slow unit (over 10 s in this instrumented build) is kept and reported, not counted as a crash:
  # how slow depends on the machine's load. A hang past -timeout is a crash (a timeout- artifact).
  crashes=$(grep 'Test unit written to' "$log" | grep -vc 'slow-unit-' || true)
  slow=$(grep 'Test unit written to' "$log" | grep -c 'slow-unit-' || true)
  echo "fuzz $h: $executions executions in $((SECONDS - start)) s, $crashes crashes (exit $status; log Fuzz/$log)"
  [ "$slow" -ne 0 ] && echo "fuzz $h: $slow slow input(s) kept in Fuzz/artifacts/$h-slow-unit-* (not a failure)"
  if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
    grep -E 'fuzz finding:|Swift runtime failure|ERROR: (libFuzzer|AddressSanitizer)|SUMMARY|Test unit written' "$log" | head -8
    return 1
  fi
}

case $1 in
  build) build ;;
  repro)
    [ $# -eq 3 ] || usage
    build
    SWIFT_BACKTRACE=enable=yes "$bin/fuzz-$2" -detect_leaks=0 "$3"
    ;;
  all | lesson | expression | repl | scene)
    [ $# -ge 2 ] || usage
    which=$1 seconds=$2
    shift 2
    build
    [ "$which" = all ] && selected=("${harnesses[@]}") || selected=("$which")
    failed=0
    for h in "${selected[@]}"; do run_one "$h" "$seconds" "$@" || failed=1; done
    exit $failed
    ;;
  *) usage ;;
esac
