import LessonModel
import Dynamics
import Foundation

/// A finger on the reference view, scripted by a lesson's `pan` or `drag` event: it lands on a point at
/// `start`, moves by `by` points at an even speed over `ramp` seconds, stays there for `hold` seconds and
/// lifts. Its touches go through `UIView.sendTouch(_:)`, to the recognizers under it, as a live finger's
/// would. One touch before every step (the first at once, so that with no ramp the finger is already
/// across for the first step); the pan begins once the finger has moved 10 pt.
final class ScriptedDrag: SceneDriver {
  unowned let root: UIView
  let origin: CGPoint
  let start, ramp, hold: Double
  /// How far the finger moves in all (pt).
  let by: CGPoint
  private var lifted = false

  init(root: UIView, from origin: CGPoint, start: Double, by: CGPoint, ramp: Double, hold: Double) {
    (self.root, self.origin, self.start) = (root, origin, start)
    (self.by, self.ramp, self.hold) = (by, ramp, hold)
    _ = root.sendTouch(UITouchSample(.began, at: origin, time: start))
  }

  /// The fraction of its movement the finger has made `elapsed` seconds after it landed.
  func progress(after elapsed: Double) -> Double {
    guard ramp > 0 else { return 1 }
    return min(1, max(0, elapsed / ramp))
  }

  func update(at time: Double) {
    guard !lifted else { return }
    let elapsed = time - start
    let fraction = progress(after: elapsed)
    let location = CGPoint(x: Double(origin.x) + Double(by.x) * fraction, y: Double(origin.y) + Double(by.y) * fraction)
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
