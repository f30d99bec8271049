import Dynamics

/// One view at one instant, as a drawing needs it: where it is, how big and how turned, how it looks.
public struct DrawnView: Sendable {
  /// The name written beside it (a button's title, a label's text, a lesson's item id), if any.
  public var label: String?
  /// Its centre in the stage's coordinates (pt).
  public var center: CGPoint
  /// Its size as drawn, scale included (pt).
  public var size: CGSize
  /// Its size as laid out, before any scale (pt): roundness is judged on it.
  public var layoutSize: CGSize
  /// Its rotation (rad).
  public var angle: Double
  /// Its opacity, 0 to 1.
  public var alpha: Double
  /// Its colours, corners and collision shape.
  public var look: ViewLook
  /// Where it has been, for a motion trail (pt); nil for none.
  public var trail: [CGPoint]?

  /// A view at an instant.
  public init(label: String?, center: CGPoint, size: CGSize, layoutSize: CGSize? = nil, angle: Double, alpha: Double = 1,
              look: ViewLook, trail: [CGPoint]? = nil) {
    self.label = label
    self.center = center
    self.size = size
    self.layoutSize = layoutSize ?? size
    self.angle = angle
    self.alpha = alpha
    self.look = look
    self.trail = trail
  }
}

/// How a view looks, as far as a terminal drawing honours it.
public struct ViewLook: Sendable {
  /// The view's `backgroundColor`.
  public var backgroundColor: UIColor?
  /// The layer's border colour when it has a border (`borderWidth` > 0).
  public var borderColor: UIColor?
  /// The layer's corner radius (pt).
  public var cornerRadius: Double
  /// Whether the item collides as an ellipse.
  public var collidesAsEllipse: Bool

  /// A look.
  public init(backgroundColor: UIColor?, borderColor: UIColor?, cornerRadius: Double, collidesAsEllipse: Bool) {
    self.backgroundColor = backgroundColor
    self.borderColor = borderColor
    self.cornerRadius = cornerRadius
    self.collidesAsEllipse = collidesAsEllipse
  }

  /// How `view` looks now.
  public init(_ view: UIView) {
    backgroundColor = view.backgroundColor
    borderColor = view.layer.borderWidth > 0 ? view.layer.borderColor.map(UIColor.init(cgColor:)) : nil
    cornerRadius = Double(view.layer.cornerRadius)
    collidesAsEllipse = view.collisionBoundsType == .ellipse
  }

  /// No colour, square corners, a rectangle.
  public static let plain = ViewLook(backgroundColor: nil, borderColor: nil, cornerRadius: 0, collidesAsEllipse: false)
}
