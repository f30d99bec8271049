import Foundation

#if !canImport(UIKit)

/// What a recognizer asks before it recognizes, as UIKit's protocol; each method has UIKit's default
/// answer, standing in for Objective-C's optional methods.
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may leave `.possible` (begin, or recognize a tap). False makes it fail
  /// for the rest of the touch. Default true.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the two may recognize at the same time. Default false, as in UIKit; here it is not asked:
  /// with one finger every recognizer under it sees the touch and may recognize (use
  /// `require(toFail:)` to order two of them).
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// True: a recognizer may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// False, UIKit's default.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

#endif
