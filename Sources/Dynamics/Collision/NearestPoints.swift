extension PolygonCollider {
  /// A one-point manifold at the nearest points of two polygons that are apart by at most `margin` (pt),
  /// along the line between those points (Box2D v3's manifold for two faces a gap apart whose nearest
  /// features are vertices); empty when they touch or overlap, or are farther apart. Clipping finds no
  /// point when the faces are side by side, so two small items that have turned toward each other a gap
  /// apart get none from `collide`; the followed contacts (Solver/FollowedContacts.swift) take this one
  /// instead. Every vertex against every edge of the other: O(n·m), for the few pairs that need it.
  static func nearestPoints(_ a: WorldPolygon, _ b: WorldPolygon, margin: Double) -> Manifold {
    // Overlapping polygons have no separating axis; a vertex inside the other is then still some way
    // from its nearest edge, and would pass for a gap.
    guard max(maximumSeparation(a, b).separation, maximumSeparation(b, a).separation) > 0 else { return Manifold() }
    var best = Double.infinity
    var onA = Vec2.zero, onB = Vec2.zero
    var id: UInt32 = 0
    /// The point of segment p–q nearest to `v`.
    @inline(__always) func nearest(to v: Vec2, on p: Vec2, _ q: Vec2) -> Vec2 {
      let edge = q - p
      let length = edge.lengthSquared
      guard length > 0 else { return p }
      let t = min(max((v - p).dot(edge) / length, 0), 1)
      return p + t * edge
    }
    for (polygon, other, isA) in [(a, b, true), (b, a, false)] {
      for j in 0..<other.count {
        let v = other.vertices[j]
        for i in 0..<polygon.count {
          let q = nearest(to: v, on: polygon.vertices[i], polygon.vertices[i + 1 < polygon.count ? i + 1 : 0])
          let distance = (v - q).lengthSquared
          if distance < best {
            best = distance
            (onA, onB) = isA ? (q, v) : (v, q)
            id = 0xFF00_0000 | (isA ? 0 : 0x10000) | UInt32(j) << 8 | UInt32(i)
          }
        }
      }
    }
    var manifold = Manifold()
    let distance = best.squareRoot()
    guard distance > 0, distance <= margin else { return manifold }
    manifold.normal = (1 / distance) * (onB - onA)
    manifold.pointCount = 1
    manifold.point0 = ManifoldPoint(point: 0.5 * (onA + onB), separation: distance, id: id)
    return manifold
  }
}
