/// Coefficients of a soft constraint (Box2D v3's "soft step"): a constraint that behaves like a
/// spring of the given frequency and damping ratio when it corrects position errors.
struct Softness {
  var biasRate: Double
  var massScale: Double
  var impulseScale: Double

  /// A rigid constraint: no position bias, full mass, no impulse leak.
  static let rigid = Softness(biasRate: 0, massScale: 1, impulseScale: 0)

  init(biasRate: Double, massScale: Double, impulseScale: Double) {
    self.biasRate = biasRate
    self.massScale = massScale
    self.impulseScale = impulseScale
  }

  /// Softness for frequency `hertz`, damping ratio `zeta` and time step `h`.
  init(hertz: Double, zeta: Double, h: Double) {
    guard hertz > 0 else {
      self = .rigid
      return
    }
    let omega = 2 * Double.pi * hertz
    let a1 = 2 * zeta + h * omega
    let a2 = h * omega * a1
    let a3 = 1 / (1 + a2)
    self.init(biasRate: omega / a1, massScale: a2 * a3, impulseScale: a3)
  }
}
