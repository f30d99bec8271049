/// The engine's own arctangent, for the same reason as its sine, cosine and exponential (`EngineMath`):
/// glibc picks an FMA variant of `atan2` on CPUs that have FMA, and a body's angle is read from its
/// item's transform (`CGAffineTransform.rotationAngle`) whenever the animator builds its world. fdlibm's
/// algorithms (Sun Microsystems, 1993; as in FreeBSD's `s_atan.c` and `e_atan2.c`): a reduction to
/// |x| < 7/16 around atan(½), atan(1), atan(3/2) or atan(∞), each split into a head and a tail, then an
/// odd polynomial of degree 23; error below one ulp, the same bits on x86-64 and arm64.
extension EngineMath {
  /// The high 32 bits of `x` with the sign cleared, as fdlibm compares them.
  @inline(__always)
  private static func magnitudeWord(_ x: Double) -> UInt32 {
    UInt32(truncatingIfNeeded: x.bitPattern >> 32) & 0x7fff_ffff
  }

  /// atan(x) in radians, in [−π/2, π/2].
  static func atan(_ x: Double) -> Double {
    /// atan(½), atan(1), atan(3/2) and atan(∞) = π/2, each as a head and a tail.
    @inline(__always) func atanHi(_ i: Int) -> Double {
      switch i {
      case 0: return 4.636_476_090_008_060_935_15e-01
      case 1: return 7.853_981_633_974_482_789_99e-01
      case 2: return 9.827_937_232_473_290_540_82e-01
      default: return 1.570_796_326_794_896_558_00e+00
      }
    }
    @inline(__always) func atanLo(_ i: Int) -> Double {
      switch i {
      case 0: return 2.269_877_745_296_168_709_24e-17
      case 1: return 3.061_616_997_868_383_017_93e-17
      case 2: return 1.390_331_103_123_099_845_16e-17
      default: return 6.123_233_995_736_766_035_87e-17
      }
    }
    let ix = magnitudeWord(x)
    if ix >= 0x4410_0000 {  // |x| ≥ 2⁶⁶, or NaN
      if x.isNaN { return x }
      return x > 0 ? atanHi(3) + atanLo(3) : -atanHi(3) - atanLo(3)
    }
    var t = x
    var id = -1
    if ix < 0x3fdc_0000 {  // |x| < 7/16
      if ix < 0x3e40_0000 { return x }  // |x| < 2⁻²⁷
    } else {
      t = abs(x)
      if ix < 0x3ff3_0000 {  // |x| < 19/16
        if ix < 0x3fe6_0000 {  // 7/16 ≤ |x| < 11/16
          id = 0
          t = (2 * t - 1) / (2 + t)
        } else {  // 11/16 ≤ |x| < 19/16
          id = 1
          t = (t - 1) / (t + 1)
        }
      } else if ix < 0x4003_8000 {  // |x| < 39/16
        id = 2
        t = (t - 1.5) / (1 + 1.5 * t)
      } else {  // 39/16 ≤ |x| < 2⁶⁶
        id = 3
        t = -1 / t
      }
    }
    let a0 = 3.333_333_333_333_293_180_27e-01, a1 = -1.999_999_999_987_648_324_76e-01
    let a2 = 1.428_571_427_250_346_637_11e-01, a3 = -1.111_111_040_546_235_578_80e-01
    let a4 = 9.090_887_133_436_506_561_96e-02, a5 = -7.691_876_205_044_829_994_95e-02
    let a6 = 6.661_073_137_387_531_206_69e-02, a7 = -5.833_570_133_790_573_486_45e-02
    let a8 = 4.976_877_994_615_932_360_17e-02, a9 = -3.653_157_274_421_691_552_70e-02
    let a10 = 1.628_582_011_536_578_236_23e-02
    let z = t * t, w = z * z
    let s1 = z * (a0 + w * (a2 + w * (a4 + w * (a6 + w * (a8 + w * a10)))))
    let s2 = w * (a1 + w * (a3 + w * (a5 + w * (a7 + w * a9))))
    if id < 0 { return t - t * (s1 + s2) }
    let r = atanHi(id) - ((t * (s1 + s2) - atanLo(id)) - t)
    return x < 0 ? -r : r
  }

  /// The angle of the point (x, y) from the +x axis in radians, in [−π, π], as C's `atan2(y, x)`.
  static func atan2(_ y: Double, _ x: Double) -> Double {
    let piOver4 = 7.853_981_633_974_482_790_0e-01, piOver2 = 1.570_796_326_794_896_558_0e+00
    let pi = 3.141_592_653_589_793_116_0e+00, piLo = 1.224_646_799_147_353_177_2e-16
    if x.isNaN || y.isNaN { return x + y }
    if x == 1 { return atan(y) }
    let m = (y.sign == .minus ? 1 : 0) | (x.sign == .minus ? 2 : 0)
    if y == 0 {
      switch m {
      case 0, 1: return y
      case 2: return pi
      default: return -pi
      }
    }
    if x == 0 { return y < 0 ? -piOver2 : piOver2 }
    if x.isInfinite {
      if y.isInfinite {
        switch m {
        case 0: return piOver4
        case 1: return -piOver4
        case 2: return 3 * piOver4
        default: return -3 * piOver4
        }
      }
      switch m {
      case 0: return 0
      case 1: return -0.0
      case 2: return pi
      default: return -pi
      }
    }
    if y.isInfinite { return y < 0 ? -piOver2 : piOver2 }
    let k = (Int(magnitudeWord(y)) - Int(magnitudeWord(x))) >> 20
    let z: Double
    var quadrant = m
    if k > 60 {  // |y / x| > 2⁶⁰
      z = piOver2 + 0.5 * piLo
      quadrant &= 1
    } else if x < 0 && k < -60 {  // 0 > |y| / x > −2⁻⁶⁰
      z = 0
    } else {
      z = atan(abs(y / x))
    }
    switch quadrant {
    case 0: return z
    case 1: return -z
    case 2: return pi - (z - piLo)
    default: return (z - piLo) - pi
    }
  }
}
