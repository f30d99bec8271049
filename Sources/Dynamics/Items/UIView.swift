import Foundation

#if !canImport(UIKit)

/// A stand-in for UIKit's view: a rectangle with a centre, bounds, transform and alpha that a dynamic
/// animator can move and that the tutor can draw. Like UIKit's, it is an `NSObject`, so views are
/// equal and hashable by identity (`firstIndex(of:)`, sets of views), and a custom view overrides
/// `init(frame:)` and `init?(coder:)` as in UIKit. It is not a renderer: colours, the layer's border and
/// corner radius, margins and texts are stored for code that reads them back. `DynamicsDrawing`'s
/// `ViewDrawing` draws the fill colour, a round corner radius, the border colour and the texts; the
/// tutor's drawings show each item's outline at its position and angle in the lesson's colour. `name`
/// (not in UIKit) labels drawings and messages.
open class UIView: UIResponder, UIDynamicItem {
  /// A label for drawings and messages, such as `"fallingButton"`. Not in UIKit; default `"view"`.
  open var name: String = "view"
  /// The fill colour, or nil for none (UIKit's default).
  open var backgroundColor: UIColor?
  /// The view's layer: its corner radius, border, shadow and sublayers; it shares the view's geometry and
  /// background colour. Of the class `layerClass` names.
  public private(set) lazy var layer: CALayer = {
    let layer = Self.layerClass == CAShapeLayer.self ? CAShapeLayer() : CALayer()
    layer.owningView = self
    return layer
  }()

  /// The class of the view's `layer`: `CALayer` by default. Override it to return `CAShapeLayer.self` for
  /// a view backed by a shape layer; other classes give a plain `CALayer` here.
  open class var layerClass: AnyClass { CALayer.self }
  /// Insets from the edges for content, in points; UIKit's default is 8 on every side.
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The part of the view not covered by bars or the notch; always zero here (no device).
  open var safeAreaInsets: UIEdgeInsets { .zero }
  /// Whether the view takes touches (gestures). Default true.
  open var isUserInteractionEnabled = true
  /// Whether subviews are clipped to the bounds. Default false.
  open var clipsToBounds = false
  /// Opacity from 0 (transparent) to 1 (opaque). Default 1.
  open var alpha: CGFloat = 1 { didSet { animatablePropertyDidChange(.alpha(oldValue)) } }
  /// Whether the view is hidden. Default false.
  open var isHidden = false
  /// An integer the app can use to find the view. Default 0.
  open var tag = 0
  /// A name for the view that tests and tools find it by (UI tests in UIKit; here, the tutor's
  /// recording of a learner's program names the view by it). Default nil.
  open var accessibilityIdentifier: String?

  /// The view's own coordinate rectangle; its size is the item's size in points.
  open var bounds: CGRect {
    didSet {
      animatablePropertyDidChange(.bounds(oldValue))
      if bounds.size != oldValue.size { setNeedsLayout() }
    }
  }
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
  /// The view a touch sent with `sendTouch(_:)` is following, from its start to its end.
  weak var trackedTouchView: UIView?
  /// The touch object that follows the touch sent with `sendTouch(_:)`, while it lasts.
  var trackedTouch: UITouch?

  /// The next responder: the controller whose root view this is, else the superview.
  open override var next: UIResponder? { owningViewController ?? superview }
  /// The gesture recognizers attached with `addGestureRecognizer`, in order.
  open private(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

  /// Attaches a recognizer to this view (its `view` becomes this view). Nothing routes touches by
  /// position here: hand each touch to the recognizer with `UIGestureRecognizer.handle(_:)`.
  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    recognizer.view = self
  }

