import Foundation

/// Measurements over a sampled signal (times and values of equal length), used by the metrics of
/// lessons.md §0.3. Every function accepts any input (empty, NaN, one sample) and returns ∞ or NaN
/// for "not defined" instead of trapping.
package enum SignalAnalysis {
  /// The finite samples, paired.
  static func finitePairs(_ times: [Double], _ values: [Double]) -> (t: [Double], v: [Double]) {
    var t: [Double] = [], v: [Double] = []
    for i in 0..<min(times.count, values.count) where times[i].isFinite && values[i].isFinite {
      t.append(times[i])
      v.append(values[i])
    }
    return (t, v)
  }

  /// Times at which the signal crosses `level` going up, interpolated between samples. A crossing
  /// counts only after the signal has been below `level − band`, so that noise near the level is
  /// not read as extra crossings.
  package static func upwardCrossings(_ times: [Double], _ values: [Double], level: Double, band: Double) -> [Double] {
    let (t, v) = finitePairs(times, values)
    var crossings: [Double] = []
    var armed = false
    for i in t.indices {
      if v[i] < level - band { armed = true }
      if armed, i > 0, v[i] >= level, v[i - 1] < level {
        let span = v[i] - v[i - 1]
        let fraction = span > 0 ? (level - v[i - 1]) / span : 0
        crossings.append(t[i - 1] + fraction * (t[i] - t[i - 1]))
        armed = false
      }
    }
    return crossings
  }

  /// Mean time between successive upward crossings of the signal's mean; ∞ with fewer than two.
  package static func period(_ times: [Double], _ values: [Double]) -> Double {
    let (t, v) = finitePairs(times, values)
    guard let low = v.min(), let high = v.max(), high > low else { return .infinity }
    let mean = v.reduce(0, +) / Double(v.count)
    let crossings = upwardCrossings(t, v, level: mean, band: 0.02 * (high - low))
    guard crossings.count >= 2, let first = crossings.first, let last = crossings.last else { return .infinity }
    return (last - first) / Double(crossings.count - 1)
  }

  /// The extreme deviation from the mean in each half-cycle between mean crossings (the last,
  /// unfinished half-cycle left out): (time, |deviation|).
  package static func peaks(_ times: [Double], _ values: [Double]) -> [(time: Double, size: Double)] {
    let (t, v) = finitePairs(times, values)
    guard let low = v.min(), let high = v.max(), high > low else { return [] }
    let mean = v.reduce(0, +) / Double(v.count)
    let band = 0.02 * (high - low)
    var result: [(time: Double, size: Double)] = []
    var best: (time: Double, size: Double)?
    var side = 0  // +1 above the band, −1 below, 0 not yet known
    for i in t.indices {
      let deviation = v[i] - mean
      let now = deviation > band ? 1 : (deviation < -band ? -1 : side)
      if now != side && side != 0 {
        if let best { result.append(best) }
        best = nil
      }
      side = now
      if best == nil || abs(deviation) > best?.size ?? 0 { best = (t[i], abs(deviation)) }
    }
    return result
  }

  /// Half-life of the oscillation's amplitude from a least-squares fit of ln(peak) against time;
  /// ∞ when there are fewer than two peaks or the amplitude does not decay.
  package static func halfLife(_ times: [Double], _ values: [Double]) -> Double {
    let found = peaks(times, values).filter { $0.size > 0 }
    guard found.count >= 2 else { return .infinity }
    let n = Double(found.count)
    let meanT = found.reduce(0) { $0 + $1.time } / n
    let meanL = found.reduce(0) { $0 + log($1.size) } / n
    var covariance = 0.0, variance = 0.0
    for peak in found {
      covariance += (peak.time - meanT) * (log(peak.size) - meanL)
      variance += (peak.time - meanT) * (peak.time - meanT)
    }
    guard variance > 0 else { return .infinity }
    let slope = covariance / variance
    guard slope < 0 else { return .infinity }
    return log(2) / -slope
  }

  /// How far the signal goes past `target` in the direction it approaches from (its first value
  /// decides the direction); 0 if it never passes it.
  package static func overshoot(_ values: [Double], target: Double) -> Double {
    let v = values.filter(\.isFinite)
    guard let start = v.first, target.isFinite else { return .nan }
    if start <= target {
      return max(0, (v.max() ?? target) - target)
    }
    return max(0, target - (v.min() ?? target))
  }

  /// The first time from which |value − target| ≤ tolerance holds until the end; ∞ if the last
  /// sample is still outside.
  package static func settleTime(_ times: [Double], _ values: [Double], target: Double, tolerance: Double) -> Double {
    let count = min(times.count, values.count)
    guard count > 0 else { return .infinity }
    var settledFrom: Int?
    for i in stride(from: count - 1, through: 0, by: -1) {
      let inside = values[i].isFinite && abs(values[i] - target) <= tolerance
      if !inside { break }
      settledFrom = i
    }
    guard let index = settledFrom else { return .infinity }
    return times[index]
  }

  /// Heights above the floor of each rebound's top, for a signal that measures an item's bottom
  /// edge in screen coordinates (larger = lower). The floor is the lowest level the edge reaches;
  /// rebounds are the tops of flight (local minima) after the first impact (the first local
  /// maximum), counted only when they rise more than 0.5 pt (resting jitter is not a bounce).
  package static func bounceApexes(_ bottoms: [Double]) -> [Double] {
    let v = bottoms.filter(\.isFinite)
    guard v.count >= 3, let floor = v.max() else { return [] }
    guard let impact = (1..<(v.count - 1)).first(where: { v[$0] >= v[$0 - 1] && v[$0] > v[$0 + 1] }) else { return [] }
    var apexes: [Double] = []
    for i in (impact + 1)..<(v.count - 1) where v[i] <= v[i - 1] && v[i] < v[i + 1] {
      // Refine with the parabola through the three samples around the top.
      let a = v[i - 1], b = v[i], c = v[i + 1]
      let curvature = a - 2 * b + c
      let top = curvature > 0 ? b - (a - c) * (a - c) / (8 * curvature) : b
      let height = floor - top
      if height > 0.5 { apexes.append(height) }
    }
    return apexes
  }
}
