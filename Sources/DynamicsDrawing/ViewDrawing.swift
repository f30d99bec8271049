import Dynamics
import TerminalGraphics

/// Draws a view hierarchy as it is now in the terminal, for programs that build scenes with
/// `Dynamics` (the examples, a learner's own experiments): each visible subview is a rectangle, or an
/// ellipse when it collides as one or its layer's corner radius makes it round; filled with the
/// terminal colour nearest its `backgroundColor` (outlined when it has none, in its layer's border
/// colour if set); labelled with a button's title, a label's or a text field's text, else its `name`.
/// What a view's `draw(_:)` override fills and strokes with `UIBezierPath`, and the paths of the
/// `CAShapeLayer`s in its layer tree, are drawn as lines.
/// When the animator's `debugEnabled` is on, the drawing adds what iOS's debug view shows: the
/// collision boundaries, attachments with their anchors, snap points and field regions.
public enum ViewDrawing {
  /// The scene of `view`'s subviews, in `view`'s coordinates (points).
  /// The layout that is due runs first, as on a screen.
  public static func scene(of view: UIView, animator: UIDynamicAnimator? = nil) -> Scene {
    var top = view
    while let parent = top.superview { top = parent }
    top.layoutIfNeeded()
    var views: [DrawnView] = []
    collect(view.subviews, offset: .zero, into: &views)
    let overlay = animator.flatMap { $0.debugEnabled ? DebugOverlay(animator: $0) : nil }
    var scene = SceneTranslator.scene(bounds: CGRect(origin: .zero, size: view.bounds.size), views: views,
                                      overlay: overlay, style: .appearance)
    scene.boundaries += lines(drawnIn: view.subviews, root: view)
    return scene
  }

  /// What the visible views' `draw(_:)` overrides fill and stroke, and their shape layers' paths, as
  /// lines in `root`'s coordinates.
  static func lines(drawnIn views: [UIView], root: UIView) -> [SceneBoundary] {
    var lines: [SceneBoundary] = []
    for view in views where !view.isHidden && view.alpha > 0.01 {
      for path in view.recordDrawing() {
        for polyline in path.polylines {
          lines.append(SceneBoundary(points: polyline.points.map { view.convert($0, to: root) },
                                     closed: polyline.closed || path.filled))
        }
      }
      for polyline in ShapeLayerLines.lines(of: view) {
        lines.append(SceneBoundary(points: polyline.points.map { view.convert($0, to: root) }, closed: polyline.closed))
      }
      lines += Self.lines(drawnIn: view.subviews, root: root)
    }
    return lines
  }

  /// The drawing of `view` as text lines, `width` columns by `height` rows.
  public static func render(_ view: UIView, animator: UIDynamicAnimator? = nil, width: Int = 60, height: Int = 24,
                            options: RenderOptions = RenderOptions()) -> [String] {
    SceneDrawing(scene: scene(of: view, animator: animator)).render(width: width, height: height, options: options)
  }

  /// The text a view shows: a button's title, a label's or a text field's text (else its placeholder),
  /// else its `name` unless it is the default.
  public static func label(of view: UIView) -> String? {
    switch view {
    case let button as UIButton: if let title = button.currentTitle { return title }
    case let label as UILabel: if let text = label.text { return text }
    case let field as UITextField: if let text = field.text ?? field.placeholder { return text }
    default: break
    }
    return view.name == "view" ? nil : view.name
  }

  private static func collect(_ views: [UIView], offset: CGPoint, into drawn: inout [DrawnView]) {
    for view in views where !view.isHidden {
      let center = CGPoint(x: view.center.x + offset.x, y: view.center.y + offset.y)
      let scale = (x: (view.transform.a * view.transform.a + view.transform.b * view.transform.b).squareRoot(),
                   y: (view.transform.c * view.transform.c + view.transform.d * view.transform.d).squareRoot())
      drawn.append(DrawnView(label: label(of: view), center: center,
                             size: CGSize(width: view.bounds.width * scale.x, height: view.bounds.height * scale.y),
                             layoutSize: view.bounds.size, angle: Double(view.transform.rotationAngle),
                             alpha: Double(view.alpha), look: ViewLook(view)))
      guard view.alpha > 0.01 else { continue }
      // Subviews are in their parent's coordinates: shift by the parent's origin, less its bounds'
      // origin (a scroll view's content offset).
      let origin = CGPoint(x: center.x - view.bounds.width / 2 - view.bounds.minX,
                           y: center.y - view.bounds.height / 2 - view.bounds.minY)
      collect(view.subviews, offset: origin, into: &drawn)
    }
  }
}
