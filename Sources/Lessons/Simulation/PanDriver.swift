import Dynamics
import Foundation

/// A pan gesture on one item, as seed 004 handles it: when the pan begins a continuous push is made for
/// the item; on every update its direction becomes (translation / divisor, 0); when the pan ends the push
/// is removed. The translation grows linearly from 0 over `ramp` seconds, then holds for `hold` seconds.
final class PanDriver: SceneDriver {
  let push: UIPushBehavior
  unowned let animator: UIDynamicAnimator
  let start, translation, ramp, hold, divisor: Double
  private var ended = false

  init(item: UIView, animator: UIDynamicAnimator, start: Double, translation: Double, ramp: Double, hold: Double,
       divisor: Double) {
    push = UIPushBehavior(items: [item], mode: .continuous)
    self.animator = animator
    self.start = start
    self.translation = translation
    self.ramp = ramp
    self.hold = hold
    self.divisor = divisor
    animator.addBehavior(push)
  }

  /// The finger's translation `elapsed` seconds after the pan began (pt).
  func translation(after elapsed: Double) -> Double {
    guard ramp > 0 else { return translation }
    return translation * min(1, max(0, elapsed / ramp))
  }

  func update(at time: Double) {
    guard !ended, divisor > 0 else { return }
    let elapsed = time - start
    if elapsed >= ramp + hold - 1e-9 {
      animator.removeBehavior(push)
      ended = true
      return
    }
    push.pushDirection = CGVector(dx: translation(after: elapsed) / divisor, dy: 0)
  }
}

/// Something that changes the scene before every step (a gesture in progress).
protocol SceneDriver: AnyObject {
  /// Updates the scene for the step that starts at `time` (s).
  func update(at time: Double)
}
