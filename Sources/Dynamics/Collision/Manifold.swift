/// One point of contact between two shapes, at the start of a step.
struct ManifoldPoint {
  /// Contact point midway between the two surfaces (reference coordinates, pt).
  var point: Vec2
  /// Signed distance along the normal: negative when the shapes overlap (pt).
  var separation: Double
  /// Identifies the pair of features (edge and vertex) so impulses carry over between steps.
  var id: UInt32
}

/// Up to two contact points sharing one normal, which points from shape A toward shape B.
struct Manifold {
  var normal: Vec2 = .zero
  var pointCount = 0
  /// Whether the reference face is shape B's.
  var referenceIsB = false
  var point0 = ManifoldPoint(point: .zero, separation: 0, id: 0)
  var point1 = ManifoldPoint(point: .zero, separation: 0, id: 0)
}

/// A convex polygon in world coordinates: a window onto the world's vertex and normal pools; or, with
/// a `radius`, a circle whose one vertex is its centre.
struct WorldPolygon {
  let vertices: UnsafeBufferPointer<Vec2>
  let normals: UnsafeBufferPointer<Vec2>
  /// A circle's radius (pt), 0 for a polygon.
  var radius: Double = 0
  var count: Int { vertices.count }
}

/// Polygon-versus-polygon contact generation: separating axes to find the reference face, then the
/// incident edge clipped against the reference face's side planes (the classic Box2D approach).
enum PolygonCollider {
  /// The edge of `a` along which `b` is farthest out, and that separation (pt). As soon as one edge
  /// separates them by more than `limit` that edge is returned (the caller needs no more: the shapes
  /// are too far apart for a contact), and an edge's walk over `b` stops as soon as it cannot beat the
  /// best edge so far; both give the same edge and separation as the full search whenever it is at
  /// most `limit`. (Starting each
  /// walk at the previous edge's deepest vertex cost more instructions than it saved.)
  @inline(__always)
  static func maximumSeparation(_ a: WorldPolygon, _ b: WorldPolygon,
                                limit: Double = .infinity) -> (edge: Int, separation: Double) {
    var bestEdge = 0
    var best = -Double.infinity
    for i in 0..<a.count {
      let n = a.normals[i]
      let v = a.vertices[i]
      var deepest = Double.infinity
      for j in 0..<b.count {
        let s = n.dot(b.vertices[j] - v)
        if s < deepest {
          deepest = s
          if deepest <= best { break }
        }
      }
      if deepest > best {
        best = deepest
        bestEdge = i
        if best > limit { break }
      }
    }
    return (bestEdge, best)
  }

  /// `maximumSeparation` of two boxes (four vertices each), two of `b`'s vertices at a time in SSE2's lanes:
  /// every edge of `a` is measured over all of `b` (the same products, lane by lane, as the plain walk's),
  /// and the edge is chosen as there, the first with the largest separation unless one is above
  /// `limit`. An edge's depth is the least of its four products whatever the order they are taken in, as
  /// the plain walk's (a product is taken when it is below the least so far, so a NaN never is); only a
  /// zero's sign may differ, which the callers, who compare separations, cannot see. The plain walk's
  /// early stops only skip edges that cannot win, so the chosen edge is the same. The lanes take the
  /// four products in half the instructions, where the walk's branches took more than its stops saved.
  @inline(__always)
  static func boxPairSeparation(_ a: WorldPolygon, _ b: WorldPolygon, limit: Double) -> (edge: Int, separation: Double) {
    let v = b.vertices
    let x01 = Lanes(v[0].x, v[1].x), y01 = Lanes(v[0].y, v[1].y)
    let x23 = Lanes(v[2].x, v[3].x), y23 = Lanes(v[2].y, v[3].y)
    let none = Lanes(repeating: .infinity)
    var bestEdge = 0
    var best = -Double.infinity
    for i in 0..<4 {
      let n = a.normals[i], p = a.vertices[i]
      let nx = Lanes(repeating: n.x), ny = Lanes(repeating: n.y)
      let px = Lanes(repeating: p.x), py = Lanes(repeating: p.y)
      // `n.dot(vertex - p)`, as `maximumSeparation` takes it.
      let s01 = nx * (x01 - px) + ny * (y01 - py)
      let s23 = nx * (x23 - px) + ny * (y23 - py)
      // Each lane keeps a product only when it is below the lane's least so far (`laneMin(r, s)`: s < r ? s : r).
      let least = laneMin(laneMin(none, s01), s23)
      var deepest = least[0]
      if least[1] < deepest { deepest = least[1] }
      if deepest > best {
        best = deepest
        bestEdge = i
        if best > limit { break }
      }
    }
    return (bestEdge, best)
  }

