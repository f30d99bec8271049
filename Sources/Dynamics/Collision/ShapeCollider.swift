/// Contacts and separations between any two shapes: polygons (boundary segments among them) through
/// `PolygonCollider`, circles as true circles, ellipses as true ellipses through `EllipseCollider`.
///
/// A circle meets another circle along the line through their centres, and a polygon at the feature
/// nearest its centre: the face whose plane the centre is farthest out of, or, when the centre lies
/// beyond one end of that face, the corner there (Box2D v3's circle manifolds follow the same regions).
/// One point is enough: a circle touches a convex shape at one place. Its id is 0, so that a rolling
/// ball keeps its warm start whichever face it rolls over.
enum ShapeCollider {
  /// Below this separation (pt) a centre counts as on or inside the face, whatever end it lies beyond:
  /// the corner's direction would be ill-defined there.
  static let cornerTolerance = 1e-9

  /// Contacts between `a` and `b` no farther apart than `margin` (pt); the normal points from a to b.
  /// `preferB` is passed on to the polygon clipper (see `PolygonCollider.collide`).
  @inline(__always)
  static func collide(_ a: WorldPolygon, _ b: WorldPolygon, margin: Double, preferB: Bool) -> Manifold {
    if a.radius == 0 && b.radius == 0 { return PolygonCollider.collide(a, b, margin: margin, preferB: preferB) }
    return collideRound(a, b, margin: margin)
  }

  /// `collide` for a pair that holds a circle (kept out of line: polygons are the common case).
  @inline(never)
  static func collideRound(_ a: WorldPolygon, _ b: WorldPolygon, margin: Double) -> Manifold {
    let contact: (normal: Vec2, separation: Double, point: Vec2)
    if a.isEllipse || b.isEllipse {
      contact = EllipseCollider.contact(a, b)
    } else if a.radius > 0 && b.radius > 0 {
      contact = circles(a.vertices[0], a.radius, b.vertices[0], b.radius)
    } else if b.radius > 0 {
      contact = polygonAndCircle(a, b.vertices[0], b.radius)
    } else {
      let reversed = polygonAndCircle(b, a.vertices[0], a.radius)
      contact = (-reversed.normal, reversed.separation, reversed.point)
    }
    var manifold = Manifold()
    guard contact.separation <= margin else { return manifold }
    manifold.normal = contact.normal
    manifold.pointCount = 1
    manifold.point0 = ManifoldPoint(point: contact.point, separation: contact.separation, id: 0)
    return manifold
  }

  /// Separation (pt) of two shapes: the distance between them when apart (for polygons, the largest
  /// separation along their edge normals), negative when they overlap.
  static func separation(_ a: WorldPolygon, _ b: WorldPolygon) -> Double {
    if a.isEllipse || b.isEllipse {
      return EllipseCollider.bestAxis(EllipseCollider.Convex(a), EllipseCollider.Convex(b)).separation
    }
    if a.radius > 0 && b.radius > 0 { return circles(a.vertices[0], a.radius, b.vertices[0], b.radius).separation }
    if b.radius > 0 { return polygonAndCircle(a, b.vertices[0], b.radius).separation }
    if a.radius > 0 { return polygonAndCircle(b, a.vertices[0], a.radius).separation }
    return max(PolygonCollider.maximumSeparation(a, b).separation, PolygonCollider.maximumSeparation(b, a).separation)
  }

  /// Circle A (centre, radius) against circle B: normal from A's centre toward B's (+y when the centres
  /// coincide), the gap between the surfaces, and the point midway between them.
  @inline(__always)
  static func circles(_ centreA: Vec2, _ radiusA: Double, _ centreB: Vec2,
                      _ radiusB: Double) -> (normal: Vec2, separation: Double, point: Vec2) {
    let offset = centreB - centreA
    let distance = offset.length
    let normal = distance > cornerTolerance ? (1 / distance) * offset : Vec2(0, 1)
    let surfaceA = centreA + radiusA * normal, surfaceB = centreB - radiusB * normal
    return (normal, distance - radiusA - radiusB, 0.5 * (surfaceA + surfaceB))
  }

  /// A convex polygon (or a two-vertex segment) against a circle: normal from the polygon toward the
  /// circle, the gap between the surfaces, and the point midway between them (an infinite gap for a
  /// polygon with no vertices).
  @inline(__always)
  static func polygonAndCircle(_ polygon: WorldPolygon, _ centre: Vec2,
                               _ radius: Double) -> (normal: Vec2, separation: Double, point: Vec2) {
    guard polygon.count > 0 else { return (Vec2(0, 1), .infinity, centre) }
    var face = 0
    var outside = -Double.infinity
    for i in 0..<polygon.count {
      let s = polygon.normals[i].dot(centre - polygon.vertices[i])
      if s > outside {
        outside = s
        face = i
      }
    }
    let v1 = polygon.vertices[face]
    let v2 = polygon.vertices[face + 1 < polygon.count ? face + 1 : 0]
    var normal = polygon.normals[face]
    var surfaceA = centre - outside * normal
    var distance = outside
    if outside > cornerTolerance {
      // Beyond one end of the face the nearest feature is that end's corner.
      let corner: Vec2? = (centre - v1).dot(v2 - v1) < 0 ? v1 : (centre - v2).dot(v1 - v2) < 0 ? v2 : nil
      if let corner {
        let offset = centre - corner
        distance = offset.length
        normal = (1 / distance) * offset
        surfaceA = corner
      }
    }
    let surfaceB = centre - radius * normal
    return (normal, distance - radius, 0.5 * (surfaceA + surfaceB))
  }
}
