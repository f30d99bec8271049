import Foundation

#if !canImport(UIKit)

/// A minimal stand-in for UIKit's view: a rectangle with a centre, bounds, transform and alpha that a
/// dynamic animator can move and that the tutor can draw. It is not a renderer; `name` and
/// `backgroundColorName` exist so drawings can label and colour it.
open class UIView: UIDynamicItem, CustomStringConvertible {
  /// A label for drawings and messages, such as `"fallingButton"`.
  open var name: String
  /// A colour name for drawings (`"red"`, `"blue"`, …), or nil for the default.
  open var backgroundColorName: String?
  /// Opacity from 0 (transparent) to 1 (opaque). Default 1.
  open var alpha: CGFloat = 1 { didSet { animatablePropertyDidChange(.alpha(oldValue)) } }
  /// Whether the view is hidden. Default false.
  open var isHidden = false
  /// An integer the app can use to find the view. Default 0.
  open var tag = 0

  /// The view's own coordinate rectangle; its size is the item's size in points.
  open var bounds: CGRect { didSet { animatablePropertyDidChange(.bounds(oldValue)) } }
  /// Centre in the superview's (the reference view's) coordinates, in points.
  @exclusivity(unchecked) open var center: CGPoint { didSet { animatablePropertyDidChange(.center(oldValue)) } }
  /// Rotation and scale about the centre. Identity by default.
  @exclusivity(unchecked) open var transform: CGAffineTransform = .identity {
    didSet { animatablePropertyDidChange(.transform(oldValue)) }
  }

  /// The collision shape the animator uses. `.rectangle` unless a subclass overrides it.
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// The collision path for `.path` shapes, relative to the centre. Empty unless overridden.
  open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

  /// The parent view, if any.
  open private(set) weak var superview: UIView?
  /// Child views in drawing order (back to front).
  open private(set) var subviews: [UIView] = []
  /// Storage of `motionEffects` (Animation/UIView+MotionEffects.swift).
  var motionEffectStorage: [UIMotionEffect] = []

  /// Creates a view with the given frame (origin and size in the superview's coordinates, points).
  public init(frame: CGRect, name: String = "view") {
    self.name = name
    bounds = CGRect(origin: .zero, size: frame.size)
    center = CGPoint(x: frame.midX, y: frame.midY)
  }

  /// Creates a zero-sized view.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// The smallest rectangle in the superview's coordinates that contains the transformed view.
  /// Setting it while the transform is the identity moves and resizes the view, as in UIKit.
  open var frame: CGRect {
    get {
      let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
      let rotated = local.applying(transform)
      return rotated.offsetBy(dx: center.x, dy: center.y)
    }
    set {
      bounds.size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// Adds `view` as the frontmost child.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Adds `view` at `index` in `subviews` (clamped to the valid range).
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
  }

  /// Moves `view` to the back of the drawing order.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.insert(view, at: 0)
  }

  /// Moves `view` to the front of the drawing order.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.append(view)
  }

  /// Detaches the view from its superview.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The name, centre and size, for messages and debugging.
  open var description: String {
    "<UIView \(name) center=(\(center.x), \(center.y)) size=\(bounds.width)x\(bounds.height)>"
  }
}

#endif
