import LessonModel
import Dynamics
import Foundation

/// A finger on the reference view, scripted by a lesson's `pan` event: it lands on a point at `start`,
/// slides sideways by `translation` points at an even speed over `ramp` seconds, stays there for `hold`
/// seconds and lifts. Its touches go through `UIView.sendTouch(_:)`, to the recognizers under it, as a
/// live finger's would. One touch before every step (the first at once, so that with no ramp the finger
/// is already across for the first step); the pan begins once the finger has moved 10 pt.
final class ScriptedDrag: SceneDriver {
  unowned let root: UIView
  let origin: CGPoint
  let start, translation, ramp, hold: Double
  private var lifted = false

  init(root: UIView, from origin: CGPoint, start: Double, translation: Double, ramp: Double, hold: Double) {
    (self.root, self.origin, self.start) = (root, origin, start)
    (self.translation, self.ramp, self.hold) = (translation, ramp, hold)
    _ = root.sendTouch(UITouchSample(.began, at: origin, time: start))
  }

  /// The finger's sideways movement `elapsed` seconds after it landed (pt).
  func translation(after elapsed: Double) -> Double {
    guard ramp > 0 else { return translation }
    return translation * min(1, max(0, elapsed / ramp))
  }

  func update(at time: Double) {
    guard !lifted else { return }
    let elapsed = time - start
    let location = CGPoint(x: Double(origin.x) + translation(after: elapsed), y: Double(origin.y))
    lifted = elapsed >= ramp + hold - 1e-9
    _ = root.sendTouch(UITouchSample(lifted ? .ended : .moved, at: location, time: time))
  }
}

/// A flick, scripted by a lesson's `fling` event: a finger lands on `point` and slides at `velocity`
/// (pt/s), one touch every sixtieth of a second, for six moves (0.1 s), and lifts one sixtieth later,
/// at `time`, still moving. The touches go through `UIView.sendTouch(_:)` at once; the pan
/// recognizer's velocity at the lift is the flick's. A flick slower than 100 pt/s has moved less than
/// the pan's 10 pt by its last move and never begins a pan.
enum ScriptedFlick {
  /// Moves before the finger lifts.
  static let moves = 6
  /// Touches per second.
  static let samplesPerSecond = 60.0

  /// Sends the flick's touches to `root`.
  static func perform(on root: UIView, at point: CGPoint, velocity: CGPoint, liftingAt time: Double) {
    for index in 0...(moves + 1) {
      let elapsed = Double(index) / samplesPerSecond
      let location = CGPoint(x: Double(point.x) + Double(velocity.x) * elapsed, y: Double(point.y) + Double(velocity.y) * elapsed)
      let phase: UITouchSample.Phase = index == 0 ? .began : (index == moves + 1 ? .ended : .moved)
      _ = root.sendTouch(UITouchSample(phase, at: location, time: time - Double(moves + 1) / samplesPerSecond + elapsed))
    }
  }
}

/// Something that changes the scene before every step (a gesture in progress).
protocol SceneDriver: AnyObject {
  /// Updates the scene for the step that starts at `time` (s).
  func update(at time: Double)
}
