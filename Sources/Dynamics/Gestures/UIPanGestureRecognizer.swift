import Foundation

#if !canImport(UIKit)

/// A pan (a drag), as UIKit's: begins once the touch has moved `minimumMovement` points, reports every
/// move as `.changed` and ends when the finger lifts. `translation(in:)` is the movement since it began
/// (less what `setTranslation` reset), `velocity(in:)` the latest speed in points per second.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How far the touch moves before the pan begins, points. Default 10 (UIKit's hysteresis).
  open var minimumMovement: CGFloat = 10
  /// The most fingers the pan follows. Stored: there is one finger here. Default `Int.max`, as UIKit's.
  open var maximumNumberOfTouches = Int.max
  /// The fewest fingers the pan needs. Stored: there is one finger here. Default 1.
  open var minimumNumberOfTouches = 1
  private var origin: CGPoint = .zero
  private var previous: UITouchSample?
  private var latestVelocity: CGPoint = .zero

  /// A pan recognizer that calls `handler` as the pan begins, changes and ends.
  public convenience init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
    self.init { recognizer in if let pan = recognizer as? UIPanGestureRecognizer { handler(pan) } }
  }

  /// The movement since the pan began (or since the last `setTranslation`), points.
  open func translation(in view: UIView?) -> CGPoint {
    CGPoint(x: lastLocation.x - origin.x, y: lastLocation.y - origin.y)
  }

  /// Makes the current translation `translation`, in points (UIKit code resets it to `.zero` after using it).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    origin = CGPoint(x: lastLocation.x - translation.x, y: lastLocation.y - translation.y)
  }

  /// The touch's latest velocity, points per second (zero before it has moved).
  open func velocity(in view: UIView?) -> CGPoint { latestVelocity }

  /// A finger that lifts where it last moved, soon after, keeps the velocity it had: a lift carries no
  /// movement of its own (UIKit's velocity comes from the recent moves; a mouse or a terminal reports the
  /// release at the last reported point). Lifting after resting longer than this (s) is a stop.
  static let liftWindow: TimeInterval = 0.1

  static func isStillLift(_ touch: UITouchSample, after previous: UITouchSample) -> Bool {
    touch.phase == .ended && touch.location == previous.location && touch.timestamp - previous.timestamp <= liftWindow
  }

  override func update(with touch: UITouchSample) {
    resetIfFinished()
    if let previous, touch.timestamp > previous.timestamp, touch.phase != .began,
       !Self.isStillLift(touch, after: previous) {
      let dt = touch.timestamp - previous.timestamp
      latestVelocity = CGPoint(x: (touch.location.x - previous.location.x) / dt,
                               y: (touch.location.y - previous.location.y) / dt)
    }
    defer { previous = touch.phase == .ended || touch.phase == .cancelled ? nil : touch }
    switch touch.phase {
    case .began:
      origin = touch.location
      latestVelocity = .zero
    case .moved:
      if state == .possible {
        guard distance(touch.location, origin) >= minimumMovement else { return }
        transition(to: .began)
      } else if state == .began || state == .changed {
        transition(to: .changed)
      }
    case .ended:
      if state == .began || state == .changed { transition(to: .ended) } else { state = .failed }
    case .cancelled:
      if state == .began || state == .changed { transition(to: .cancelled) } else { state = .failed }
    }
  }
}

#endif
