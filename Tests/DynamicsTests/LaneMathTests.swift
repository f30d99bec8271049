@testable import Dynamics
import Testing

/// The lane solve's maximum and minimum (`laneMax`, `laneMin`: SSE2's `maxpd` and `minpd` on x86-64) agree
/// with the scalar solve's (`World.solverMax`, `Swift.min`) to the bit in every lane, signed zeros, infinities
/// and NaNs included, which is what lets the two solves give the same bits (Solver/ContactLanes.swift).
@Suite("Lane maximum and minimum")
struct LaneMathTests {
  static let values: [Double] = [
    0, -0.0, 1, -1, 0.5, -2.5, 1e-300, -1e-300, .leastNonzeroMagnitude, 1e300, .infinity, -.infinity, .nan,
  ]

  @Test("laneMax is solverMax lane by lane, and solverMax is Swift.max but for NaNs")
  func maximum() {
    for x in Self.values {
      for y in Self.values {
        let lanes = laneMax(Lanes(x, y), Lanes(y, x))
        #expect(lanes[0].bitPattern == World.solverMax(x, y).bitPattern, "max(\(x), \(y))")
        #expect(lanes[1].bitPattern == World.solverMax(y, x).bitPattern, "max(\(y), \(x))")
        if !x.isNaN && !y.isNaN {
          #expect(World.solverMax(x, y).bitPattern == max(x, y).bitPattern, "max(\(x), \(y))")
        }
      }
    }
  }

  @Test("laneMin is Swift.min lane by lane")
  func minimum() {
    for x in Self.values {
      for y in Self.values {
        let lanes = laneMin(Lanes(x, y), Lanes(y, x))
        #expect(lanes[0].bitPattern == min(x, y).bitPattern, "min(\(x), \(y))")
        #expect(lanes[1].bitPattern == min(y, x).bitPattern, "min(\(y), \(x))")
      }
    }
  }
}
