import Foundation

#if !canImport(UIKit)

/// A long press, as UIKit's: a touch held for `minimumPressDuration` seconds within
/// `allowableMovement` points begins the gesture; moves then report `.changed`, lifting ends it. There
/// is no timer: the press is recognized at the first touch sample after the duration (a held touch
/// sends `.moved` samples in place).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the touch must be held, seconds. Default 0.5.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the touch may move before the press begins, points. Default 10.
  open var allowableMovement: CGFloat = 10
  private var start: UITouchSample?

  /// A long-press recognizer that calls `handler` as the press begins, changes and ends.
  public convenience init(handler: @escaping (UILongPressGestureRecognizer) -> Void) {
    self.init { recognizer in if let press = recognizer as? UILongPressGestureRecognizer { handler(press) } }
  }

  override func update(with touch: UITouchSample) {
    resetIfFinished()
    switch touch.phase {
    case .began: start = touch
    case .moved:
      guard let start else { return }
      if state == .possible {
        if distance(touch.location, start.location) > allowableMovement {
          state = .failed
        } else if touch.timestamp - start.timestamp >= minimumPressDuration {
          transition(to: .began)
        }
      } else if state == .began || state == .changed {
        transition(to: .changed)
      }
    case .ended, .cancelled:
      defer { start = nil }
      if state == .began || state == .changed { transition(to: touch.phase == .ended ? .ended : .cancelled) } else { state = .failed }
    }
  }
}

#endif
