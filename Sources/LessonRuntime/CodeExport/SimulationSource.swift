import Dynamics
import LessonModel
import Expressions
import Foundation

/// The terminal-only part of a `code` file: the lesson's timed events as a script, the fingers that
/// tap, drag and flick, and `simulate()`, which steps the animator exactly as `SceneRunner.run` does
/// and hashes every item's centre, angle and velocity after every step (as `Trajectory.stateHash`).
enum SimulationSource {
  static func lines(type: String, lessonID: String, duration: Double, size: CGSize, views: [String],
                    script: [(time: Double, call: String)], fingers: EventSource) -> [String] {
    // Dragging fingers only where the lesson has them: events then hand back the drags they start.
    let usesDrags = fingers.usesDrag
    let result = usesDrags ? "[FingerDrag]" : "Void"
    var lines = ["#if !canImport(UIKit)", "extension \(type) {",
                 "  /// The lesson's run time (s).",
                 "  static let sceneDuration: TimeInterval = \(SwiftSource.number(duration))",
                 "  /// The lesson's stage (pt): the screen `dynamics-tutor sandbox` shows the controller on.",
                 "  static let sceneSize = \(SwiftSource.size(size))", "",
                 "  /// The lesson's timed events in order (s): in the app, a finger or a button does these.",
                 "  var timedEvents: [(time: TimeInterval, perform: () -> \(result))] {"]
    let calls = script.map { entry in
      usesDrags ? entry.call
        : entry.call.replacingOccurrences(of: "{ return [] }", with: "{}").replacingOccurrences(of: "; return [] }", with: " }")
    }
    lines += script.isEmpty ? ["    []"] : ["    ["] + zip(script, calls).map { "      (\(SwiftSource.number($0.time)), \($1))," } + ["    ]"]
    lines += ["  }"]
    lines += simulate(lessonID: lessonID, views: views, usesDrags: usesDrags)
    if usesDrags { lines += fingerDrag }
    if fingers.usesFinger { lines += fingerTap }
    if fingers.usesFlick { lines += fingerFlick }
    return lines + ["}", "#endif"]
  }

  private static func simulate(lessonID: String, views: [String], usesDrags: Bool) -> [String] {
    ["", "  /// Runs the scene for `duration` seconds as `dynamics-tutor run` does and returns the 64-bit",
     "  /// FNV-1a hash (16 hex digits) of every view's centre, angle and velocity after every step:",
     "  /// the number `dynamics-tutor run \(lessonID) --format hash` prints.",
     "  func simulate(for duration: TimeInterval = sceneDuration) -> String {",
     "    loadViewIfNeeded()",
     "    let views: [UIView] = \(SwiftSource.list(views))",
     "    let step = animator.timeStep, steps = Int((duration / step).rounded())",
     "    let events = timedEvents",
     usesDrags ? "    var next = 0, drags: [FingerDrag] = [], hash: UInt64 = 0xcbf2_9ce4_8422_2325"
       : "    var next = 0, hash: UInt64 = 0xcbf2_9ce4_8422_2325",
     "    func applyDueEvents(at time: TimeInterval) {",
     "      while next < events.count, events[next].time <= time + step * 1e-6 {",
     usesDrags ? "        drags += events[next].perform()" : "        events[next].perform()", "        next += 1", "      }", "    }",
     "    func sample() {",
     "      for view in views {",
     "        let angle = animator.accumulatedAngle(of: view) ?? view.transform.rotationAngle",
     "        let velocity = animator.velocity(of: view) ?? .zero",
     "        for value in [view.center.x, view.center.y, angle, velocity.x, velocity.y] {",
     "          let bits = Double(value).bitPattern",
     "          for byte in 0..<8 { hash = (hash ^ ((bits >> (8 * UInt64(byte))) & 0xff)) &* 0x0000_0100_0000_01b3 }",
     "        }", "      }", "    }",
     "    applyDueEvents(at: 0)", "    sample()",
     "    for index in 1...max(steps, 1) {",
     usesDrags ? "      for drag in drags { drag.update(at: Double(index - 1) * step) }" : nil,
     "      animator.step()", "      sample()", "      applyDueEvents(at: Double(index) * step)", "    }",
     "    let digits = String(hash, radix: 16)",
     "    return String(repeating: \"0\", count: 16 - digits.count) + digits", "  }"].compactMap { $0 }
  }

  private static let fingerTap = [
    "", "  /// A finger landing on the view at `point` (pt) and lifting at once, at `time` (s): the touches",
    "  /// go to the recognizers under it, as the screen would send them.",
    "  func fingerTap(at point: CGPoint, time: TimeInterval) {",
    "    _ = view.sendTouch(UITouchSample(.began, at: point, time: time))",
    "    _ = view.sendTouch(UITouchSample(.ended, at: point, time: time))",
    "  }",
  ]

  private static let fingerFlick = [
    "", "  /// A finger flicking from `point`: it slides at `velocity` (pt/s), one touch every sixtieth of a",
    "  /// second, for six moves, and lifts a sixtieth later, at `time` (s), still moving; the pan",
    "  /// recognizer under it reads that velocity.",
    "  func fingerFlick(on point: CGPoint, velocity: CGPoint, time: TimeInterval) {",
    "    for index in 0...7 {",
    "      let elapsed = Double(index) / 60",
    "      let location = CGPoint(x: Double(point.x) + Double(velocity.x) * elapsed, y: Double(point.y) + Double(velocity.y) * elapsed)",
    "      let phase: UITouchSample.Phase = index == 0 ? .began : (index == 7 ? .ended : .moved)",
    "      _ = view.sendTouch(UITouchSample(phase, at: location, time: time - Double(7) / 60 + elapsed))",
    "    }", "  }",
  ]

  private static let fingerDrag = [
    "", "  /// A finger dragging: it lands on `origin` at `start` (s), moves `by` points at an even speed over",
    "  /// `ramp` seconds, stays `hold` seconds and lifts; one touch before every step, sent to the",
    "  /// recognizers under it as the screen would.",
    "  final class FingerDrag {",
    "    unowned let view: UIView",
    "    let origin, by: CGPoint",
    "    let start, ramp, hold: Double",
    "    private var lifted = false", "",
    "    init(view: UIView, origin: CGPoint, start: Double, by: CGPoint, ramp: Double, hold: Double) {",
    "      (self.view, self.origin, self.start) = (view, origin, start)",
    "      (self.by, self.ramp, self.hold) = (by, ramp, hold)",
    "      _ = view.sendTouch(UITouchSample(.began, at: origin, time: start))", "    }", "",
    "    func update(at time: Double) {",
    "      guard !lifted else { return }",
    "      let elapsed = time - start",
    "      let fraction = ramp > 0 ? min(1, max(0, elapsed / ramp)) : 1",
    "      lifted = elapsed >= ramp + hold - 1e-9",
    "      let location = CGPoint(x: Double(origin.x) + Double(by.x) * fraction, y: Double(origin.y) + Double(by.y) * fraction)",
    "      _ = view.sendTouch(UITouchSample(lifted ? .ended : .moved, at: location, time: time))", "    }", "  }",
  ]
}
