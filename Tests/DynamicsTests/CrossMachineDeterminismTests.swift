import Dynamics
import Foundation
import Testing

/// The engine computes its own sine and cosine (`EngineMath`, fdlibm's algorithms in plain IEEE
/// arithmetic) instead of calling the C library, whose results differ between machines (glibc picks an
/// FMA variant on CPUs that have FMA). These values are the same bits on any x86-64 or arm64 machine;
/// a change to them, or to the pile's hash, changes every recorded hash (`.ci/determinism-golden.txt`).
@Suite("Determinism across machines")
struct CrossMachineDeterminismTests {
  /// Angle, then the bits of its sine and cosine as the engine computes them.
  static let pinned: [(angle: Double, sine: UInt64, cosine: UInt64)] = [
    (0.5, 0x3fde_aee8_744b_05f0, 0x3fec_1528_065b_7d50),
    (-1.25, 0xbfee_5e14_fe11_418c, 0x3fd4_2e3d_d88b_d952),
    (2.0, 0x3fed_18f6_ead1_b446, 0xbfda_a226_5753_7205),
    (3.141592653589793, 0x3ca1_a626_3314_5c07, 0xbff0_0000_0000_0000),
    (10.0, 0xbfe1_689e_f5f3_4f52, 0xbfea_d9ac_890c_6b1f),
    (-100.0, 0x3fe0_3425_b78c_4db8, 0x3feb_981d_bf66_5fdf),
    (1234.5678, 0x3fb3_fa00_084e_e3dd, 0xbfef_e705_3dc3_1387),
    (0.7853981633974483, 0x3fe6_a09e_667f_3bcc, 0x3fe6_a09e_667f_3bcd),
    (1e-9, 0x3e11_2e0b_e826_d695, 0x3ff0_0000_0000_0000),
    (7.0e5, 0x3fcf_b44b_c682_52a3, 0xbfef_00bb_84d2_e073),
  ]

  @Test("rotations use the engine's own sine and cosine, pinned to the bit")
  func pinnedRotations() {
    for entry in Self.pinned {
      let transform = CGAffineTransform(rotationAngle: CGFloat(entry.angle))
      #expect(Double(transform.b).bitPattern == entry.sine, "sin \(entry.angle)")
      #expect(Double(transform.a).bitPattern == entry.cosine, "cos \(entry.angle)")
    }
  }

  @Test("the engine's sine and cosine stay within an ulp or two of the C library's")
  func accurate() {
    var angle = -50.0
    while angle < 50 {
      let transform = CGAffineTransform(rotationAngle: CGFloat(angle))
      #expect(abs(Double(transform.b) - sin(angle)) <= 2 * sin(angle).ulp + 1e-300)
      #expect(abs(Double(transform.a) - cos(angle)) <= 2 * cos(angle).ulp + 1e-300)
      angle += 0.0137
    }
    let zero = CGAffineTransform(rotationAngle: 0)
    #expect(zero == .identity)
  }

  @Test("600 steps of the 100-box pile give the hash recorded on x86-64 (no C library trigonometry)")
  func pileHash() {
    #expect(String(format: "%016llx", DeterminismTests.pileHash()) == "d2c2f3785b68b153")
  }
}
