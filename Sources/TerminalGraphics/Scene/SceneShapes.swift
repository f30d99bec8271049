import Foundation

// Plain shapes for scene drawings, in the scene's own coordinates: UIKit points, origin at the
// top-left of the reference bounds, y pointing down. Angles are radians, positive clockwise on
// screen (as `UIView.transform` rotations). These types know nothing of the physics engine.

/// A dynamic item: a rectangle or ellipse with a centre, size, rotation and short label.
public struct SceneItem: Sendable, Equatable {
  /// The outline of an item.
  public enum Shape: Sendable, Equatable {
    /// A rectangle of the item's size.
    case rectangle
    /// An ellipse inscribed in the item's size (a circle when width = height).
    case ellipse
  }

  /// Rectangle or ellipse.
  public var shape: Shape
  /// Centre in points.
  public var center: CGPoint
  /// Width and height in points, before rotation (UIKit `bounds.size`).
  public var size: CGSize
  /// Rotation in radians, positive clockwise on screen.
  public var angle: Double
  /// Short name written inside the item when it fits, else beside it; nil or empty for none.
  public var label: String?
  /// Colour when colour is on; nil takes the next palette colour.
  public var color: TerminalColor?
  /// Whether to fill the shape with dots (the label stays readable on top).
  public var filled: Bool

  /// Creates an item: centre and size in points, angle in radians (positive clockwise on screen).
  public init(shape: Shape = .rectangle, center: CGPoint, size: CGSize, angle: Double = 0,
              label: String? = nil, color: TerminalColor? = nil, filled: Bool = false) {
    self.shape = shape
    self.center = center
    self.size = size
    self.angle = angle
    self.label = label
    self.color = color
    self.filled = filled
  }

  /// A rectangular item from a UIKit-style frame (origin top-left, size in points).
  public static func rectangle(frame: CGRect, angle: Double = 0, label: String? = nil,
                               color: TerminalColor? = nil, filled: Bool = false) -> SceneItem {
    SceneItem(shape: .rectangle, center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size,
              angle: angle, label: label, color: color, filled: filled)
  }

  /// A circular item of `radius` points about `center`.
  public static func circle(center: CGPoint, radius: Double, label: String? = nil,
                            color: TerminalColor? = nil, filled: Bool = false) -> SceneItem {
    SceneItem(shape: .ellipse, center: center, size: CGSize(width: 2 * radius, height: 2 * radius),
              label: label, color: color, filled: filled)
  }
}

/// A collision boundary: a line segment or polyline (closed for a path boundary).
public struct SceneBoundary: Sendable, Equatable {
  /// Points of the boundary in points; two for a segment.
  public var points: [CGPoint]
  /// Whether the last point joins back to the first.
  public var closed: Bool
  /// Optional name written near the first point.
  public var label: String?

  /// A boundary through `points`.
  public init(points: [CGPoint], closed: Bool = false, label: String? = nil) {
    self.points = points
    self.closed = closed
    self.label = label
  }

  /// A straight boundary from `start` to `end` (points).
  public init(from start: CGPoint, to end: CGPoint, label: String? = nil) {
    self.init(points: [start, end], label: label)
  }
}

/// A fixed anchor point (an attachment's anchor), drawn as `●` (ASCII `@`).
public struct SceneAnchor: Sendable, Equatable {
  /// Position in points.
  public var point: CGPoint
  /// Optional name written beside the marker.
  public var label: String?

  /// Creates an anchor at `point` (points).
  public init(point: CGPoint, label: String? = nil) {
    self.point = point
    self.label = label
  }
}

/// An attachment line between two points: an anchor and an item's attachment point, or two items.
public struct SceneAttachment: Sendable, Equatable {
  /// How an attachment is drawn.
  public enum Style: Sendable, Equatable {
    /// A rigid rod: a solid line.
    case rigid
    /// A spring (frequency > 0): a zigzag.
    case spring
    /// A rope or slack limit: a dotted line.
    case rope
  }

  /// One end in points (e.g. the anchor).
  public var from: CGPoint
  /// The other end in points (e.g. the attachment point on the item).
  public var to: CGPoint
  /// Rod, spring or rope.
  public var style: Style

