import Foundation

/// Builds the convex polygons the solver collides, in body-local coordinates (pt, centre at origin).
enum PolygonBuilder {
  /// Upper bound on vertices for `.path` shapes after taking the convex hull.
  static let maximumPathVertices = 32

  static func rectangle(width: Double, height: Double) -> [Vec2] {
    let hx = width / 2, hy = height / 2
    return [Vec2(-hx, -hy), Vec2(hx, -hy), Vec2(hx, hy), Vec2(-hx, hy)]
  }

  /// The convex hull of `points` with vertices ordered by increasing angle (from +x toward +y), or nil
  /// when the points span no area.
  static func convexHull(_ points: [Vec2]) -> [Vec2]? {
    let finite = points.filter(\.isFinite)
    let sorted = finite.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
    guard sorted.count >= 3 else { return nil }
    // Andrew's monotone chain.
    func turn(_ o: Vec2, _ a: Vec2, _ b: Vec2) -> Double { (a - o).cross(b - o) }
    var lower: [Vec2] = []
    for p in sorted {
      while lower.count >= 2, turn(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
      lower.append(p)
    }
    var upper: [Vec2] = []
    for p in sorted.reversed() {
      while upper.count >= 2, turn(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
      upper.append(p)
    }
    var hull = Array(lower.dropLast()) + Array(upper.dropLast())
    guard hull.count >= 3 else { return nil }
    if hull.count > maximumPathVertices {
      let stride = Double(hull.count) / Double(maximumPathVertices)
      hull = (0..<maximumPathVertices).map { hull[Int(Double($0) * stride)] }
    }
    return hull
  }

  /// Outward unit normals of the edges of a polygon whose vertices turn from +x toward +y (a circle's
  /// single vertex gets a zero placeholder, so that the pools stay parallel).
  static func normals(of vertices: [Vec2]) -> [Vec2] {
    if vertices.count < 2 { return vertices.map { _ in .zero } }
    if vertices.count == 2 {
      let edge = (vertices[1] - vertices[0]).normalized
      return [Vec2(edge.y, -edge.x), Vec2(-edge.y, edge.x)]
    }
    return vertices.indices.map { i in
      let edge = vertices[(i + 1) % vertices.count] - vertices[i]
      return Vec2(edge.y, -edge.x).normalized
    }
  }

  /// Area (pt²) and moment of inertia per unit mass about the origin (pt²) of a convex polygon.
  static func areaAndUnitInertia(of vertices: [Vec2]) -> (area: Double, unitInertia: Double) {
    var area = 0.0
    var inertia = 0.0
    for i in vertices.indices {
      let a = vertices[i], b = vertices[(i + 1) % vertices.count]
      let cross = a.cross(b)
      area += cross / 2
      inertia += cross * (a.dot(a) + a.dot(b) + b.dot(b)) / 12
    }
    guard area > 0 else { return (0, 0) }
    return (area, inertia / area)
  }
}
