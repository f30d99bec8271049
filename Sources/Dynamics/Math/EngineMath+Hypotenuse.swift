/// The engine's own `hypot` and `tan`, for the same reason as its other functions (`EngineMath`): glibc's
/// `hypot` may round differently where FMA is available (arm64), and its `tan` has an FMA variant on
/// x86-64. A push's or gravity's magnitude, an attachment's length at creation and the
/// handles of a boundary's arcs go through these, and from there into the simulation.
extension EngineMath {
  /// √(x² + y²), scaled by a power of two (exactly) so that the squares neither overflow nor underflow;
  /// within about an ulp. +∞ if either is infinite, else NaN if either is NaN.
  static func hypot(_ x: Double, _ y: Double) -> Double {
    let a = abs(x), b = abs(y)
    if a.isInfinite || b.isInfinite { return .infinity }
    if a.isNaN || b.isNaN { return .nan }
    let big = max(a, b), small = min(a, b)
    if small == 0 { return big }
    let e = Int(big.exponent)
    let scaledBig = Double(sign: .plus, exponent: -e, significand: big)  // in [1, 2)
    let scaledSmall = Double(sign: .plus, exponent: -e, significand: small)
    let root = (scaledBig * scaledBig + scaledSmall * scaledSmall).squareRoot()
    return Double(sign: .plus, exponent: e, significand: root)
  }

  /// tan x (rad) as sin x / cos x from one `sinCos`: within two ulps, NaN for non-finite x.
  static func tan(_ x: Double) -> Double {
    let (sine, cosine) = sinCos(x)
    return sine / cosine
  }
}
