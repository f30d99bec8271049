import Foundation

/// A snapshot of one field's parameters in solver units, taken once per step (or per sampling call), and
/// the formulas of spec §10.2. Offsets are item centre − field position (pt); accelerations are pt/s².
struct FieldParameters {
  let kind: UIFieldBehavior.Kind
  let origin: Vec2
  let region: UIRegion
  let regionIsInfinite: Bool
  let strength: Double
  let falloff: Double
  /// Minimum radius in metres.
  let minimumRadius: Double
  let direction: Vec2
  /// 1 / feature size (1/pt) and noise time rate (Hz).
  let noiseFrequency: Double
  let noiseSpeed: Double
  let noise: GradientNoise

  init(_ field: UIFieldBehavior) {
    kind = field.fieldKind
    origin = Vec2(field.position)
    region = field.region
    regionIsInfinite = field.region.isInfinite
    strength = Double(field.strength)
    falloff = Double(field.falloff)
    minimumRadius = max(0, Double(field.minimumRadius)) / 100
    direction = Vec2(Double(field.direction.dx), Double(field.direction.dy))
    let smoothness = min(max(Double(field.smoothness), 0), 1)
    noiseFrequency = 1 / (20 * exp2(5 * (smoothness.isFinite ? smoothness : 0)))
    noiseSpeed = Double(field.animationSpeed).isFinite ? Double(field.animationSpeed) : 0
    noise = field.noise
  }

  /// False when a parameter is NaN or infinite: such a field exerts nothing.
  var isUsable: Bool {
    origin.isFinite && strength.isFinite && falloff.isFinite && minimumRadius.isFinite
      && (direction.isFinite || (kind != .linearGravity && kind != .velocity))
  }

  @inline(__always) func regionContains(_ offset: Vec2) -> Bool {
    regionIsInfinite || UIRegion.contains(region.shape, offset.x, offset.y)
  }

  /// φ(d) = max(d, r_min)^(−falloff), d in metres; 1 when falloff is 0.
  @inline(__always) func attenuation(_ offset: Vec2) -> Double {
    if falloff == 0 { return 1 }
    let d = max(offset.length / 100, minimumRadius, 1e-9)
    let phi = pow(d, -falloff)
    return phi.isFinite ? phi : 0
  }

  /// The velocity a velocity field imposes (pt/s).
  func imposedVelocity(offset: Vec2) -> Vec2 {
    (strength * attenuation(offset)) * direction
  }

  /// The field's acceleration (pt/s²) on an item at `offset` from the field with `velocity` (pt/s),
  /// `mass` (mu) and `charge`, at `time` (s). With `step` h > 0, velocity-proportional fields (drag,
  /// magnetic) return the constant acceleration that, held over the step, gives their exact solution
  /// (exponential decay, rotation by ω·h); with h = 0 they return the instantaneous value.
  @inline(__always)
  func acceleration(offset r: Vec2, velocity v: Vec2, mass m: Double, charge q: Double, time: Double,
                    step h: Double) -> Vec2 {
    let s = strength
    switch kind {
    case .linearGravity:
      return (100 * s * attenuation(r)) * direction
    case .radialGravity:
      return (-100 * s * attenuation(r)) * r.normalized
    case .vortex:
      // (r_y, −r_x)/d turns counter-clockwise on screen in y-down coordinates.
      let n = r.normalized
      return (100 * s * attenuation(r)) * Vec2(n.y, -n.x)
    case .spring:
      guard m > 0 else { return .zero }
      return (-s * attenuation(r) / m) * r
    case .electric:
      // Like charges repel, opposite charges attract (Apple's `electricField()`): away from the field
      // when strength·charge > 0.
      guard m > 0 else { return .zero }
      return (100 * s * q * attenuation(r) / m) * r.normalized
    case .drag:
      guard m > 0 else { return .zero }
      let k = s * attenuation(r) / m
      guard h > 0 else { return -k * v }
      return (EngineMath.expm1(-k * h) / h) * v
    case .magnetic:
      guard m > 0 else { return .zero }
      let omega = q * s * attenuation(r) / m
      guard h > 0 else { return omega * Vec2(v.y, -v.x) }
      let (sn, c) = EngineMath.sinCos(omega * h)
      let turned = Vec2(c * v.x + sn * v.y, -sn * v.x + c * v.y)
      return (1 / h) * (turned - v)
    case .noise:
      return (100 * s * attenuation(r)) * noiseVector(r, time)
    case .turbulence:
      return (s * attenuation(r) * v.length) * noiseVector(r, time)
    case .velocity, .custom:
      return .zero
    }
  }

  @inline(__always) private func noiseVector(_ r: Vec2, _ time: Double) -> Vec2 {
    noise.vector(r.x * noiseFrequency, r.y * noiseFrequency, time * noiseSpeed)
  }
}
