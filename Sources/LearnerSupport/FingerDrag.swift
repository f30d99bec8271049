import Dynamics

/// A finger that landed on a point and slides by `(dx, dy)` at an even speed over `seconds`, then
/// lifts: one touch before every step, through `UIView.sendTouch(_:)`, so the recognizers and controls
/// under it see it as they would a person's finger.
final class FingerDrag {
  private unowned let window: UIView
  private let origin: CGPoint
  private let start, dx, dy, seconds: Double
  /// Whether the finger has lifted.
  private(set) var lifted = false

  /// Lands the finger on `origin` (window coordinates) at `start` (s).
  init(window: UIView, from origin: CGPoint, start: Double, dx: Double, dy: Double, seconds: Double) {
    (self.window, self.origin, self.start) = (window, origin, start)
    (self.dx, self.dy, self.seconds) = (dx, dy, max(0, seconds))
    window.sendTouch(UITouchSample(.began, at: origin, time: start))
  }

  /// Moves the finger to where it is at `time` (s), the start of the next step, lifting it there once
  /// the movement is done.
  func update(at time: Double) {
    guard !lifted else { return }
    let elapsed = time - start
    let fraction = seconds > 0 ? min(1, max(0, elapsed / seconds)) : 1
    let location = CGPoint(x: Double(origin.x) + dx * fraction, y: Double(origin.y) + dy * fraction)
    lifted = elapsed >= seconds - 1e-9
    window.sendTouch(UITouchSample(lifted ? .ended : .moved, at: location, time: time))
  }
}
