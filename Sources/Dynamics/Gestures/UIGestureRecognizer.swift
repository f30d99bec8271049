import Foundation

#if !canImport(UIKit)

/// A touch for a gesture recognizer: where it is (in the reference view's coordinates, points), in
/// which phase, and when (seconds on the scene's clock). There is no touch screen here: whatever hosts
/// the scene (a test, a script, a live terminal) makes these and hands them to
/// `UIGestureRecognizer.handle(_:)`. Not in UIKit.
public struct UITouchSample: Sendable, Equatable {
  /// The phases of a touch, as UIKit's `UITouch.Phase`.
  public enum Phase: Sendable, Equatable {
    case began, moved, ended, cancelled
  }

  /// Whether the touch began, moved, ended or was cancelled.
  public var phase: Phase
  /// Location in the reference view's coordinates, points.
  public var location: CGPoint
  /// Time in seconds.
  public var timestamp: TimeInterval

  /// Creates a touch sample: its phase, its location in the reference view's coordinates (points) and
  /// its time in seconds.
  public init(_ phase: Phase, at location: CGPoint, time timestamp: TimeInterval) {
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
  }
}

/// The base of the gesture recognizers, as UIKit's: a state machine fed with touches that calls its
/// action when the gesture begins, changes or ends.
///
/// Linux has no Objective-C runtime, so there is no `init(target:action:)` with `#selector`: each
/// recognizer takes its action as a closure instead. The one-line change from UIKit code:
///
///     // UIKit:    UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
///     // Dynamics: UITapGestureRecognizer { [unowned self] tap in handleTap(tap) }
open class UIGestureRecognizer: NSObject {
  /// The states of a recognizer, as UIKit's.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture (a tap) is recognized in one go: the same as `.ended`.
    public static let recognized = State.ended
  }

  /// The current state.
  open internal(set) var state: State = .possible
  /// The view the recognizer is attached to (`addGestureRecognizer`).
  open internal(set) weak var view: UIView?
  /// Whether the recognizer reads touches. Default true.
  open var isEnabled = true
  /// Whether the view stops hearing a touch (`touchesCancelled(_:with:)`) once the recognizer has
  /// recognized its gesture. Default true.
  open var cancelsTouchesInView = true
  /// The touch's latest location in the reference view's coordinates.
  /// Asked before the recognizer begins (`gestureRecognizerShouldBegin(_:)`). Weak; default nil.
  open weak var delegate: UIGestureRecognizerDelegate?
  var lastLocation: CGPoint = .zero
  /// When the current touch began (s), and the touch in which the recognizer last recognized.
  private var touchStart: TimeInterval = -.infinity
  private var recognizedTouch: TimeInterval?
  /// Recognizers that must not recognize the same touch for this one to recognize (weakly held).
  private var failureRequirements: [WeakRecognizer] = []
  private let action: (UIGestureRecognizer) -> Void

  /// A recognizer that calls `action` whenever its state changes to began, changed, ended or cancelled.
  public init(action: @escaping (UIGestureRecognizer) -> Void) {
    self.action = action
    super.init()
  }

  /// Feeds one touch to the recognizer (see `UITouchSample`); the recognizer updates its state and
  /// calls its action as UIKit's would.
  open func handle(_ touch: UITouchSample) {
    guard isEnabled else { return }
    lastLocation = touch.location
    if touch.phase == .began { touchStart = touch.timestamp }
    update(with: touch)
  }

  /// The state machine: subclasses override it.
  func update(with touch: UITouchSample) {}

  /// Moves to `state` and calls the action for the states a target hears about.
  /// Makes this recognizer recognize only if `otherGestureRecognizer` does not recognize the same touch.
  /// With one finger and no timers, "fails" means it has not recognized the touch by the time this one
  /// would: list the other's view's recognizers first, or keep the two apart by movement (a tap and a pan).
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  func transition(to state: State) {
    // Leaving `.possible` is recognizing: the delegate and the failure requirements may forbid it.
    if self.state == .possible && (state == .began || state == .ended) {
      let start = touchStart
      let othersRecognized = failureRequirements.contains { $0.recognizer?.recognizedTouch == start }
      guard !othersRecognized, delegate?.gestureRecognizerShouldBegin(self) ?? true else {
        self.state = .failed
        return
      }
      recognizedTouch = start
    }
    self.state = state
    switch state {
    case .began, .changed, .ended, .cancelled: action(self)
    case .possible, .failed: break
    }
  }

  /// The distance between two touch locations, points.
  func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

  /// Back to `.possible` once a gesture has finished, ready for the next touch.
  func resetIfFinished() {
    if [.ended, .cancelled, .failed].contains(state) { state = .possible }
  }

  /// The touch's location in `view`'s coordinates (the reference view's when nil).
  open func location(in view: UIView?) -> CGPoint {
    view?.convert(lastLocation, fromReference: ()) ?? lastLocation
  }
}

extension UIView {
  /// `point` (in the reference view's coordinates) in this view's own coordinates, following the
  /// superview chain. Views' transforms are not undone: rotated views report unrotated coordinates.
  func convert(_ point: CGPoint, fromReference: Void) -> CGPoint {
    var x = point.x, y = point.y
    var chain: [UIView] = []
    var current: UIView? = self
    while let view = current, view.superview != nil {
      chain.append(view)
      current = view.superview
    }
    // A view's own coordinates start at its bounds' origin: a scroll view's content offset.
    for view in chain.reversed() {
      x -= view.center.x - view.bounds.width / 2 - view.bounds.minX
      y -= view.center.y - view.bounds.height / 2 - view.bounds.minY
    }
    return CGPoint(x: x, y: y)
  }
}

/// A recognizer held weakly, for `require(toFail:)`.
private struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}

#endif