  /// From this many edges on, `collide` finds a polygon's best edge with `guidedMaximumSeparation`
  /// (a box against a box takes `boxPairSeparation`; other small polygons and segments keep the plain
  /// search, which costs them less).
  static let guidedSearchEdges = 8

  /// `maximumSeparation` for polygons of many edges (ellipses' polygons): the same edge and separation,
  /// bit for bit, from far fewer products. The edge whose normal points most nearly from `a`'s vertex
  /// mean to `b`'s is measured over all of `b` first; its separation S is a lower bound of the answer,
  /// so every other edge's walk over `b` starts at that edge's deepest vertex and stops as soon as it
  /// finds a depth below S (that edge cannot be the answer). Edges that are not stopped are measured
  /// in full, and the answer is the first edge in index order with the largest separation, as in the
  /// plain search. A depth is the minimum of the same products in any order, so it is the same bits.
  @inline(never)  // out of `collide`'s inlined body, which boxes run through
  static func guidedMaximumSeparation(_ a: WorldPolygon, _ b: WorldPolygon,
                                      limit: Double) -> (edge: Int, separation: Double) {
    var sumA = Vec2.zero, sumB = Vec2.zero
    for v in a.vertices { sumA += v }
    for v in b.vertices { sumB += v }
    let towardB = Double(a.count) * sumB - Double(b.count) * sumA  // parallel to the means' offset
    var guess = 0
    var facing = -Double.infinity
    for i in 0..<a.count {
      let f = a.normals[i].dot(towardB)
      if f > facing {
        facing = f
        guess = i
      }
    }
    let guessNormal = a.normals[guess], guessVertex = a.vertices[guess]
    var bound = Double.infinity
    var start = 0
    for j in 0..<b.count {
      let s = guessNormal.dot(b.vertices[j] - guessVertex)
      if s < bound {
        bound = s
        start = j
      }
    }
    if bound > limit { return (guess, bound) }
    var bestEdge = 0
    var best = -Double.infinity
    for i in 0..<a.count {
      var deepest = bound
      if i != guess {
        let n = a.normals[i]
        let v = a.vertices[i]
        deepest = Double.infinity
        var j = start
        for _ in 0..<b.count {
          let s = n.dot(b.vertices[j] - v)
          if s < deepest {
            deepest = s
            if deepest < bound { break }
          }
          j = j + 1 < b.count ? j + 1 : 0
        }
      }
      if deepest > best {
        best = deepest
        bestEdge = i
        if best > limit { break }
      }
    }
    return (bestEdge, best)
  }

