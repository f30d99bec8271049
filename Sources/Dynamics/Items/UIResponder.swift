import Foundation

#if !canImport(UIKit)

/// An object in the responder chain, as UIKit's: views and view controllers. Touches that `UIView.sendTouch`
/// delivers reach the view under the finger through the `touches…(_:with:)` methods; each one's default
/// passes them on to the `next` responder (a root view's controller, else the superview), so a controller
/// that overrides `touchesBegan(_:with:)` hears touches its views leave alone.
open class UIResponder: NSObject {
  /// The responder that touches go on to: nil for the base class.
  open var next: UIResponder? { nil }

  /// A touch began. The default passes it on to `next`.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// A touch moved. The default passes it on to `next`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// A touch lifted. The default passes it on to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// A touch was cancelled (a gesture recognizer took it, or the system did). The default passes it on
  /// to `next`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Whether the responder can become first responder: false by default.
  open var canBecomeFirstResponder: Bool { false }

  /// Asks to become first responder; there is no keyboard here, so it answers `canBecomeFirstResponder`.
  @discardableResult
  open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

  /// Gives up first responder status: true.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }
}

#endif
