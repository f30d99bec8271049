/// The engine's own `exp` and `expm1`, for the same reason as its sine and cosine (`EngineMath`): glibc
/// picks an FMA variant of `exp` on CPUs that have FMA, and springs' coefficients and drag fields go
/// through these every step. fdlibm's algorithms (Sun Microsystems, 1993; as in FreeBSD's `e_exp.c` and
/// `s_expm1.c`): reduction by ln 2 in two parts, a rational approximation on [−ln 2 / 2, ln 2 / 2],
/// scaling by 2ᵏ through the exponent; error below one ulp. Only `+`, `−`, `×`, `÷`, truncation and
/// exact scaling by powers of two, so the results are the same bits on x86-64 and arm64.
extension EngineMath {
  private static let ln2Hi = 6.931_471_803_691_238_164_90e-01
  private static let ln2Lo = 1.908_214_929_270_587_700_02e-10
  private static let inverseLn2 = 1.442_695_040_888_963_387_00e+00
  /// Above this `exp` overflows; below `expUnderflow` it is 0.
  private static let expOverflow = 7.097_827_128_933_839_730_96e+02
  private static let expUnderflow = -7.451_332_191_019_411_084_20e+02

  /// The high 32 bits of |x|, as fdlibm compares them.
  @inline(__always)
  private static func highWord(_ x: Double) -> UInt32 {
    UInt32(truncatingIfNeeded: x.bitPattern >> 32) & 0x7fff_ffff
  }

  /// `y × 2ᵏ`, exact unless the result is subnormal (then rounded once, as IEEE scaling does).
  @inline(__always)
  private static func scaled(_ y: Double, _ k: Int) -> Double {
    Double(sign: .plus, exponent: k, significand: y)
  }

  /// `x = k·ln 2 + (hi − lo)` for |x| > ln 2 / 2 (`hx` the high word of |x|): k = ±1 below 1.5 ln 2,
  /// else x / ln 2 rounded to the nearest integer; `k·ln2Hi` is exact.
  @inline(__always)
  private static func reduce(_ x: Double, _ hx: UInt32) -> (k: Int, hi: Double, lo: Double) {
    let negative = x < 0
    if hx < 0x3ff0_a2b2 {  // |x| < 1.5 ln 2
      return (negative ? -1 : 1, negative ? x + ln2Hi : x - ln2Hi, negative ? -ln2Lo : ln2Lo)
    }
    let k = Int((inverseLn2 * x + (negative ? -0.5 : 0.5)).rounded(.towardZero))
    let t = Double(k)
    return (k, x - t * ln2Hi, t * ln2Lo)
  }

  /// eˣ. NaN gives NaN, +∞ gives +∞, −∞ gives 0.
  static func exp(_ x: Double) -> Double {
    guard x.isFinite else { return x.isNaN ? x : (x > 0 ? x : 0) }
    if x > expOverflow { return .infinity }
    if x < expUnderflow { return 0 }
    let hx = highWord(x)
    var hi = 0.0, lo = 0.0, k = 0
    var r = x
    if hx > 0x3fd6_2e42 {  // |x| > ln 2 / 2
      (k, hi, lo) = reduce(x, hx)
      r = hi - lo
    } else if hx < 0x3e30_0000 {  // |x| < 2⁻²⁸
      return 1 + x
    }
    let p1 = 1.666_666_666_666_660_190_37e-01, p2 = -2.777_777_777_701_559_338_42e-03
    let p3 = 6.613_756_321_437_934_361_17e-05, p4 = -1.653_390_220_546_525_153_90e-06
    let p5 = 4.138_136_797_057_238_460_39e-08
    let t = r * r
    let c = r - t * (p1 + t * (p2 + t * (p3 + t * (p4 + t * p5))))
    if k == 0 { return 1 - ((r * c) / (c - 2) - r) }
    let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
    return scaled(y, k)
  }

  /// eˣ − 1, accurate also where eˣ is close to 1. NaN gives NaN, +∞ gives +∞, −∞ gives −1.
  static func expm1(_ x: Double) -> Double {
    guard x.isFinite else { return x.isNaN ? x : (x > 0 ? x : -1) }
    let hx = highWord(x)
    let negative = x < 0
    if hx >= 0x4043_687a {  // |x| ≥ 56 ln 2
      if negative { return -1 }
      if x > expOverflow { return .infinity }
    }
    var k = 0, c = 0.0
    var r = x
    if hx > 0x3fd6_2e42 {  // |x| > ln 2 / 2
      let hi: Double, lo: Double
      (k, hi, lo) = reduce(x, hx)
      r = hi - lo
      c = (hi - r) - lo
    } else if hx < 0x3c90_0000 {  // |x| < 2⁻⁵⁴
      return x
    }
    let q1 = -3.333_333_333_333_313_164_28e-02, q2 = 1.587_301_587_254_814_601_65e-03
    let q3 = -7.936_507_578_674_879_424_73e-05, q4 = 4.008_217_827_329_362_395_52e-06
    let q5 = -2.010_992_181_836_243_713_26e-07
    let hfx = 0.5 * r
    let hxs = r * hfx
    let r1 = 1 + hxs * (q1 + hxs * (q2 + hxs * (q3 + hxs * (q4 + hxs * q5))))
    let t = 3 - r1 * hfx
    var e = hxs * ((r1 - t) / (6 - r * t))
    if k == 0 { return r - (r * e - hxs) }
    e = r * (e - c) - c
    e -= hxs
    if k == -1 { return 0.5 * (r - e) - 0.5 }
    if k == 1 {
      return r < -0.25 ? -2 * (e - (r + 0.5)) : 1 + 2 * (r - e)
    }
    if k <= -2 || k > 56 {  // exp(x) − 1 ≈ exp(x)
      return scaled(1 - (e - r), k) - 1
    }
    if k < 20 {
      let oneMinus = 1 - scaled(1, -k)  // 1 − 2⁻ᵏ, exact
      return scaled(oneMinus - (e - r), k)
    }
    return scaled(r - (e + scaled(1, -k)) + 1, k)
  }
}
