@testable import Dynamics
import Foundation
import Testing

/// The engine's own `exp` and `expm1` (`EngineMath+Exponential.swift`, fdlibm's algorithms in plain IEEE
/// arithmetic), which springs' coefficients and drag fields use every step instead of the C library's
/// (glibc picks an FMA variant of `exp` on CPUs that have FMA). The pinned bits hold on any x86-64 or
/// arm64 machine.
@Suite("The engine's exponential")
struct EngineExponentialTests {
  /// x, then the bits of eˣ and eˣ − 1 as the engine computes them.
  static let pinned: [(x: Double, exp: UInt64, expm1: UInt64)] = [
    (0.5, 0x3ffa_6129_8e1e_069c, 0x3fe4_c253_1c3c_0d38),
    (-0.25, 0x3fe8_ebef_9eac_820b, 0xbfcc_5041_854d_f7d4),
    (-1.5, 0x3fcc_8f87_724b_5c1d, 0xbfe8_dc1e_236d_28f9),
    (3.0, 0x4034_15e5_bf6f_b106, 0x4033_15e5_bf6f_b106),
    (-12.75, 0x3ec8_58af_84b7_4310, 0xbfef_fff9_e9d4_1ed2),
    (1e-7, 0x3ff0_0000_1ad7_f2b1, 0x3e7a_d7f2_b141_4adb),
    (-0.0625, 0x3fee_0fab_fbc7_02a4, 0xbfaf_0540_438f_d5c3),
    (40.0, 0x438a_220d_3979_72ea, 0x438a_220d_3979_72ea),
  ]

  @Test("exp and expm1 are pinned to the bit")
  func pinnedBits() {
    for entry in Self.pinned {
      #expect(EngineMath.exp(entry.x).bitPattern == entry.exp, "exp \(entry.x)")
      #expect(EngineMath.expm1(entry.x).bitPattern == entry.expm1, "expm1 \(entry.x)")
    }
  }

  @Test("exp and expm1 stay within one ulp of the C library's on [−40, 40]")
  func accurate() {
    var x = -40.0
    while x < 40 {
      let e = Foundation.exp(x), m = Foundation.expm1(x)
      #expect(abs(EngineMath.exp(x) - e) <= e.ulp, "exp \(x)")
      #expect(abs(EngineMath.expm1(x) - m) <= m.ulp, "expm1 \(x)")
      x += 0.00731
    }
  }

  @Test("limits and special values")
  func specialValues() {
    #expect(EngineMath.exp(0) == 1)
    #expect(EngineMath.expm1(0) == 0)
    #expect(EngineMath.expm1(-0.0).sign == .minus)
    #expect(EngineMath.expm1(1e-300) == 1e-300)
    #expect(EngineMath.exp(710) == .infinity)
    #expect(EngineMath.exp(-750) == 0)
    #expect(EngineMath.exp(-.infinity) == 0)
    #expect(EngineMath.expm1(-.infinity) == -1)
    #expect(EngineMath.expm1(-100) == -1)
    #expect(EngineMath.exp(.nan).isNaN)
    #expect(EngineMath.expm1(.nan).isNaN)
  }
}
