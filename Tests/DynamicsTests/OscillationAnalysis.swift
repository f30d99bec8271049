import Foundation

/// Measures oscillations from sampled positions: zero crossings (linear interpolation) and extremes
/// (parabolic interpolation through three samples).
enum OscillationAnalysis {
  /// Times at which `x` (sampled every `dt` seconds, the first sample at `t0`) changes sign.
  static func zeroCrossings(_ x: [Double], dt: Double, t0: Double = 0) -> [Double] {
    var times: [Double] = []
    for i in 1..<x.count where (x[i - 1] < 0) != (x[i] < 0) && x[i - 1] != x[i] {
      let fraction = x[i - 1] / (x[i - 1] - x[i])
      times.append(t0 + (Double(i - 1) + fraction) * dt)
    }
    return times
  }

  /// Local extremes as (time, value), refined with a parabola through the neighbouring samples.
  static func extremes(_ x: [Double], dt: Double, t0: Double = 0) -> [(t: Double, value: Double)] {
    var result: [(t: Double, value: Double)] = []
    guard x.count >= 3 else { return result }
    for i in 1..<(x.count - 1) {
      let a = x[i - 1], b = x[i], c = x[i + 1]
      let isMax = b > a && b >= c, isMin = b < a && b <= c
      guard isMax || isMin else { continue }
      let curvature = a - 2 * b + c
      let shift = curvature != 0 ? 0.5 * (a - c) / curvature : 0
      result.append((t0 + (Double(i) + shift) * dt, b - 0.25 * (a - c) * shift))
    }
    return result
  }

  /// Mean spacing of consecutive values.
  static func meanSpacing(_ times: [Double]) -> Double {
    guard times.count >= 2, let first = times.first, let last = times.last else { return .nan }
    return (last - first) / Double(times.count - 1)
  }

  /// Period of an oscillation from its zero crossings (two per period).
  static func period(_ x: [Double], dt: Double) -> Double {
    2 * meanSpacing(zeroCrossings(x, dt: dt))
  }
}
