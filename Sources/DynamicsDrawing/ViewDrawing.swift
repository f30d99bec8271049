import Dynamics
import TerminalGraphics

/// Draws a view hierarchy as it is now in the terminal, for programs that build scenes with
/// `Dynamics` (the examples, a learner's own experiments): each visible subview is a rectangle, or an
/// ellipse when it collides as one or its layer's corner radius makes it round; filled with the
/// terminal colour nearest its `backgroundColor` (outlined when it has none, in its layer's border
/// colour if set); labelled with a button's title, a label's or a text field's text, else its `name`.
/// When the animator's `debugEnabled` is on, the drawing adds what iOS's debug view shows: the
/// collision boundaries, attachments with their anchors, snap points and field regions.
public enum ViewDrawing {
  /// The scene of `view`'s subviews, in `view`'s coordinates (points).
  public static func scene(of view: UIView, animator: UIDynamicAnimator? = nil) -> Scene {
    var scene = Scene(bounds: CGRect(origin: .zero, size: view.bounds.size))
    collect(view.subviews, offset: .zero, into: &scene.items)
    if let animator, animator.debugEnabled { addDebugOverlay(animator, to: &scene) }
    return scene
  }

  /// The drawing of `view` as text lines, `width` columns by `height` rows.
  public static func render(_ view: UIView, animator: UIDynamicAnimator? = nil, width: Int = 60, height: Int = 24,
                            options: RenderOptions = RenderOptions()) -> [String] {
    SceneDrawing(scene: scene(of: view, animator: animator)).render(width: width, height: height, options: options)
  }

  /// The terminal colour nearest `color` (of the eight standard ones and their bright forms), or nil
  /// for none or a colour that is mostly transparent.
  public static func terminalColor(_ color: UIColor?) -> TerminalColor? {
    guard let color, color.alpha >= 0.5 else { return nil }
    let palette: [(TerminalColor, (Double, Double, Double))] = [
      (.black, (0, 0, 0)), (.red, (0.8, 0, 0)), (.green, (0, 0.8, 0)), (.yellow, (0.8, 0.8, 0)),
      (.blue, (0, 0, 0.8)), (.magenta, (0.8, 0, 0.8)), (.cyan, (0, 0.8, 0.8)), (.white, (0.75, 0.75, 0.75)),
      (.brightBlack, (0.5, 0.5, 0.5)), (.brightRed, (1, 0.33, 0.33)), (.brightGreen, (0.33, 1, 0.33)),
      (.brightYellow, (1, 1, 0.33)), (.brightBlue, (0.33, 0.33, 1)), (.brightMagenta, (1, 0.33, 1)),
      (.brightCyan, (0.33, 1, 1)), (.brightWhite, (1, 1, 1)),
    ]
    let rgb = (Double(color.red), Double(color.green), Double(color.blue))
    return palette.min { lhs, rhs in distance(lhs.1, rgb) < distance(rhs.1, rgb) }?.0
  }

  private static func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }

  /// Whether a view is drawn round: it collides as an ellipse, or its layer's corner radius is at least
  /// half its shorter side (within half a point), as a ball's usually is.
  public static func isRound(collidesAsEllipse: Bool, cornerRadius: Double, size: CGSize) -> Bool {
    collidesAsEllipse || (cornerRadius > 0 && cornerRadius * 2 >= Double(min(size.width, size.height)) - 0.5)
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

  private static func collect(_ views: [UIView], offset: CGPoint, into items: inout [SceneItem]) {
    for view in views where !view.isHidden && view.alpha > 0.01 {
      let center = CGPoint(x: view.center.x + offset.x, y: view.center.y + offset.y)
      let scale = (x: (view.transform.a * view.transform.a + view.transform.b * view.transform.b).squareRoot(),
                   y: (view.transform.c * view.transform.c + view.transform.d * view.transform.d).squareRoot())
      let size = CGSize(width: view.bounds.width * scale.x, height: view.bounds.height * scale.y)
      let round = isRound(collidesAsEllipse: view.collisionBoundsType == .ellipse, cornerRadius: Double(view.layer.cornerRadius),
                          size: view.bounds.size)
      let fill = terminalColor(view.backgroundColor)
      let border = view.layer.borderWidth > 0 ? terminalColor(view.layer.borderColor.map(UIColor.init(cgColor:))) : nil
      items.append(SceneItem(shape: round ? .ellipse : .rectangle, center: center, size: size,
                             angle: Double(view.transform.rotationAngle), label: label(of: view),
                             color: fill ?? border, filled: fill != nil))
      // Subviews are in their parent's coordinates: shift by the parent's origin.
      let origin = CGPoint(x: center.x - view.bounds.width / 2, y: center.y - view.bounds.height / 2)
      collect(view.subviews, offset: origin, into: &items)
    }
  }

  private static func addDebugOverlay(_ animator: UIDynamicAnimator, to scene: inout Scene) {
    for segment in animator.boundarySegments {
      scene.boundaries.append(SceneBoundary(from: segment.from, to: segment.to))
    }
    var pending = animator.behaviors
    while let behavior = pending.popLast() {
      pending += behavior.childBehaviors
      switch behavior {
      case let attachment as UIAttachmentBehavior:
        guard let item = attachment.items.first else { continue }
        let style: SceneAttachment.Style = attachment.frequency > 0 ? .spring : .rigid
        if attachment.attachedBehaviorType == .anchor {
          scene.anchors.append(SceneAnchor(point: attachment.anchorPoint))
          scene.attachments.append(SceneAttachment(from: attachment.anchorPoint, to: item.center, style: style))
        } else if attachment.items.count > 1 {
          scene.attachments.append(SceneAttachment(from: item.center, to: attachment.items[1].center, style: style))
        }
      case let snap as UISnapBehavior:
        scene.snapPoints.append(SceneSnapPoint(point: snap.snapPoint))
      case let field as UIFieldBehavior:
        let p = field.position
        switch field.region.shape {
        case .circle(let radius):
          scene.regions.append(SceneRegion(shape: .circle(center: p, radius: Double(radius))))
        case .rectangle(let size):
          scene.regions.append(SceneRegion(shape: .rectangle(CGRect(x: p.x - size.width / 2, y: p.y - size.height / 2,
                                                                    width: size.width, height: size.height))))
        default:
          if let box = field.region.boundingBox {
            scene.regions.append(SceneRegion(shape: .rectangle(box.offsetBy(dx: p.x, dy: p.y))))
          }
        }
      default: break
      }
    }
  }
}
