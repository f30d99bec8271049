import Foundation

#if !canImport(UIKit)

/// A path made of straight and curved segments, as in UIKit. In the engine it describes boundaries
/// (`UICollisionBehavior.addBoundary(withIdentifier:for:)`) and custom collision shapes
/// (`UIDynamicItem.collisionBoundingPath`), and a `CAShapeLayer` draws it (`cgPath`). Coordinates are in
/// points. Like UIKit's, it is an `NSObject` that copies with `copy()`.
open class UIBezierPath: NSObject, NSCopying {
  /// One drawing command of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(CGPoint)
    /// A straight line from the current point.
    case line(CGPoint)
    /// A quadratic Bézier curve to `to` with one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to `to` with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line back to its first point.
    case close
  }

  /// The path's commands in order.
  public private(set) var elements: [Element] = []

  /// Creates an empty path.
  public override init() {
    super.init()
  }

  /// A path with the same elements and drawing attributes, as `copy()` returns it.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIBezierPath()
    copy.append(self)
    copy.lineWidth = lineWidth
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    return copy
  }

  /// The width of the stroke, in points, for `stroke()` and a shape layer made from the path. Default 1.
  open var lineWidth: CGFloat = 1

  /// Whether `contains(_:)` and filling use the even-odd rule rather than the non-zero winding rule
  /// (the default, false).
  open var usesEvenOddFillRule = false

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end point of the last element, or `.zero` for an empty path.
  public private(set) var currentPoint: CGPoint = .zero
  private var subpathStart: CGPoint = .zero

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) {
    elements.append(.move(point))
    currentPoint = point
    subpathStart = point
  }

  /// Adds a straight line to `point`.
  open func addLine(to point: CGPoint) {
    elements.append(.line(point))
    currentPoint = point
  }

  /// Adds a cubic Bézier curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    currentPoint = endPoint
  }

  /// Adds a quadratic Bézier curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    elements.append(.quadCurve(to: endPoint, control: controlPoint))
    currentPoint = endPoint
  }

  /// Adds a circular arc (angles in radians; `clockwise` is clockwise on screen, i.e. increasing angle).
  /// A line joins the current point to the arc's start when the path already has a current point. The
  /// arc goes from `startAngle` the short way round to `endAngle` in the given direction and covers at
  /// most one full turn; a non-finite centre, radius or angle adds nothing.
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                   clockwise: Bool) {
    guard let arc = PathGeometry.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                                     increasing: clockwise) else { return }
    if elements.isEmpty { move(to: arc.start) } else { addLine(to: arc.start) }
    for piece in arc.pieces {
      addCurve(to: piece.to, controlPoint1: piece.control1, controlPoint2: piece.control2)
    }
  }

  /// Closes the current subpath.
  open func close() {
    elements.append(.close)
    currentPoint = subpathStart
  }

  /// Removes every element.
  open func removeAllPoints() {
    elements.removeAll()
    currentPoint = .zero
    subpathStart = .zero
  }

  /// Appends the elements of another path.
  open func append(_ path: UIBezierPath) {
    for element in path.elements {
      switch element {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .quadCurve(let p, let c): addQuadCurve(to: p, controlPoint: c)
      case .curve(let p, let c1, let c2): addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
      case .close: close()
      }
    }
  }

  /// Transforms every point of the path.
  open func apply(_ transform: CGAffineTransform) {
    let old = elements
    removeAllPoints()
    for element in old {
      switch element {
      case .move(let p): move(to: p.applying(transform))
      case .line(let p): addLine(to: p.applying(transform))
      case .quadCurve(let p, let c): addQuadCurve(to: p.applying(transform), controlPoint: c.applying(transform))
      case .curve(let p, let c1, let c2):
        addCurve(to: p.applying(transform), controlPoint1: c1.applying(transform),
                 controlPoint2: c2.applying(transform))
      case .close: close()
      }
    }
  }

  /// A short summary: the number of elements.
  open override var description: String { "UIBezierPath(\(elements.count) elements)" }
}

#endif
