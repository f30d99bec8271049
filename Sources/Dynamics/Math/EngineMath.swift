import Foundation

/// The engine's own sine and cosine, so that a simulation gives the same bits on every machine.
///
/// The C library's `sin` and `cos` are not the same function everywhere: glibc picks an FMA variant on
/// CPUs that have FMA, other libraries round differently again, and one last bit of a rotation is enough
/// for a pile of boxes to end elsewhere after a few hundred steps. Box2D uses its own approximation for
/// this reason. These are fdlibm's algorithms (Sun Microsystems, 1993; the kernels as in FreeBSD's
/// `k_sin.c` and `k_cos.c`): Cody–Waite reduction by π/2 in up to three parts, then minimax
/// polynomials on [−π/4, π/4], with an error below one ulp. They use only `+`, `−`, `×` and rounding
/// to the nearest integer, which IEEE 754 rounds the same on x86-64 and arm64 (Swift never contracts
/// `a * b + c` into a fused multiply-add unless asked), so their results are the same bits everywhere.
/// Both values come from one reduction, which also makes them cheaper than two library calls.
enum EngineMath {
  /// Sine and cosine of `x` (rad). Non-finite `x` gives NaN for both.
  @inline(__always)
  static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    let magnitude = abs(x)
    if magnitude < 0x1p-27 { return (x, 1) }  // sin x = x, cos x = 1 to the last bit (and sin ±0 = ±0)
    if magnitude <= 0.785_398_163_397_448_3 {  // |x| ≤ π/4: no reduction
      return (kernelSin(x, 0), kernelCos(x, 0))
    }
    guard x.isFinite else { return (.nan, .nan) }
    // Past 2²⁰·π/2 first the exact IEEE remainder by 2π (in doubles): no simulated angle gets there.
    let (n, y0, y1) = reduce(magnitude < 0x1p20 ? x : x.remainder(dividingBy: 2 * Double.pi))
    let s = kernelSin(y0, y1), c = kernelCos(y0, y1)
    switch n & 3 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }

  /// Sine and cosine of a `CGFloat` angle (rad).
  @inline(__always)
  static func sinCos(_ x: CGFloat) -> (sin: CGFloat, cos: CGFloat) {
    let (s, c) = sinCos(Double(x))
    return (CGFloat(s), CGFloat(c))
  }

  /// Sine of `x` (rad).
  @inline(__always) static func sin(_ x: Double) -> Double { sinCos(x).sin }

  /// Cosine of `x` (rad).
  @inline(__always) static func cos(_ x: Double) -> Double { sinCos(x).cos }

  /// `x − n·π/2` as a head and a tail, and the quadrant `n`: fdlibm's `__ieee754_rem_pio2` for medium
  /// arguments, π/2 split into 33-bit parts so that each `n·part` is exact (|x| < 2²⁰).
  @inline(__always)
  private static func reduce(_ x: Double) -> (n: Int, y0: Double, y1: Double) {
    let invPio2 = 6.366_197_723_675_813_824_33e-01
    let pio2_1 = 1.570_796_326_734_125_614_17e+00, pio2_1t = 6.077_100_506_506_192_249_32e-11
    let pio2_2 = 6.077_100_506_303_965_976_60e-11, pio2_2t = 2.022_266_248_795_950_631_54e-21
    let pio2_3 = 2.022_266_248_711_166_455_80e-21, pio2_3t = 8.478_427_660_368_899_569_97e-32
    let fn = (x * invPio2).rounded(.toNearestOrEven)
    var r = x - fn * pio2_1
    var w = fn * pio2_1t
    var y0 = r - w
    let exponent = Int(x.exponent)
    @inline(__always) func exponentOf(_ v: Double) -> Int { v == 0 ? -1100 : Int(v.exponent) }
    if exponent - exponentOf(y0) > 16 {
      // Much cancelled: take the next 33 bits of π/2 into account.
      var t = r
      w = fn * pio2_2
      r = t - w
      w = fn * pio2_2t - ((t - r) - w)
      y0 = r - w
      if exponent - exponentOf(y0) > 49 {
        t = r
        w = fn * pio2_3
        r = t - w
        w = fn * pio2_3t - ((t - r) - w)
        y0 = r - w
      }
    }
    let y1 = (r - y0) - w
    let n = Int(exactly: fn) ?? 0
    return (n, y0, y1)
  }

  /// sin(x + y) on [−π/4, π/4], y the tail of x (fdlibm `__kernel_sin`).
  @inline(__always)
  private static func kernelSin(_ x: Double, _ y: Double) -> Double {
    let s1 = -1.666_666_666_666_663_243_48e-01, s2 = 8.333_333_333_322_489_461_24e-03
    let s3 = -1.984_126_982_985_794_931_34e-04, s4 = 2.755_731_370_707_006_767_89e-06
    let s5 = -2.505_076_025_340_686_341_95e-08, s6 = 1.589_690_995_211_550_102_21e-10
    let z = x * x, v = z * x
    let r = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))
    if y == 0 { return x + v * (s1 + z * r) }
    return x - ((z * (0.5 * y - v * r) - y) - v * s1)
  }

  /// cos(x + y) on [−π/4, π/4], y the tail of x (fdlibm `__kernel_cos`).
  @inline(__always)
  private static func kernelCos(_ x: Double, _ y: Double) -> Double {
    let c1 = 4.166_666_666_666_660_190_37e-02, c2 = -1.388_888_888_887_410_957_49e-03
    let c3 = 2.480_158_728_947_672_941_78e-05, c4 = -2.755_731_435_139_066_330_35e-07
    let c5 = 2.087_572_321_298_174_827_90e-09, c6 = -1.135_964_755_778_819_482_65e-11
    let z = x * x, w2 = z * z
    let r = z * (c1 + z * (c2 + z * c3)) + w2 * w2 * (c4 + z * (c5 + z * c6))
    let hz = 0.5 * z
    let w = 1 - hz
    return w + (((1 - w) - hz) + (z * r - x * y))
  }
}
