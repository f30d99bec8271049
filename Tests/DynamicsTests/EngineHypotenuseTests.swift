@testable import Dynamics
import Foundation
import Testing

/// The engine's own `hypot` and `tan` (`EngineMath+Hypotenuse.swift`): plain IEEE arithmetic and a square
/// root, so the same bits on any x86-64 or arm64 machine; a push's magnitude goes through `hypot`.
@Suite("The engine's hypot and tan")
struct EngineHypotenuseTests {
  /// x, y, then the bits of hypot(x, y) as the engine computes it.
  static let pinnedHypot: [(x: Double, y: Double, bits: UInt64)] = [
    (3.0, 4.0, 0x4014_0000_0000_0000),
    (1.0, 1.0, 0x3ff6_a09e_667f_3bcd),
    (0.4, 0.3, 0x3fe0_0000_0000_0000),
    (123.456, -7.89, 0x405e_ed4d_abef_a6bf),
    (0.001, 0.002, 0x3f62_515f_dab8_464d),
  ]
  /// x, then the bits of tan x as the engine computes it.
  static let pinnedTan: [(x: Double, bits: UInt64)] = [
    (0.1, 0x3fb9_af88_7743_0b7f),
    (-0.7, 0xbfea_f406_c2fc_78ad),
    (0.3926990816987241, 0x3fda_8279_99fc_ef32),
    (1.2, 0x4004_93c4_3acb_164c),
  ]

  @Test("hypot and tan are pinned to the bit, and a push's magnitude uses hypot")
  func pinnedBits() {
    for entry in Self.pinnedHypot {
      #expect(EngineMath.hypot(entry.x, entry.y).bitPattern == entry.bits, "hypot(\(entry.x), \(entry.y))")
    }
    for entry in Self.pinnedTan {
      #expect(EngineMath.tan(entry.x).bitPattern == entry.bits, "tan \(entry.x)")
    }
    let push = UIPushBehavior(items: [], mode: .continuous)
    push.pushDirection = CGVector(dx: 123.456, dy: -7.89)
    #expect(Double(push.magnitude).bitPattern == 0x405e_ed4d_abef_a6bf)
  }

  @Test("hypot stays within one ulp of the C library's, tan within two, over wide ranges")
  func accurate() {
    var x = -1e4
    while x < 1e4 {
      var y = 1e-6
      while y < 1e6 {
        let reference = Foundation.hypot(x, y)
        #expect(abs(EngineMath.hypot(x, y) - reference) <= reference.ulp, "hypot(\(x), \(y))")
        y *= 3.7
      }
      x += 97.3
    }
    for angle in stride(from: -1.55, to: 1.55, by: 0.00113) {
      let reference = Foundation.tan(angle)
      #expect(abs(EngineMath.tan(angle) - reference) <= 2 * reference.ulp, "tan \(angle)")
    }
  }

  @Test("hypot's special values: no overflow or underflow in between, C's infinities and NaN")
  func specialValues() {
    #expect(EngineMath.hypot(0, -0.0) == 0)
    #expect(EngineMath.hypot(-5, 0) == 5)
    #expect(abs(EngineMath.hypot(1e300, 1e300) - Foundation.hypot(1e300, 1e300)) <= (1e300 as Double).ulp * 2)
    // Subnormal inputs (3 and 4 times the smallest subnormal step) do not underflow to zero.
    let tiny = Double.leastNonzeroMagnitude
    #expect(EngineMath.hypot(3 * tiny, 4 * tiny) > 0)
    #expect(EngineMath.hypot(.infinity, .nan) == .infinity)
    #expect(EngineMath.hypot(.nan, -.infinity) == .infinity)
    #expect(EngineMath.hypot(.nan, 1).isNaN)
  }
}
