import Foundation

#if !canImport(UIKit)

/// A tap, as UIKit's: a touch that ends within `allowableMovement` points of where it began and
/// within `maximumDuration` seconds. Recognized (`.ended`) when the finger lifts.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How far the touch may move and still be a tap, points. Default 10.
  open var allowableMovement: CGFloat = 10
  /// How long the touch may last and still be a tap, seconds. Default 0.5.
  open var maximumDuration: TimeInterval = 0.5
  /// Taps needed; only 1 is recognized here. Default 1.
  open var numberOfTapsRequired = 1
  private var start: UITouchSample?

  /// A tap recognizer that calls `handler` when a tap is recognized.
  public convenience init(handler: @escaping (UITapGestureRecognizer) -> Void) {
    self.init { recognizer in if let tap = recognizer as? UITapGestureRecognizer { handler(tap) } }
  }

  override func update(with touch: UITouchSample) {
    resetIfFinished()
    switch touch.phase {
    case .began: start = touch
    case .moved:
      if let start, distance(touch.location, start.location) > allowableMovement {
        state = .failed
      }
    case .ended:
      defer { start = nil }
      guard state != .failed, let start, touch.timestamp - start.timestamp <= maximumDuration,
            distance(touch.location, start.location) <= allowableMovement else {
        state = .failed
        return
      }
      transition(to: .recognized)
    case .cancelled:
      start = nil
      state = .failed
    }
  }
}

#endif