  /// Detaches a recognizer.
  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === recognizer }
    if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
    if recognizer.view === self { recognizer.view = nil }
  }

  /// Creates a view with the given frame (origin and size in the superview's coordinates, points). The
  /// designated initialiser, as in UIKit: a custom view writes `override init(frame: CGRect)`.
  public init(frame: CGRect) {
    bounds = CGRect(origin: .zero, size: frame.size)
    center = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
  }

  /// Creates a view with a frame and a name for drawings and messages.
  public convenience init(frame: CGRect, name: String) {
    self.init(frame: frame)
    self.name = name
  }

  /// Creates a zero-sized view.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// A view from an archive (a storyboard). There are no archives here, so this always fails; it exists
  /// so that custom views can declare `required init?(coder:)` as UIKit asks them to.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The smallest rectangle in the superview's coordinates that contains the transformed view.
  ///
  /// Setting it moves the centre to the rectangle's centre and sizes the bounds so that the
  /// transformed view fills the rectangle: the rectangle's size itself under the identity, divided by
  /// the scale under a pure scale (a view scaled to 0.5 keeps its bounds when given a frame of half its
  /// size, as UIKit does in practice). UIKit leaves the result undefined under a rotation; here the
  /// bounds then stay as they are and only the centre moves.
  open var frame: CGRect {
    get {
      let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
      let rotated = local.applying(transform)
      return rotated.offsetBy(dx: center.x, dy: center.y)
    }
    set {
      let t = transform
      if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
        bounds.size = CGSize(width: newValue.width / abs(t.a), height: newValue.height / abs(t.d))
      }
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// Adds `view` as the frontmost child.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    setNeedsLayout()
  }

  /// Adds `view` at `index` in `subviews` (clamped to the valid range).
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
    setNeedsLayout()
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

  /// Whether `point`, in this view's own coordinates (points, origin at the top left of its bounds),
  /// is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    point.x >= bounds.minX && point.x < bounds.maxX && point.y >= bounds.minY && point.y < bounds.maxY
  }

  /// The frontmost visible, touchable view under `point` (in this view's coordinates): this view or a
  /// descendant, or nil. Hidden, nearly transparent and non-interactive views and their subviews are
  /// skipped, as in UIKit; transforms are not undone (the frame's rectangle is used).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      let origin = CGPoint(x: subview.center.x - subview.bounds.width / 2, y: subview.center.y - subview.bounds.height / 2)
      let local = CGPoint(x: point.x - origin.x + subview.bounds.minX, y: point.y - origin.y + subview.bounds.minY)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  // MARK: Layout

  /// Whether this view's `layoutSubviews()` is due.
  var needsLayout = true
  /// Whether this view or one below it needs layout; when set, so is every ancestor's, so that a pass
  /// over a laid-out hierarchy stops at its top.
  var subtreeNeedsLayout = true
  /// The controller whose root view this is, told before and after this view lays out.
  weak var owningViewController: UIViewController?

  /// Lays out the subviews: override it to set their frames from this view's bounds. Does nothing by
  /// default (there are no constraints or autoresizing here). Called by `layoutIfNeeded()`, never
  /// directly.
  open func layoutSubviews() {}

  /// Marks the view as needing layout: its `layoutSubviews()` runs at the next layout pass. A new view,
  /// a change of size and an added subview mark it too.
  open func setNeedsLayout() {
    needsLayout = true
    var view: UIView? = self
    while let current = view, !current.subtreeNeedsLayout {
      current.subtreeNeedsLayout = true
      view = current.superview
    }
  }

  /// Runs the layout that is due in this view and below, parents first: `layoutSubviews()` of each
  /// view marked as needing it (with a root view's controller told by `viewWillLayoutSubviews()` and
  /// `viewDidLayoutSubviews()`). There is no display cycle to do this here; a window that becomes
  /// visible, a presentation, the animator's `advance(by:)` and `DynamicsDrawing` run the pass on the
  /// hierarchy's top view, as the screen would before showing a frame.
  open func layoutIfNeeded() {
    guard subtreeNeedsLayout else { return }
    if needsLayout {
      needsLayout = false
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
    subtreeNeedsLayout = needsLayout || subviews.contains { $0.subtreeNeedsLayout }
  }

  /// The colour of the view's tinted content (a system button's title, template images). Unless set, the
  /// superview's, and `.systemBlue` at the top of the hierarchy; setting nil goes back to inheriting.
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      ownTintColor = newValue
      tintColorDidChange()
    }
  }
  private var ownTintColor: UIColor?

  /// Called when `tintColor` is set. Does nothing by default.
  open func tintColorDidChange() {}

  /// Draws the view's own content in `rect` (its bounds) with `UIBezierPath`'s `fill()` and `stroke()`
  /// after `UIColor`'s `setFill()` and `setStroke()`. Does nothing by default. `DynamicsDrawing` calls
  /// it for every view it draws and draws the recorded paths as lines.
  open func draw(_ rect: CGRect) {}

  /// Marks the view's content as needing drawing. Nothing caches drawings here, so it only records the
  /// request for code that reads `needsDisplay` (not in UIKit).
  open func setNeedsDisplay() {
    needsDisplay = true
  }

  /// Whether `setNeedsDisplay()` was called since the view was last drawn (**Addition**).
  public internal(set) var needsDisplay = false

  /// The size that best fits the view's content within `size` (points). The default is the current
  /// size; labels and image views measure their content.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its frame's origin.
  open func sizeToFit() {
    let origin = frame.origin
    bounds.size = sizeThatFits(bounds.size)
    frame.origin = origin
  }

  /// The size the content needs on its own, or `UIView.noIntrinsicMetric` in a dimension that has none
  /// (the default for a plain view).
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  /// The value of `intrinsicContentSize` in a dimension with no size of its own: −1.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The name, centre and size, for messages and debugging.
  open override var description: String {
    "<UIView \(name) center=(\(center.x), \(center.y)) size=\(bounds.width)x\(bounds.height)>"
  }
}

#endif
