import Foundation

#if !canImport(UIKit)

extension UIView {
  /// Hands a sample of the tracked touch to `target`'s `touches…(_:with:)` as the `UITouch` that follows
  /// it, unless a recognizer took the touch: once one of `recognizers` that cancels touches in its view
  /// has recognized its gesture, the view hears `touchesCancelled` and nothing more of that touch.
  func deliverToResponder(_ sample: UITouchSample, target: UIView, recognizers: [UIGestureRecognizer]) {
    if sample.phase == .began {
      let touch = UITouch()
      touch.view = target
      touch.rootView = self
      touch.previousRootLocation = sample.location
      trackedTouch = touch
    }
    guard let touch = trackedTouch, touch.phase != .cancelled else { return }
    touch.previousRootLocation = sample.phase == .began ? sample.location : touch.rootLocation
    touch.rootLocation = sample.location
    touch.timestamp = sample.timestamp
    let taken = recognizers.contains { $0.cancelsTouchesInView && [.began, .changed, .ended].contains($0.state) }
    let sampled: UITouch.Phase = switch sample.phase {
    case .began: .began
    case .moved: .moved
    case .ended: .ended
    case .cancelled: .cancelled
    }
    let phase: UITouch.Phase = taken ? .cancelled : sampled
    // A recognizer that takes the touch as it begins leaves the view nothing to cancel.
    if taken && sample.phase == .began {
      touch.phase = .cancelled
      return
    }
    touch.phase = phase
    let touches: Set<UITouch> = [touch]
    let event = UIEvent(touches: touches, timestamp: sample.timestamp)
    switch phase {
    case .began: target.touchesBegan(touches, with: event)
    case .moved, .stationary: target.touchesMoved(touches, with: event)
    case .ended: target.touchesEnded(touches, with: event)
    case .cancelled: target.touchesCancelled(touches, with: event)
    }
  }
}

#endif