  /// Contacts between `a` and `b` no farther apart than `margin` (pt). The normal points from a to b.
  /// `preferB` is last step's choice of reference face: the other face must be better by a tenth of
  /// the linear slop before the roles swap, so that nearly parallel faces keep their feature ids.
  static func collide(_ a: WorldPolygon, _ b: WorldPolygon, margin: Double, preferB: Bool = false) -> Manifold {
    var manifold = Manifold()
    let boxes = a.count == 4 && b.count == 4
    let (edgeA, separationA) = boxes ? boxPairSeparation(a, b, limit: margin)
      : a.count >= guidedSearchEdges ? guidedMaximumSeparation(a, b, limit: margin)
      : maximumSeparation(a, b, limit: margin)
    if separationA > margin { return manifold }
    let (edgeB, separationB) = boxes ? boxPairSeparation(b, a, limit: margin)
      : b.count >= guidedSearchEdges ? guidedMaximumSeparation(b, a, limit: margin)
      : maximumSeparation(b, a, limit: margin)
    if separationB > margin { return manifold }

    // Keep last step's reference face unless the other is clearly better (hysteresis).
    let tolerance = 0.1 * Tuning.linearSlop
    let flip = preferB ? !(separationA > separationB + tolerance) : separationB > separationA + tolerance
    let reference = flip ? b : a
    let incident = flip ? a : b
    let referenceEdge = flip ? edgeB : edgeA

    // The incident edge is the one whose normal is most opposed to the reference normal.
    let referenceNormal = reference.normals[referenceEdge]
    var incidentEdge = 0
    var lowest = Double.infinity
    for i in 0..<incident.count {
      let d = referenceNormal.dot(incident.normals[i])
      if d < lowest {
        lowest = d
        incidentEdge = i
      }
    }
    let i1 = incidentEdge
    let i2 = i1 + 1 < incident.count ? i1 + 1 : 0
    let v11 = reference.vertices[referenceEdge]
    let v12 = reference.vertices[referenceEdge + 1 < reference.count ? referenceEdge + 1 : 0]
    let tangent = (v12 - v11).normalized

    // Clip the incident edge to the slab between the reference edge's end points.
    var c0 = (point: incident.vertices[i1], id: UInt32(i1))
    var c1 = (point: incident.vertices[i2], id: UInt32(i2))
    guard clip(&c0, &c1, normal: -tangent, offset: -tangent.dot(v11), clipID: 0),
          clip(&c0, &c1, normal: tangent, offset: tangent.dot(v12), clipID: 1)
    else { return manifold }

    let normal = flip ? -referenceNormal : referenceNormal
    manifold.normal = normal
    manifold.referenceIsB = flip
    let frontOffset = referenceNormal.dot(v11)
    let featureBase = UInt32(referenceEdge) << 8 | (flip ? 0x8000 : 0)
    add(c0, to: &manifold, referenceNormal: referenceNormal, frontOffset: frontOffset, margin: margin,
        featureBase: featureBase)
    add(c1, to: &manifold, referenceNormal: referenceNormal, frontOffset: frontOffset, margin: margin,
        featureBase: featureBase)
    return manifold
  }

  /// Adds a clipped incident point to the manifold if it lies within `margin` of the reference face.
  @inline(__always)
  private static func add(_ candidate: (point: Vec2, id: UInt32), to manifold: inout Manifold, referenceNormal: Vec2,
                          frontOffset: Double, margin: Double, featureBase: UInt32) {
    let separation = referenceNormal.dot(candidate.point) - frontOffset
    guard separation <= margin else { return }
    // Midway between the incident point and its projection on the reference face.
    let point = candidate.point - (0.5 * separation) * referenceNormal
    let mp = ManifoldPoint(point: point, separation: separation, id: featureBase | candidate.id)
    if manifold.pointCount == 0 { manifold.point0 = mp } else { manifold.point1 = mp }
    manifold.pointCount += 1
  }

  /// Sutherland–Hodgman clipping of a segment to the half-plane `normal·p ≤ offset`.
  /// Returns false when nothing is left.
  @inline(__always)
  private static func clip(_ c0: inout (point: Vec2, id: UInt32), _ c1: inout (point: Vec2, id: UInt32),
                           normal: Vec2, offset: Double, clipID: UInt32) -> Bool {
    let d0 = normal.dot(c0.point) - offset
    let d1 = normal.dot(c1.point) - offset
    if d0 <= 0 && d1 <= 0 { return true }
    if d0 > 0 && d1 > 0 { return false }
    let t = d0 / (d0 - d1)
    let crossing = c0.point + t * (c1.point - c0.point)
    // The new point is tagged with the clip plane so that its id stays stable from step to step.
    let id = 0x10 | clipID
    if d0 > 0 { c0 = (crossing, id) } else { c1 = (crossing, id) }
    return true
  }
}