  /// Creates an attachment line from `from` to `to` (points).
  public init(from: CGPoint, to: CGPoint, style: Style = .rigid) {
    self.from = from
    self.to = to
    self.style = style
  }
}

/// A snap behaviour's target point, drawn as a cross in a small circle.
public struct SceneSnapPoint: Sendable, Equatable {
  /// Position in points.
  public var point: CGPoint
  /// Optional name written beside the target.
  public var label: String?

  /// Creates a snap point.
  public init(point: CGPoint, label: String? = nil) {
    self.point = point
    self.label = label
  }
}

/// An arrow with a head, such as a push behaviour's direction drawn from the pushed item.
public struct SceneArrow: Sendable, Equatable {
  /// Tail in points.
  public var from: CGPoint
  /// Head in points.
  public var to: CGPoint
  /// Optional text written beyond the head.
  public var label: String?
  /// Colour when colour is on (default yellow).
  public var color: TerminalColor?

  /// Creates an arrow from `from` to `to`.
  public init(from: CGPoint, to: CGPoint, label: String? = nil, color: TerminalColor? = nil) {
    self.from = from
    self.to = to
    self.label = label
    self.color = color
  }

  /// An arrow of direction (`dx`, `dy`) scaled by `scale` points per unit, starting at `origin`.
  public init(origin: CGPoint, dx: Double, dy: Double, scale: Double = 1, label: String? = nil,
              color: TerminalColor? = nil) {
    self.init(from: origin,
              to: CGPoint(x: Double(origin.x) + dx * scale, y: Double(origin.y) + dy * scale),
              label: label, color: color)
  }
}

/// The area where a field behaviour acts, drawn dashed with its label in a corner.
public struct SceneRegion: Sendable, Equatable {
  /// The outline of a region.
  public enum Shape: Sendable, Equatable {
    /// An axis-aligned rectangle in points.
    case rectangle(CGRect)
    /// A circle: centre and radius in points.
    case circle(center: CGPoint, radius: Double)
  }

  /// The outline.
  public var shape: Shape
  /// Optional name (e.g. `"magnetic field"`).
  public var label: String?
  /// Colour when colour is on (default blue).
  public var color: TerminalColor?

  /// Creates a region.
  public init(shape: Shape, label: String? = nil, color: TerminalColor? = nil) {
    self.shape = shape
    self.label = label
    self.color = color
  }
}

/// One sample of a vector field: the field's vector (any units) at a point.
public struct SceneVectorSample: Sendable, Equatable {
  /// Where the field is sampled, in points.
  public var point: CGPoint
  /// X component of the field there.
  public var dx: Double
  /// Y component of the field there (positive down).
  public var dy: Double

  /// Creates a sample: the vector (`dx`, `dy`, in the field's own units) at `point` (points).
  public init(point: CGPoint, dx: Double, dy: Double) {
    self.point = point
    self.dx = dx
    self.dy = dy
  }
}

/// A field's vectors drawn as arrows on a grid: the longest arrow is `arrowLength` points and the
/// others are scaled in proportion to their magnitude.
public struct SceneVectorField: Sendable, Equatable {
  /// The samples, usually on a regular grid.
  public var samples: [SceneVectorSample]
  /// Length in points of the arrow for the largest magnitude; nil uses 80 % of the spacing between
  /// neighbouring samples.
  public var arrowLength: Double?
  /// Colour when colour is on (default blue).
  public var color: TerminalColor?

  /// Creates a vector field drawing.
  public init(samples: [SceneVectorSample], arrowLength: Double? = nil,
              color: TerminalColor? = nil) {
    self.samples = samples
    self.arrowLength = arrowLength
    self.color = color
  }
}

/// The recent path of an item, drawn as a faint dotted polyline.
public struct SceneTrail: Sendable, Equatable {
  /// Points of the path in points, oldest first; non-finite points break it.
  public var points: [CGPoint]
  /// Colour when colour is on (default grey).
  public var color: TerminalColor?

  /// Creates a trail through `points` (in points), oldest first.
  public init(points: [CGPoint], color: TerminalColor? = nil) {
    self.points = points
    self.color = color
  }
}
