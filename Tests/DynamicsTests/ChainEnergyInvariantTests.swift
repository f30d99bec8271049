import Dynamics
import Foundation
import TestSupport
import Testing

/// Chains of rigid rods under gravity, without resistance: their kinetic plus gravitational energy may
/// only fall (rods do no work). Seeded random chains of 2…12 links, 10…40 pt rods, released from any
/// angle between horizontal and hanging.
@Suite("Chain energy invariants")
struct ChainEnergyInvariantTests {
  /// Runs a random chain for `seconds` and returns the largest energy gain as a fraction of m·g·L.
  static func gain(seed: UInt64, seconds: Double) -> Double {
    var rng = SplitMix64(seed: seed)
    let count = rng.int(2...12)
    let chain = Chain(count: count, rodLength: rng.double(10...40), hanging: rng.double(0...1) < 0.2)
    return chain.run(seconds: seconds).gain
  }

  @Test("kinetic plus gravitational energy of 40 random rod chains never rises by more than 0.1 % of m·g·L in 3 s (at the positions' instant, `Chain.energy`)")
  func chainsNeverGainEnergy() {
    var worst: (gain: Double, seed: UInt64) = (0, 0)
    for seed in 0..<40 as Range<UInt64> {
      let gain = Self.gain(seed: 0xC4A1_0000 + seed, seconds: 3)
      if gain > worst.gain { worst = (gain, seed) }
    }
    #expect(worst.gain <= 0.001, "seed \(worst.seed) gained \(worst.gain * 100) % of m·g·L")
  }
}
