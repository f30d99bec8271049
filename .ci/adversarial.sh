#!/usr/bin/env bash
# The engine's adversarial suite (Tests/DynamicsTests/Adversarial): every test in a process of its own
# with a timeout, so that a hang or a trap fails its case and the others still run.
#   bash .ci/adversarial.sh            build the tests (debug) if needed, run every case
#   bash .ci/adversarial.sh PATTERN    only the cases whose id contains PATTERN
# Cases listed in .ci/adversarial-known-failures.txt must still fail (a case that passes there is an
# error: take it off the list); every other case must pass.
set -uo pipefail
cd "$(dirname "$0")/.."
timeout_seconds=${ADVERSARIAL_TIMEOUT:-180}
swift build --build-tests >/dev/null || { echo "adversarial: build failed"; exit 1; }
bin="$(swift build --show-bin-path)/DynamicsTutorPackageTests.xctest"
known=.ci/adversarial-known-failures.txt
suites='^DynamicsTests\.(EscapeTests|HeadOnTests|SpinningEscapeTests|JointTests|HostileInputTests|HostileSurfaceTests|LimitTests)/'
mapfile -t cases < <("$bin" --testing-library swift-testing --list-tests 2>/dev/null | grep -E "$suites" | grep -F -- "${1:-}")
((${#cases[@]})) || { echo "adversarial: no cases found"; exit 1; }
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
status=0
start=$SECONDS
for id in "${cases[@]}"; do
  pattern=$(printf '%s' "$id" | sed 's/[][().*+?^$|{}\\]/\\&/g')
  log="$logs/$(printf '%s' "$id" | tr -c 'A-Za-z0-9' _).log"
  began=$SECONDS
  DYNAMICS_ADVERSARIAL=1 timeout -k 5 "$timeout_seconds" "$bin" --testing-library swift-testing \
    --filter "$pattern" >"$log" 2>&1 </dev/null
  code=$?
  took=$((SECONDS - began))
  case $code in
    0) outcome=pass ;;
    124|137) outcome="timeout after ${timeout_seconds} s" ;;
    1) outcome=fail ;;
    *) outcome="crash (exit $code)" ;;
  esac
  expected_failure=false
  grep -qxF -- "$id" <(sed 's/ *#.*//' "$known") && expected_failure=true
  if [ "$outcome" = pass ] && $expected_failure; then
    echo "UNEXPECTED PASS  $id (${took} s): take it off $known"
    status=1
  elif [ "$outcome" = pass ]; then
    echo "pass             $id (${took} s)"
  elif $expected_failure; then
    echo "known failure    $id (${took} s): $outcome"
  else
    echo "FAIL             $id (${took} s): $outcome"
    grep -E "✘|recorded an issue|Fatal error|error:" "$log" | head -8 | cut -c1-400
    status=1
  fi
done
echo "adversarial: ${#cases[@]} cases in $((SECONDS - start)) s"
exit $status
