import Dynamics
import TerminalGraphics

/// The one translation from the state of a scene of views to a drawing (`Scene`): how a view at an
/// instant is drawn (shape, colour, label, faintness), and how what iOS's debug overlay shows becomes
/// boundaries, anchors, attachments, snap points and regions. A live view hierarchy (`ViewDrawing`), a
/// recorded run at any of its steps and a live session's frame all come here.
public enum SceneTranslator {
  /// How views are drawn.
  public enum Style: Sendable {
    /// As the app shows them: filled with the terminal colour nearest their background (outlined in
    /// their border's when they have none); views under 1 % opacity are left out.
    case appearance
    /// Outlined in their colour, so that trails and the overlay stay visible under them; half
    /// transparent views are drawn faint and views under 2 % opacity are left out.
    case outlines
  }

  /// `views` and `overlay` as a drawing of a stage of `bounds` (pt), views first, in order.
  public static func scene(bounds: CGRect, views: [DrawnView], overlay: DebugOverlay? = nil, style: Style) -> Scene {
    var scene = Scene(bounds: bounds)
    for view in views {
      guard let item = item(view, style: style) else { continue }
      scene.items.append(item)
      if let trail = view.trail { scene.trails.append(SceneTrail(points: trail)) }
    }
    if let overlay { add(overlay, to: &scene) }
    return scene
  }

  /// How one view is drawn, or nil when it is too transparent to see.
  public static func item(_ view: DrawnView, style: Style) -> SceneItem? {
    let round = isRound(collidesAsEllipse: view.look.collidesAsEllipse, cornerRadius: view.look.cornerRadius, size: view.layoutSize)
    let size = view.size
    let fill = terminalColor(view.look.backgroundColor)
    let border = terminalColor(view.look.borderColor)
    switch style {
    case .appearance:
      guard view.alpha > 0.01 else { return nil }
      return SceneItem(shape: round ? .ellipse : .rectangle, center: view.center, size: size, angle: view.angle,
                       label: view.label, color: fill ?? border, filled: fill != nil)
    case .outlines:
      guard view.alpha > 0.02 else { return nil }
      let color = view.alpha < 0.6 ? .brightBlack : fill ?? border
      return SceneItem(shape: round ? .ellipse : .rectangle, center: view.center, size: size, angle: view.angle,
                       label: view.label, color: color, filled: false)
    }
  }

  /// The overlay's elements added to `scene`: snap points, fields (a region, or an anchor for a field
  /// everywhere), boundaries, then attachments with their anchors.
  public static func add(_ overlay: DebugOverlay, to scene: inout Scene) {
    for snap in overlay.snapPoints {
      scene.snapPoints.append(SceneSnapPoint(point: snap.point, label: snap.label))
    }
    for field in overlay.fields {
      switch field.region {
      case .infinite:
        scene.anchors.append(SceneAnchor(point: field.position, label: field.label))
      case .rectangle(let box):
        scene.regions.append(SceneRegion(shape: .rectangle(box), label: field.label))
      case .circle(let radius):
        scene.regions.append(SceneRegion(shape: .circle(center: field.position, radius: radius), label: field.label))
      }
    }
    for boundary in overlay.boundaries {
      scene.boundaries.append(SceneBoundary(from: boundary.from, to: boundary.to, label: boundary.label))
    }
    for attachment in overlay.attachments {
      let style: SceneAttachment.Style = attachment.isSpring ? .spring : .rigid
      if attachment.isAnchored {
        scene.anchors.append(SceneAnchor(point: attachment.from))
      }
      scene.attachments.append(SceneAttachment(from: attachment.from, to: attachment.to, style: style))
    }
  }

  /// The terminal colour nearest `color` (of the eight standard ones and their bright forms), or nil
  /// for none or a colour that is mostly transparent.
  public static func terminalColor(_ color: UIColor?) -> TerminalColor? {
    guard let color, color.alpha >= 0.5 else { return nil }
    let rgb = (Double(color.red), Double(color.green), Double(color.blue))
    return palette.min { lhs, rhs in distance(lhs.1, rgb) < distance(rhs.1, rgb) }?.0
  }

  private static let palette: [(TerminalColor, (Double, Double, Double))] = [
    (.black, (0, 0, 0)), (.red, (0.8, 0, 0)), (.green, (0, 0.8, 0)), (.yellow, (0.8, 0.8, 0)),
    (.blue, (0, 0, 0.8)), (.magenta, (0.8, 0, 0.8)), (.cyan, (0, 0.8, 0.8)), (.white, (0.75, 0.75, 0.75)),
    (.brightBlack, (0.5, 0.5, 0.5)), (.brightRed, (1, 0.33, 0.33)), (.brightGreen, (0.33, 1, 0.33)),
    (.brightYellow, (1, 1, 0.33)), (.brightBlue, (0.33, 0.33, 1)), (.brightMagenta, (1, 0.33, 1)),
    (.brightCyan, (0.33, 1, 1)), (.brightWhite, (1, 1, 1)),
  ]

  private static func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }

  /// Whether a view is drawn round: it collides as an ellipse, or its layer's corner radius is at least
  /// half its shorter side (within half a point), as a ball's usually is.
  public static func isRound(collidesAsEllipse: Bool, cornerRadius: Double, size: CGSize) -> Bool {
    collidesAsEllipse || (cornerRadius > 0 && cornerRadius * 2 >= Double(min(size.width, size.height)) - 0.5)
  }
}
