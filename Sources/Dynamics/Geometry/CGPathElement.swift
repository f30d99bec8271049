import Foundation

// Core Graphics' path value types, defined where Core Graphics is missing (see CGPath).
#if !canImport(CoreGraphics)

/// The kind of one element of a `CGPath`, as `applyWithBlock(_:)` reports it.
public enum CGPathElementType: Int32, Sendable {
  /// Starts a subpath: one point.
  case moveToPoint = 0
  /// A straight line: one point, the end.
  case addLineToPoint = 1
  /// A quadratic curve: two points, the control point then the end.
  case addQuadCurveToPoint = 2
  /// A cubic curve: three points, the two control points then the end.
  case addCurveToPoint = 3
  /// Closes the subpath: no points.
  case closeSubpath = 4
}

/// One element of a path: its kind and its points (as many as the kind takes, in points).
public struct CGPathElement {
  /// The kind of element.
  public var type: CGPathElementType
  /// The element's points; valid only during the `applyWithBlock(_:)` call that passes them.
  public var points: UnsafeMutablePointer<CGPoint>

  /// An element of the given kind with the given points.
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

/// How a path's inside is decided: the non-zero winding rule or the even-odd rule.
public enum CGPathFillRule: Int, Sendable {
  /// A point is inside when the path winds around it a non-zero number of times.
  case winding = 0
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd = 1
}

#endif
