import Foundation

// On Apple platforms CGPath comes from Core Graphics; this one, compiled only where Core Graphics is
// missing, has the part of its API that view code uses with `UIBezierPath.cgPath` and `CAShapeLayer`.
#if !canImport(CoreGraphics)

/// An immutable path of lines and curves, in points, as Core Graphics has it. Make one with
/// `CGMutablePath`, with a shape initialiser, or from a `UIBezierPath` (`cgPath`). Paths are equal when
/// their elements are.
public class CGPath: Hashable, @unchecked Sendable {
  /// The elements; only `CGMutablePath` changes them.
  var elements: [UIBezierPath.Element]

  init(elements: [UIBezierPath.Element]) {
    self.elements = elements
  }

  /// A closed rectangle, clockwise on screen from the rectangle's origin, transformed by `transform`
  /// when it is not nil.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(elements: PathGeometry.transformed(UIBezierPath(rect: rect).elements, by: transform?.pointee ?? .identity))
  }

  /// A closed ellipse inscribed in `rect` (four cubic curves), transformed by `transform` when not nil.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(elements: PathGeometry.transformed(UIBezierPath(ovalIn: rect).elements,
                                                 by: transform?.pointee ?? .identity))
  }

  /// A rectangle with elliptical corners `cornerWidth` by `cornerHeight` points (each at most half the
  /// rectangle's side), transformed by `transform` when not nil.
  public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                          transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                        transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end point of the last element (the subpath's start after a close), or `.zero` when empty.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero, current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
      case .close: current = start
      }
    }
    return current
  }

  /// The smallest rectangle containing every point of the path, control points included.
  public var boundingBox: CGRect {
    let points = elements.flatMap { element -> [CGPoint] in
      switch element {
      case .move(let p), .line(let p): [p]
      case .quadCurve(let p, let c): [c, p]
      case .curve(let p, let c1, let c2): [c1, c2, p]
      case .close: []
      }
    }
    return PathGeometry.bounds(of: [(points, false)])
  }

  /// The smallest rectangle containing the path itself (its curves flattened finely).
  public var boundingBoxOfPath: CGRect {
    PathGeometry.bounds(of: PathGeometry.polylines(elements, pieces: PathGeometry.containmentPieces))
  }

  /// Whether `point` (after `transform` is applied to the path) lies in the area the path encloses, by
  /// `rule`. Every subpath counts as closed.
  public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                       transform: CGAffineTransform = .identity) -> Bool {
    PathGeometry.contains(point, in: PathGeometry.transformed(elements, by: transform), evenOdd: rule == .evenOdd)
  }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(elements: elements) }

  /// An immutable copy with every point transformed by `transform` when not nil.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(elements: PathGeometry.transformed(elements, by: transform?.pointee ?? .identity))
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? {
    let copy = CGMutablePath()
    copy.elements = elements
    return copy
  }

  /// Calls `block` with each element in order; the element's points are valid only during the call.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    defer { points.deallocate() }
    for element in elements {
      let type: CGPathElementType
      switch element {
      case .move(let p):
        type = .moveToPoint
        points[0] = p
      case .line(let p):
        type = .addLineToPoint
        points[0] = p
      case .quadCurve(let p, let c):
        type = .addQuadCurveToPoint
        (points[0], points[1]) = (c, p)
      case .curve(let p, let c1, let c2):
        type = .addCurveToPoint
        (points[0], points[1], points[2]) = (c1, c2, p)
      case .close:
        type = .closeSubpath
      }
      withUnsafePointer(to: CGPathElement(type: type, points: points)) { block($0) }
    }
  }

  /// Paths are equal when their elements are.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

  /// Hashes the number of elements, which equal paths share.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements.count)
  }
}

#endif
