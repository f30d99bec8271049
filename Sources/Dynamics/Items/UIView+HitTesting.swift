import Foundation

#if !canImport(UIKit)

extension UIView {
  /// Sends a touch into this view hierarchy as the screen does (**Addition**: there is no screen). A
  /// touch that begins is hit-tested (`location` in this view's coordinates); it and the rest of the
  /// same touch go to the recognizers of the view under it and of that view's ancestors, nearest
  /// first, then to that view's `touchesBegan/Moved/Ended(_:with:)` as one `UITouch` (until a recognizer
  /// that cancels touches in its view recognizes: then `touchesCancelled(_:with:)`), and a control under the finger sends `.touchDown`, then `.touchUpInside` (or
  /// `.touchUpOutside`) when it lifts. Returns the view the touch is tracking, if any.
  @discardableResult
  public func sendTouch(_ touch: UITouchSample) -> UIView? {
    if touch.phase == .began { trackedTouchView = hitTest(touch.location, with: nil) }
    guard let target = trackedTouchView else { return nil }
    var chain: [UIView] = []
    var next: UIView? = target
    while let view = next {
      chain.append(view)
      if view === self { break }
      next = view.superview
    }
    for view in chain { for recognizer in view.gestureRecognizers ?? [] { recognizer.handle(touch) } }
    deliverToResponder(touch, target: target, recognizers: chain.flatMap { $0.gestureRecognizers ?? [] })
    if let control = chain.lazy.compactMap({ $0 as? UIControl }).first, control.isEnabled {
      switch touch.phase {
      case .began:
        control.isHighlighted = true
        control.sendActions(for: .touchDown)
      case .ended:
        control.isHighlighted = false
        let inside = hitTest(touch.location, with: nil).map { $0 === control || $0.isDescendant(of: control) } ?? false
        control.sendActions(for: inside ? .touchUpInside : .touchUpOutside)
      case .cancelled: control.isHighlighted = false
      case .moved: break
      }
    }
    if touch.phase == .ended || touch.phase == .cancelled {
      trackedTouchView = nil
      trackedTouch = nil
    }
    return target
  }

  /// Whether this view is `view` or inside it.
  public func isDescendant(of view: UIView) -> Bool {
    var next: UIView? = self
    while let current = next {
      if current === view { return true }
      next = current.superview
    }
    return false
  }
}

#endif
