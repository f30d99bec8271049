/// A tiny deterministic PRNG (SplitMix64) so property tests see the same "random" cases every run.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `range` (inclusive).
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// A double in `range`.
  public mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// A double that is sometimes NaN, ±∞, huge, tiny or zero, otherwise in `range`.
  public mutating func nasty(_ range: ClosedRange<Double> = -1000...1000) -> Double {
    switch int(0...19) {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return double(-1...1) * 1e300
    case 4: return double(-1...1) * 1e-300
    case 5: return 0
    case 6: return .greatestFiniteMagnitude
    default: return double(range)
    }
  }
}
