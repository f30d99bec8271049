import Foundation

#if !canImport(UIKit)

/// A view that scrolls its content, as UIKit's: the content offset is the bounds' origin, so subviews
/// placed in content coordinates move up as it grows. There is no deceleration or bouncing; set
/// `contentOffset` to scroll.
open class UIScrollView: UIView {
  /// The point of the content at the view's top-left corner, points: the bounds' origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }
  /// The size of the content, points. Default zero.
  open var contentSize: CGSize = .zero
  /// Extra room around the content, points. Default zero.
  open var contentInset: UIEdgeInsets = .zero
  /// Whether the view scrolls. Default true; stored.
  open var isScrollEnabled = true
  /// Whether the content bounces past its edges. Default true; stored, as nothing decelerates here.
  open var alwaysBounceVertical = false
  /// The pan that scrolls the view, whose location layouts read (its action does nothing here: set
  /// `contentOffset` to scroll).
  public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer { _ in }
    addGestureRecognizer(pan)
    return pan
  }()

  /// Scrolls to `contentOffset`; `animated` is ignored (the offset changes at once).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}

#endif
