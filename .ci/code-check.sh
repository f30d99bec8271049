#!/usr/bin/env bash
# Every lesson's `dynamics-tutor code` file compiles against the Dynamics
# library as printed, and its simulate() gives the hash `dynamics-tutor run <lesson> --format hash`
# prints: the same calls in the same order, the same trajectories bit for bit.
# Usage: bash .ci/code-check.sh path/to/dynamics-tutor
# CODE_CHECK_WORK=dir keeps the check's package there between runs (a faster rebuild while iterating).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
tutor=$(realpath "$1")
work=${CODE_CHECK_WORK:-$(mktemp -d)}
[ -n "${CODE_CHECK_WORK:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/CodeCheck"

# A package of its own, depending on this one by path (its identity is the folder's name).
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "CodeCheck",
  dependencies: [.package(path: "$repo")],
  targets: [.executableTarget(name: "CodeCheck", dependencies: [.product(name: "Dynamics", package: "$(basename "$repo")")])]
)
SWIFT

# Each case: a lesson id and the --set options, if any. Variants get their own class name.
cases=()
for file in lessons/*.toml; do
  grep -q '^engine = "\(dynamics\|animation\|motion\)"' "$file" && cases+=("$(basename "$file" .toml)")
done
cases+=("falling-buttons --set gravity.magnitude=4" "tap-to-push --set tap.x=60" "newtons-cradle --set pull.count=2"
        "spring-fields-pip --set fling.vx=900 --set fling.vy=1400" "bounce-present --set spring.dampingRatio=0.3" "parallax-motion --set tilt.script=corners"
        "newtons-cradle --set scene.width=414 --set scene.height=896 --set pull.count=3"
        "field-gallery --set field.kind=noise" "field-gallery --set field.kind=linearGravity" "field-gallery --set field.kind=drag")

main="$work/Sources/CodeCheck/main.swift"
echo "import Dynamics" > "$main"
expected="$work/expected.txt"
: > "$expected"
index=0
for entry in "${cases[@]}"; do
  read -r id sets <<<"$entry"
  read -ra set_args <<<"${sets:-}"
  type=$("$tutor" code "$id" "${set_args[@]}" | sed -n 's/^final class \([A-Za-z0-9]*\)ViewController: UIViewController {$/\1/p')
  renamed="${type}${index}ViewController"
  "$tutor" code "$id" "${set_args[@]}" | sed "s/\b${type}ViewController\b/${renamed}/g" > "$work/Sources/CodeCheck/${renamed}.swift"
  echo "print(\"$entry\", ${renamed}().simulate())" >> "$main"
  echo "$entry $("$tutor" run "$id" "${set_args[@]}" --format hash)" >> "$expected"
  index=$((index + 1))
done

# falling-buttons as the app it is: the button reads Start, a press makes the items fall and the title
# Stop, the next press sends them home under the snaps and the title back to Start.
"$tutor" code falling-buttons | sed "s/\bFallingButtonsViewController\b/FallingButtonsAppViewController/g" \
  > "$work/Sources/CodeCheck/FallingButtonsAppViewController.swift"
cat >> "$main" <<'SWIFT'
do {
  let app = FallingButtonsAppViewController()
  app.loadViewIfNeeded()
  let start = app.fallingButton.center.y
  var titles = [app.startButton.title(for: .normal) ?? "?"]
  app.startButton.sendActions(for: .touchUpInside)
  titles.append(app.startButton.title(for: .normal) ?? "?")
  for _ in 0..<30 { app.animator.step() }
  let fallen = app.fallingButton.center.y - start
  app.startButton.sendActions(for: .touchUpInside)
  titles.append(app.startButton.title(for: .normal) ?? "?")
  for _ in 0..<300 { app.animator.step() }
  let away = abs(app.fallingButton.center.y - start)
  print("app falling-buttons", titles.joined(separator: " "), fallen > 100 ? "falls" : "stays (\(fallen) pt)",
        away < 2 ? "returns" : "stays away (\(away) pt)")
}
SWIFT
echo "app falling-buttons Start Stop Start falls returns" >> "$expected"

# messages-bounce's flow-layout version as the app it is: a scroll of 50 pt with the finger at the top
# leaves bubble 9 lagging behind, and its spring brings it back to its place.
"$tutor" code messages-bounce | sed "s/\bMessagesBounceViewController\b/MessagesBounceAppViewController/g" \
  > "$work/Sources/CodeCheck/MessagesBounceAppViewController.swift"
sed -i "s/\bSpringyFlowLayout\b/SpringyFlowAppLayout/g; s/\bMessagesBounceListViewController\b/MessagesBounceListAppViewController/g" \
  "$work/Sources/CodeCheck/MessagesBounceAppViewController.swift"
cat >> "$main" <<'SWIFT'
do {
  let app = MessagesBounceListAppViewController()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
  window.rootViewController = app
  let animator = app.layout.animator, bubble9 = IndexPath(item: 9, section: 0)
  let place = animator.layoutAttributesForCell(at: bubble9)?.center.y ?? .nan
  app.collectionView.contentOffset = CGPoint(x: 0, y: 50)
  let lag = (animator.layoutAttributesForCell(at: bubble9)?.center.y ?? .nan) - place
  animator.advance(by: 3)
  let away = abs((animator.layoutAttributesForCell(at: bubble9)?.center.y ?? .nan) - place)
  print("app messages-bounce", lag > 30 ? "lags" : "follows (\(lag) pt)", away < 1 ? "settles" : "stays away (\(away) pt)")
}
SWIFT
echo "app messages-bounce lags settles" >> "$expected"

# What Xcode compiles of each file uses UIKit's API: target and action, not the terminal's closures.
python3 scripts/check-uikit-code.py "$work"/Sources/CodeCheck/*ViewController.swift \
  || { echo "code-check: a generated file uses API UIKit does not have"; exit 1; }
echo "code-check: what Xcode compiles of the ${#cases[@]} files uses target and action, every #selector an @objc method"

echo "code-check: building ${#cases[@]} generated files against Dynamics"
(cd "$work" && swift build -q 2>&1 | tail -20) || { echo "code-check: the generated files do not compile"; exit 1; }
actual="$work/actual.txt"
(cd "$work" && .build/debug/CodeCheck) > "$actual"
if ! diff -u "$expected" "$actual"; then
  echo "code-check: a generated file's trajectories differ from run's (hashes above: - run, + code)"
  exit 1
fi
echo "code-check: ${#cases[@]} files compile and match run's trajectories bit for bit"
