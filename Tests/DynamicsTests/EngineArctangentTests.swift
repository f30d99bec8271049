@testable import Dynamics
import Foundation
import Testing

/// The engine's own `atan2` (`EngineMath+Arctangent.swift`, fdlibm's algorithm in plain IEEE
/// arithmetic), which `CGAffineTransform.rotationAngle` and `UIPushBehavior.pushDirection` use instead
/// of the C library's (glibc picks an FMA variant on CPUs that have FMA). A body's angle is read through
/// `rotationAngle` when the animator builds its world, so these bits hold on any x86-64 or arm64 machine.
@Suite("The engine's arctangent")
struct EngineArctangentTests {
  /// y, x, then the bits of atan2(y, x) as the engine computes it.
  static let pinned: [(y: Double, x: Double, angle: UInt64)] = [
    (0.5, 1.0, 0x3fdd_ac67_0561_bb4f),
    (3.0, -4.0, 0x4003_fc17_6b7a_8560),
    (-2.0, -7.0, 0xc006_e806_2854_db5e),
    (1.0, 1.0, 0x3fe9_21fb_5444_2d18),
    (0.3, 0.4, 0x3fe4_978f_a326_9ee0),
    (-0.7071067811865476, 0.7071067811865476, 0xbfe9_21fb_5444_2d18),
    (0.25881904510252074, 0.9659258262890683, 0x3fd0_c152_382d_7365),
    (1e-9, -1.0, 0x4009_21fb_5421_d100),
  ]

  @Test("atan2 is pinned to the bit, and rotationAngle and pushDirection use it")
  func pinnedBits() {
    for entry in Self.pinned {
      #expect(EngineMath.atan2(entry.y, entry.x).bitPattern == entry.angle, "atan2(\(entry.y), \(entry.x))")
      let transform = CGAffineTransform(a: entry.x, b: entry.y, c: -entry.y, d: entry.x, tx: 0, ty: 0)
      #expect(Double(transform.rotationAngle).bitPattern == entry.angle)
    }
    let push = UIPushBehavior(items: [], mode: .continuous)
    push.pushDirection = CGVector(dx: 0.4, dy: 0.3)
    #expect(Double(push.angle).bitPattern == 0x3fe4_978f_a326_9ee0)
  }

  @Test("atan2 stays within one ulp of the C library's over the four quadrants")
  func accurate() {
    var y = -3.0
    while y < 3 {
      var x = -3.0
      while x < 3 {
        let reference = Foundation.atan2(y, x)
        #expect(abs(EngineMath.atan2(y, x) - reference) <= reference.ulp, "atan2(\(y), \(x))")
        x += 0.0731
      }
      y += 0.0697
    }
    for x in stride(from: -50.0, to: 50, by: 0.0173) {
      #expect(abs(EngineMath.atan(x) - Foundation.atan(x)) <= Foundation.atan(x).ulp, "atan \(x)")
    }
  }

  @Test("zeros, infinities and NaN as C's atan2")
  func specialValues() {
    let cases: [(Double, Double)] = [
      (0, 1), (-0.0, 1), (0, -1), (-0.0, -1), (1, 0), (-1, 0), (0, 0), (-0.0, -0.0),
      (.infinity, .infinity), (-.infinity, .infinity), (.infinity, -.infinity), (-.infinity, -.infinity),
      (1, .infinity), (-1, .infinity), (1, -.infinity), (-1, -.infinity), (.infinity, 1), (-.infinity, -1),
      (1e300, 1e-300), (1e-300, -1e300), (-1e-300, -1e300),
    ]
    for (y, x) in cases {
      #expect(EngineMath.atan2(y, x).bitPattern == Foundation.atan2(y, x).bitPattern, "atan2(\(y), \(x))")
    }
    #expect(EngineMath.atan2(.nan, 1).isNaN)
    #expect(EngineMath.atan2(1, .nan).isNaN)
  }
}
