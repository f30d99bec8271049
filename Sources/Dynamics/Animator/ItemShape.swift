import Foundation

/// An item's collision polygon in its own frame (pt, centre at the origin), its circle (one vertex at
/// the origin and a radius) or its ellipse (the ends of its horizontal axis and the vertical semi-axis
/// as radius), its area (pt²) and its moment of inertia per unit mass about the centre (pt²).
///
/// Rectangles are exact. An ellipse whose width equals its height is a true circle (inertia m·r²/2);
/// other ellipses are true ellipses (`EllipseCollider`), with area π·w·h/4 and inertia
/// m(w² + h²)/16. Paths use their convex hull (either winding; a concave path becomes its hull), and a
/// path with no area falls back to the bounds rectangle. A width or height counts by its magnitude and
/// is used within `minimumSize`…`maximumSize` (NaN as the minimum, infinity as the maximum): a
/// smaller item would pass through boundaries, as the solver allows half a point of overlap. A shape
/// that is still degenerate (a path with non-finite points) becomes a `minimumSize` square.
struct ItemShape {
  var vertices: [Vec2]
  var area: Double
  var unitInertia: Double
  /// The circle's radius or the ellipse's vertical semi-axis (pt), or 0 for a polygon.
  var radius: Double = 0
  /// Whether the item's size was changed to fit the rules above.
  var wasAdjusted = false

  init(_ item: UIDynamicItem) {
    let size = item.bounds.size
    let width = Self.sanitized(size.width), height = Self.sanitized(size.height)
    let adjusted = width != Double(size.width) || height != Double(size.height)
    var shape: ItemShape
    switch item.collisionBoundsType {
    case .rectangle:
      shape = ItemShape(rectangleWidth: width, height: height)
    case .ellipse where width == height:
      shape = ItemShape(vertices: [.zero], area: Double.pi * width * width / 4, unitInertia: width * width / 8)
      shape.radius = width / 2
    case .ellipse:
      // The ends of the horizontal axis, with the vertical semi-axis as the radius: a true ellipse.
      shape = ItemShape(vertices: [Vec2(-width / 2, 0), Vec2(width / 2, 0)],
                        area: Double.pi * width * height / 4,
                        unitInertia: (width * width + height * height) / 16)
      shape.radius = height / 2
    case .path:
      let points = item.collisionBoundingPath.polylines().flatMap(\.points).map(Vec2.init)
      if let hull = PolygonBuilder.convexHull(points) {
        let (area, unitInertia) = PolygonBuilder.areaAndUnitInertia(of: hull)
        shape = ItemShape(vertices: hull, area: area, unitInertia: unitInertia)
      } else {
        shape = ItemShape(rectangleWidth: width, height: height)
      }
    }
    if !(shape.area >= Self.minimumSize * Self.minimumSize / 2) || !shape.area.isFinite
      || !shape.unitInertia.isFinite || shape.vertices.contains(where: { !$0.isFinite }) {
      shape = ItemShape(rectangleWidth: Self.minimumSize, height: Self.minimumSize)
      shape.wasAdjusted = true
    }
    self = shape
    if adjusted && item.collisionBoundsType != .path { wasAdjusted = true }
  }

  init(vertices: [Vec2], area: Double, unitInertia: Double) {
    self.vertices = vertices
    self.area = area
    self.unitInertia = unitInertia
  }

  init(rectangleWidth width: Double, height: Double) {
    vertices = PolygonBuilder.rectangle(width: width, height: height)
    area = width * height
    unitInertia = (width * width + height * height) / 12
  }

  /// Largest item size used (pt); larger sizes are clamped so that areas and inertias stay finite.
  static let maximumSize = 1e6
  /// Smallest item size used (pt).
  static let minimumSize = 0.1

  /// A length in `minimumSize`…`maximumSize`: the magnitude of `value`, the minimum for NaN.
  private static func sanitized(_ value: CGFloat) -> Double {
    let v = abs(Double(value))
    guard !v.isNaN else { return minimumSize }
    return min(max(v, minimumSize), maximumSize)
  }
}
