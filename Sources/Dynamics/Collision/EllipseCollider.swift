/// Contacts between an ellipse and any other shape (boundary segment, polygon, circle, ellipse), with
/// the ellipse as a true curve.
///
/// An ellipse is a `WorldPolygon` with two vertices, the ends of one of its axes, and a `radius`, the
/// other semi-axis: the vertex pools then turn it with its body like any polygon.
///
/// The contact normal is the direction n that maximises the separation along it, min over B of n·x
/// minus max over A of n·x, from the shapes' support functions (for convex shapes its maximum is the
/// distance between them when apart and minus the depth of the least overlap otherwise). An
/// ellipse's support function is smooth, so the maximum is found by sampling directions (every
/// polygon face normal among them, so that a face contact is exact), then by a golden-section search
/// around the best: a fixed number of evaluations, the same bits on every run. The contact point is
/// the ellipse's deepest point along the normal, moved halfway across the gap.
enum EllipseCollider {
  /// Evenly spaced directions sampled before the refinement (with every polygon face normal): the
  /// separation's local maxima lie near the shapes' axes and faces, far wider apart than 11.25°.
  static let sampleCount = 32
  /// Golden-section steps around the best sample: the bracket of ±0.25 rad shrinks below 10⁻⁹ rad.
  static let refinementSteps = 44
  /// The sampled unit directions, computed once.
  static let sampleDirections: [Vec2] = (0..<sampleCount).map { k in
    let (sine, cosine) = EngineMath.sinCos(2 * Double.pi * Double(k) / Double(sampleCount))
    return Vec2(cosine, sine)
  }

  /// A convex shape through its support function.
  struct Convex {
    /// 0 polygon, 1 circle, 2 ellipse.
    let kind: Int
    let polygon: WorldPolygon
    /// Circle or ellipse centre (pt).
    let centre: Vec2
    /// The ellipse's first axis (unit) and its semi-axes (pt); for a circle `a` is the radius.
    let axis: Vec2
    let a: Double
    let b: Double

    init(_ shape: WorldPolygon) {
      polygon = shape
      if shape.radius > 0 && shape.count == 2 {
        let p = shape.vertices[0], q = shape.vertices[1]
        let half = 0.5 * (q - p)
        let length = half.length
        kind = 2
        centre = 0.5 * (p + q)
        axis = length > 0 ? (1 / length) * half : Vec2(1, 0)
        a = length
        b = shape.radius
      } else if shape.radius > 0 && shape.count >= 1 {
        kind = 1
        centre = shape.vertices[0]
        axis = Vec2(1, 0)
        a = shape.radius
        b = shape.radius
      } else {
        kind = 0
        centre = .zero
        axis = Vec2(1, 0)
        a = 0
        b = 0
      }
    }

    /// Whether the shape is a curve (circle or ellipse): its support point is unique.
    var isRound: Bool { kind != 0 }

    /// max over the shape of d·x (pt) for a unit direction `d`; −∞ for an empty polygon.
    @inline(__always)
    func height(_ d: Vec2) -> Double {
      switch kind {
      case 2:
        let x = a * axis.dot(d), y = b * axis.cross(d)
        return centre.dot(d) + (x * x + y * y).squareRoot()
      case 1:
        return centre.dot(d) + a
      default:
        var best = -Double.infinity
        for v in polygon.vertices { best = max(best, v.dot(d)) }
        return best
      }
    }

    /// The point of the shape farthest along the unit direction `d` (for a polygon, the first vertex
    /// that is).
    @inline(__always)
    func support(_ d: Vec2) -> Vec2 {
      switch kind {
      case 2:
        // In the ellipse's frame d' = (u·d, u×d): the support point is (a²d'x, b²d'y)/|(a d'x, b d'y)|.
        let dx = axis.dot(d), dy = axis.cross(d)
        let w = ((a * dx) * (a * dx) + (b * dy) * (b * dy)).squareRoot()
        guard w > 0 else { return centre }
        let perpendicular = Vec2(-axis.y, axis.x)
        return centre + (a * a * dx / w) * axis + (b * b * dy / w) * perpendicular
      case 1:
        return centre + a * d
      default:
        var best = -Double.infinity
        var point = Vec2.zero
        for v in polygon.vertices where v.dot(d) > best {
          best = v.dot(d)
          point = v
        }
        return point
      }
    }
  }

  /// Separation (pt) along the unit direction `n`, from `a` toward `b`.
  @inline(__always)
  static func separation(_ a: Convex, _ b: Convex, along n: Vec2) -> Double {
    -b.height(-n) - a.height(n)
  }

  /// The direction from `a` toward `b` along which they are farthest apart, and that separation (pt).
  static func bestAxis(_ a: Convex, _ b: Convex) -> (normal: Vec2, separation: Double) {
    var best = -Double.infinity
    var normal = Vec2(0, 1)
    @inline(__always) func consider(_ n: Vec2) {
      let s = separation(a, b, along: n)
      if s > best {
        best = s
        normal = n
      }
    }
    if a.kind == 0 { for n in a.polygon.normals { consider(n) } }
    if b.kind == 0 { for n in b.polygon.normals { consider(-n) } }
    if a.isRound && b.isRound {
      let offset = b.centre - a.centre
      let distance = offset.length
      if distance > 0 { consider((1 / distance) * offset) }
    }
    for n in sampleDirections { consider(n) }
    // Golden-section search over directions n + t·n⊥ (normalised), t in ±0.25, around the best.
    let centre = normal, across = Vec2(-normal.y, normal.x)
    @inline(__always) func direction(_ t: Double) -> Vec2 { (centre + t * across).normalized }
    let ratio = 0.5 * (5.0.squareRoot() - 1)
    var low = -0.25, high = 0.25
    var left = high - ratio * (high - low), right = low + ratio * (high - low)
    var leftValue = separation(a, b, along: direction(left))
    var rightValue = separation(a, b, along: direction(right))
    for _ in 0..<refinementSteps {
      if leftValue > rightValue {
        high = right
        right = left
        rightValue = leftValue
        left = high - ratio * (high - low)
        leftValue = separation(a, b, along: direction(left))
      } else {
        low = left
        left = right
        leftValue = rightValue
        right = low + ratio * (high - low)
        rightValue = separation(a, b, along: direction(right))
      }
    }
    let t = leftValue > rightValue ? left : right
    let refined = direction(t)
    let refinedValue = max(leftValue, rightValue)
    if refinedValue > best && refinedValue.isFinite && refined.isFinite {
      best = refinedValue
      normal = refined
    }
    return (normal, best)
  }

  /// One contact point between `a` and `b` (one of them an ellipse) when they are no farther apart
  /// than `margin` (pt): normal from a to b, the contact midway between the surfaces. Its id is 0, as
  /// a circle's: a curve touches a convex shape at one place, wherever it has rolled to.
  static func contact(_ a: WorldPolygon, _ b: WorldPolygon) -> (normal: Vec2, separation: Double, point: Vec2) {
    let first = Convex(a), second = Convex(b)
    let (normal, separation) = bestAxis(first, second)
    let point: Vec2
    if first.isRound && second.isRound {
      point = 0.5 * (first.support(normal) + second.support(-normal))
    } else if first.isRound {
      point = first.support(normal) + (0.5 * separation) * normal
    } else {
      point = second.support(-normal) - (0.5 * separation) * normal
    }
    return (normal, separation, point)
  }
}

extension WorldPolygon {
  /// Whether this is an ellipse (two vertices, the ends of an axis, and the other semi-axis as radius).
  @inline(__always) var isEllipse: Bool { radius > 0 && count == 2 }
}
