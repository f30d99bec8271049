import Foundation

/// Seeded 3-D gradient noise (Perlin's improved noise) over (x, y, time), used by noise and turbulence
/// fields. The permutation comes from a SplitMix64 sequence of `seed`, so a seed gives the same values,
/// bit for bit, on every run and platform; nothing reads the system's random source.
///
/// Values lie in about [−1, 1] and are 0 at every integer lattice point.
struct GradientNoise: Sendable {
  /// The seed the permutation was built from.
  let seed: UInt64
  /// A permutation of 0…255, stored twice so that lookups need no wrap-around.
  private let permutation: [UInt8]

  init(seed: UInt64) {
    self.seed = seed
    var table = (0..<256).map { UInt8($0) }
    var state = seed
    // Fisher–Yates with SplitMix64.
    for i in stride(from: 255, to: 0, by: -1) {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      let j = Int(z % UInt64(i + 1))
      table.swapAt(i, j)
    }
    permutation = table + table
  }

  /// Noise at (x, y, z) in lattice units.
  @inline(__always)
  func value(_ x: Double, _ y: Double, _ z: Double) -> Double {
    let fx = x.rounded(.down), fy = y.rounded(.down), fz = z.rounded(.down)
    // Wrap the lattice cell into 0…255 without traps for huge or non-finite input.
    let xi = Self.wrap(fx), yi = Self.wrap(fy), zi = Self.wrap(fz)
    let dx = x - fx, dy = y - fy, dz = z - fz
    let u = Self.fade(dx), v = Self.fade(dy), w = Self.fade(dz)
    return permutation.withUnsafeBufferPointer { p in
      let a = Int(p[xi]) + yi, aa = Int(p[a]) + zi, ab = Int(p[a + 1]) + zi
      let b = Int(p[xi + 1]) + yi, ba = Int(p[b]) + zi, bb = Int(p[b + 1]) + zi
      let x1 = Self.lerp(u, Self.grad(p[aa], dx, dy, dz), Self.grad(p[ba], dx - 1, dy, dz))
      let x2 = Self.lerp(u, Self.grad(p[ab], dx, dy - 1, dz), Self.grad(p[bb], dx - 1, dy - 1, dz))
      let x3 = Self.lerp(u, Self.grad(p[aa + 1], dx, dy, dz - 1), Self.grad(p[ba + 1], dx - 1, dy, dz - 1))
      let x4 = Self.lerp(u, Self.grad(p[ab + 1], dx, dy - 1, dz - 1), Self.grad(p[bb + 1], dx - 1, dy - 1, dz - 1))
      return Self.lerp(w, Self.lerp(v, x1, x2), Self.lerp(v, x3, x4))
    }
  }

  /// A 2-D vector of two decorrelated noise values (the second is sampled far away in the lattice).
  @inline(__always)
  func vector(_ x: Double, _ y: Double, _ z: Double) -> Vec2 {
    Vec2(value(x, y, z), value(x + 131.7, y - 71.3, z + 37.1))
  }

  @inline(__always) private static func wrap(_ f: Double) -> Int {
    guard f.isFinite, abs(f) < 1e15 else { return 0 }
    return Int(f) & 255
  }

  @inline(__always) private static func fade(_ t: Double) -> Double {
    t * t * t * (t * (t * 6 - 15) + 10)
  }

  @inline(__always) private static func lerp(_ t: Double, _ a: Double, _ b: Double) -> Double {
    a + t * (b - a)
  }

  /// Dot product with one of Perlin's 12 edge gradients (plus 4 repeats).
  @inline(__always) private static func grad(_ hash: UInt8, _ x: Double, _ y: Double, _ z: Double) -> Double {
    let h = hash & 15
    let u = h < 8 ? x : y
    let v = h < 4 ? y : (h == 12 || h == 14 ? x : z)
    return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v)
  }
}
