import Foundation

#if !canImport(UIKit)

/// One finger on the screen, as UIKit's: made by `UIView.sendTouch(_:)` from `UITouchSample`s and handed to
/// the `touches…(_:with:)` methods of the view under it. The same object follows the finger from the
/// touch's start to its end.
open class UITouch: NSObject {
  /// The phases of a touch, with UIKit's raw values.
  public enum Phase: Int, Sendable {
    /// The finger touched the screen.
    case began = 0
    /// The finger moved.
    case moved = 1
    /// The finger is down but has not moved since the last event.
    case stationary = 2
    /// The finger lifted.
    case ended = 3
    /// The system cancelled the touch (here: a gesture recognizer took it).
    case cancelled = 4
  }

  /// The current phase.
  open internal(set) var phase: Phase = .began
  /// The time of the latest sample, seconds on the scene's clock.
  open internal(set) var timestamp: TimeInterval = 0
  /// The view the touch began in (the hit-tested view).
  open internal(set) weak var view: UIView?
  /// Taps in quick succession at one place: always 1 here.
  open var tapCount: Int { 1 }
  /// The view whose coordinates the samples are in (the one `sendTouch` was called on).
  weak var rootView: UIView?
  /// The latest and previous locations, in the root view's coordinates (points).
  var rootLocation = CGPoint.zero, previousRootLocation = CGPoint.zero

  /// The location in `view`'s coordinates (points); with nil, in the window's (the top view's).
  open func location(in view: UIView?) -> CGPoint {
    convert(rootLocation, to: view)
  }

  /// The location before the latest move, in `view`'s coordinates (the window's for nil).
  open func previousLocation(in view: UIView?) -> CGPoint {
    convert(previousRootLocation, to: view)
  }

  /// The window the touch is in: the top of the root view's hierarchy when it is a window.
  open var window: UIWindow? { rootView?.window }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let rootView else { return point }
    return view.map { $0.convert(point, from: rootView) } ?? rootView.convert(point, to: nil)
  }
}

/// An event carrying touches, as UIKit's: `sendTouch(_:)` passes one with each touch to the
/// `touches…(_:with:)` methods. `hitTest(_:with:)` and `point(inside:with:)` take nil.
open class UIEvent: NSObject {
  /// The touches of the event; nil for an event made without any.
  open private(set) var allTouches: Set<UITouch>?
  /// The time of the event, seconds on the scene's clock.
  open private(set) var timestamp: TimeInterval = 0

  /// An event with no touches.
  public override init() {
    super.init()
  }

  /// An event with these touches at this time.
  init(touches: Set<UITouch>, timestamp: TimeInterval) {
    allTouches = touches
    self.timestamp = timestamp
    super.init()
  }

  /// The event's touches in `view`, or nil.
  open func touches(for view: UIView) -> Set<UITouch>? {
    let touches = (allTouches ?? []).filter { $0.view === view }
    return touches.isEmpty ? nil : touches
  }
}

#endif
