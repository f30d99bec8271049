import Foundation

/// The terminal-only part of a `code` file: the lesson's timed events as a script, the scripted pans,
/// and `simulate()`, which steps the animator exactly as `SceneRunner.run` does and hashes every
/// item's centre, angle and velocity after every step (as `Trajectory.stateHash`).
enum SceneCodeRunner {
  static func lines(type: String, lessonID: String, duration: Double, views: [String],
                    script: [(time: Double, call: String)], pans: [EventSource.Method], usesFinger: Bool) -> [String] {
    // Scripted pans only where the lesson has them: events then hand back the pans they start.
    let usesPans = !pans.isEmpty
    let result = usesPans ? "[ScriptedPan]" : "Void"
    var lines = ["#if !canImport(UIKit)", "extension \(type) {",
                 "  /// The lesson's run time (s).",
                 "  static let sceneDuration: TimeInterval = \(SceneSource.number(duration))", "",
                 "  /// The lesson's timed events in order (s): in the app, a finger or a button does these.",
                 "  var timedEvents: [(time: TimeInterval, perform: () -> \(result))] {"]
    let calls = script.map { usesPans ? $0.call : $0.call.replacingOccurrences(of: "; return [] }", with: " }") }
    lines += script.isEmpty ? ["    []"] : ["    ["] + zip(script, calls).map { "      (\(SceneSource.number($0.time)), \($1))," } + ["    ]"]
    lines += ["  }"]
    for pan in pans {
      lines += ["", "  /// \(pan.summary)", "  func \(pan.name)() -> [ScriptedPan] {"] + SceneCode.indent(pan.body, by: 4) + ["  }"]
    }
    lines += simulate(lessonID: lessonID, views: views, usesPans: usesPans) + (usesPans ? scriptedPan : [])
      + (usesFinger ? fingerTap : []) + ["}", "#endif"]
    return lines
  }

  private static func simulate(lessonID: String, views: [String], usesPans: Bool) -> [String] {
    ["", "  /// Runs the scene for `duration` seconds as `dynamics-tutor run` does and returns the 64-bit",
     "  /// FNV-1a hash (16 hex digits) of every view's centre, angle and velocity after every step:",
     "  /// the number `dynamics-tutor run \(lessonID) --format hash` prints.",
     "  func simulate(for duration: TimeInterval = sceneDuration) -> String {",
     "    loadViewIfNeeded()",
     "    let views: [UIView] = \(SceneSource.list(views))",
     "    let step = animator.timeStep, steps = Int((duration / step).rounded())",
     "    let events = timedEvents",
     usesPans ? "    var next = 0, pans: [ScriptedPan] = [], hash: UInt64 = 0xcbf2_9ce4_8422_2325"
       : "    var next = 0, hash: UInt64 = 0xcbf2_9ce4_8422_2325",
     "    func applyDueEvents(at time: TimeInterval) {",
     "      while next < events.count, events[next].time <= time + step * 1e-6 {",
     usesPans ? "        pans += events[next].perform()" : "        events[next].perform()", "        next += 1", "      }", "    }",
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
     usesPans ? "      for pan in pans { pan.update(at: Double(index - 1) * step) }" : nil,
     "      animator.step()", "      sample()", "      applyDueEvents(at: Double(index) * step)", "    }",
     "    let digits = String(hash, radix: 16)",
     "    return String(repeating: \"0\", count: 16 - digits.count) + digits", "  }"].compactMap { $0 }
  }

  private static let fingerTap = [
    "", "  /// A finger landing on the view at `point` (pt) and lifting at once, at `time` (s): the touches",
    "  /// go to the view's recognizers, as the screen would send them.",
    "  func fingerTap(at point: CGPoint, time: TimeInterval) {",
    "    for recognizer in view.gestureRecognizers ?? [] {",
    "      recognizer.handle(UITouchSample(.began, at: point, time: time))",
    "      recognizer.handle(UITouchSample(.ended, at: point, time: time))",
    "    }", "  }",
  ]

  private static let scriptedPan = [
    "", "  /// A finger dragging an item sideways, as the pan handler of the cradle article does: a continuous",
    "  /// push whose direction is the translation over `divisor`, removed when the finger lifts. The",
    "  /// translation grows linearly over `ramp` seconds, then holds for `hold` seconds.",
    "  final class ScriptedPan {",
    "    let push: UIPushBehavior",
    "    unowned let animator: UIDynamicAnimator",
    "    let start, translation, ramp, hold, divisor: Double",
    "    private var ended = false", "",
    "    init(item: UIView, animator: UIDynamicAnimator, start: Double, translation: Double,",
    "         ramp: Double, hold: Double, divisor: Double) {",
    "      push = UIPushBehavior(items: [item], mode: .continuous)",
    "      self.animator = animator",
    "      (self.start, self.translation, self.ramp) = (start, translation, ramp)",
    "      (self.hold, self.divisor) = (hold, divisor)",
    "      animator.addBehavior(push)", "    }", "",
    "    func update(at time: Double) {",
    "      guard !ended, divisor > 0 else { return }",
    "      let elapsed = time - start",
    "      if elapsed >= ramp + hold - 1e-9 {",
    "        animator.removeBehavior(push)", "        ended = true", "        return", "      }",
    "      let moved = ramp > 0 ? translation * min(1, max(0, elapsed / ramp)) : translation",
    "      push.pushDirection = CGVector(dx: moved / divisor, dy: 0)", "    }", "  }",
  ]
}
