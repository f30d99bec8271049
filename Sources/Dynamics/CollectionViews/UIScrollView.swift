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
  /// The pan that scrolls the view, whose location layouts read: a finger dragging the content moves
  /// `contentOffset` with it, along each axis whose content is larger than the view (or that always
  /// bounces), kept within the content. It stops when the finger lifts (nothing decelerates here).
  public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer { [unowned self] pan in self.scroll(with: pan) }
    addGestureRecognizer(pan)
    return pan
  }()
  /// The offset when the current pan began.
  private var panStartOffset: CGPoint = .zero

  /// A scroll view of `frame`, its pan in place to hear the first touch.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    _ = panGestureRecognizer
  }

  /// Scroll views are not archived here; always nil.
  public required init?(coder: NSCoder) { nil }

  /// Follows the finger: the content moves as far as the finger has since the pan began.
  private func scroll(with pan: UIPanGestureRecognizer) {
    guard isScrollEnabled else { return }
    switch pan.state {
    case .began:
      // The finger has already moved the pan's 10 pt: the content catches up at once.
      panStartOffset = contentOffset
      fallthrough
    case .changed, .ended:
      let moved = pan.translation(in: self)
      var offset = contentOffset
      if contentSize.width > bounds.width {
        offset.x = min(max(panStartOffset.x - moved.x, 0), contentSize.width - bounds.width)
      }
      if contentSize.height > bounds.height || alwaysBounceVertical {
        offset.y = min(max(panStartOffset.y - moved.y, 0), max(contentSize.height - bounds.height, 0))
      }
      if offset != contentOffset { contentOffset = offset }
    case .possible, .cancelled, .failed: break
    }
  }

  /// Scrolls to `contentOffset`; `animated` is ignored (the offset changes at once).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}

#endif
