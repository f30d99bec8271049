import Foundation

/// The solver's 2-D vector: points, velocities, forces and normals, in points (pt) and seconds.
/// A plain value type so that body and contact arrays stay contiguous and free of references.
struct Vec2: Equatable, Sendable {
  var x: Double
  var y: Double

  @inline(__always) init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  @inline(__always) init(_ point: CGPoint) {
    self.init(Double(point.x), Double(point.y))
  }

  static let zero = Vec2(0, 0)

  var cgPoint: CGPoint { CGPoint(x: x, y: y) }

  @inline(__always) static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
  @inline(__always) static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
  @inline(__always) static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
  @inline(__always) static func * (s: Double, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }
  @inline(__always) static func * (a: Vec2, s: Double) -> Vec2 { Vec2(s * a.x, s * a.y) }
  @inline(__always) static func += (a: inout Vec2, b: Vec2) { a = a + b }
  @inline(__always) static func -= (a: inout Vec2, b: Vec2) { a = a - b }

  @inline(__always) func dot(_ b: Vec2) -> Double { x * b.x + y * b.y }
  /// z component of the 3-D cross product (self, 0) × (b, 0).
  @inline(__always) func cross(_ b: Vec2) -> Double { x * b.y - y * b.x }
  /// The vector turned by +90° (from +x toward +y): (−y, x).
  @inline(__always) var perpendicular: Vec2 { Vec2(-y, x) }
  @inline(__always) var lengthSquared: Double { x * x + y * y }
  @inline(__always) var length: Double { lengthSquared.squareRoot() }

  /// The unit vector in this direction, or zero for a (nearly) zero vector.
  @inline(__always) var normalized: Vec2 {
    let l = length
    return l > 1e-12 ? Vec2(x / l, y / l) : .zero
  }

  var isFinite: Bool { x.isFinite && y.isFinite }
}

/// Cross product of a scalar (z axis) with a vector: ω × r.
@inline(__always) func cross(_ s: Double, _ v: Vec2) -> Vec2 { Vec2(-s * v.y, s * v.x) }

/// A rotation stored as cosine and sine, so that rotating a vector costs no trigonometry.
struct Rotation: Equatable, Sendable {
  var cosine: Double
  var sine: Double

  static let identity = Rotation(cosine: 1, sine: 0)

  @inline(__always) init(cosine: Double, sine: Double) {
    self.cosine = cosine
    self.sine = sine
  }

  @inline(__always) init(angle: Double) {
    (sine, cosine) = EngineMath.sinCos(angle)
  }

  /// Rotates `v` by this rotation (positive angles turn from +x toward +y).
  @inline(__always) func rotate(_ v: Vec2) -> Vec2 {
    Vec2(cosine * v.x - sine * v.y, sine * v.x + cosine * v.y)
  }

  /// Rotates `v` by the inverse rotation.
  @inline(__always) func inverseRotate(_ v: Vec2) -> Vec2 {
    Vec2(cosine * v.x + sine * v.y, -sine * v.x + cosine * v.y)
  }
}
