import Foundation

/// An item's collision polygon in its own frame (pt, centre at the origin), its area (pt²) and its
/// moment of inertia per unit mass about the centre (pt²).
///
/// Rectangles are exact. Ellipses collide as 24-gons but use the true area π·w·h/4 and inertia
/// m(w² + h²)/16. Paths use their convex hull (either winding; a concave path becomes its hull), and a
/// path with no area falls back to the bounds rectangle. Sizes are used within 0…10⁶ pt, and a
/// degenerate shape (zero area or non-finite) becomes a 0.001 pt square so that the body's mass stays
/// finite and positive.
struct ItemShape {
  var vertices: [Vec2]
  var area: Double
  var unitInertia: Double

  init(_ item: UIDynamicItem) {
    let size = item.bounds.size
    let width = Self.sanitized(size.width), height = Self.sanitized(size.height)
    var shape: ItemShape
    switch item.collisionBoundsType {
    case .rectangle:
      shape = ItemShape(rectangleWidth: width, height: height)
    case .ellipse:
      shape = ItemShape(vertices: PolygonBuilder.ellipse(width: width, height: height),
                        area: Double.pi * width * height / 4,
                        unitInertia: (width * width + height * height) / 16)
    case .path:
      let points = item.collisionBoundingPath.polylines().flatMap(\.points).map(Vec2.init)
      if let hull = PolygonBuilder.convexHull(points) {
        let (area, unitInertia) = PolygonBuilder.areaAndUnitInertia(of: hull)
        shape = ItemShape(vertices: hull, area: area, unitInertia: unitInertia)
      } else {
        shape = ItemShape(rectangleWidth: width, height: height)
      }
    }
    if !(shape.area > 1e-6) || !shape.area.isFinite || !shape.unitInertia.isFinite
      || shape.vertices.contains(where: { !$0.isFinite }) {
      shape = ItemShape(rectangleWidth: 1e-3, height: 1e-3)
    }
    self = shape
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

  /// A finite length in 0…`maximumSize` (0 for NaN and negative values).
  private static func sanitized(_ value: CGFloat) -> Double {
    let v = Double(value)
    guard v.isFinite else { return v == .infinity ? maximumSize : 0 }
    return min(max(v, 0), maximumSize)
  }
}
