import Foundation

/// Tick marks for one axis: the axis range, the step between ticks and their labels.
public struct AxisTicks: Sendable, Equatable {
  /// The low end of the axis (world units).
  public var lower: Double
  /// The high end of the axis (world units).
  public var upper: Double
  /// The distance between neighbouring ticks: 1, 2 or 5 times a power of ten.
  public var step: Double
  /// Tick positions, increasing.
  public var values: [Double]
  /// One label per tick, all with the same number of decimals (e.g. `0.0`, `0.2`, …, `1.2`).
  public var labels: [String]
}

/// "Nice" tick selection: steps of 1, 2 or 5 times a power of ten, like hand-drawn graph paper.
///
/// ```swift
/// NiceTicks.covering(0...1.13, targetCount: 7).labels  // ["0.0", "0.2", …, "1.2"]
/// NiceTicks.covering(0...568, targetCount: 7).values   // [0, 100, …, 600]
/// ```
public enum NiceTicks {
  /// The 1-2-5 step closest above `span / (targetCount - 1)`, so that at most about `targetCount`
  /// ticks cover `span`.
  public static func step(for span: Double, targetCount: Int) -> Double {
    let raw = abs(span) / Double(max(1, targetCount - 1))
    guard raw.isFinite, raw > 0 else { return 1 }
    let exponent = floor(log10(raw))
    let magnitude = pow(10, exponent)
    let fraction = raw / magnitude
    let nice: Double
    if fraction <= 1 + 1e-9 {
      nice = 1
    } else if fraction <= 2 + 1e-9 {
      nice = 2
    } else if fraction <= 5 + 1e-9 {
      nice = 5
    } else {
      nice = 10
    }
    let step = nice * magnitude
    return step.isFinite && step > 0 ? step : 1
  }

  /// Ticks that cover `range`: the axis is widened to the nearest ticks outside the data, so the
  /// first and last ticks sit on the axis ends. A zero-width range is widened by 1 % around its
  /// value (±1 around zero);
  /// non-finite bounds give the axis 0…1.
  public static func covering(_ range: ClosedRange<Double>, targetCount: Int) -> AxisTicks {
    var (low, high) = sanitized(range)
    if high - low == 0 {
      let pad = low == 0 ? 1 : abs(low) * 0.01
      low -= pad
      high += pad
    }
    let step = step(for: high - low, targetCount: targetCount)
    let first = (low / step).rounded(.down)
    let last = (high / step).rounded(.up)
    return make(first: first, last: last, step: step)
  }

  /// Ticks inside `range` (the axis keeps exactly `range`; ticks need not sit on its ends).
  public static func within(_ range: ClosedRange<Double>, targetCount: Int) -> AxisTicks {
    let (low, high) = sanitized(range)
    guard high > low else {
      return AxisTicks(lower: low, upper: high, step: 1, values: [low],
                       labels: [format(low, step: max(abs(low) * 0.1, 1e-12))])
    }
    // Of the nice steps near the ideal one, take the one giving the tick count closest to the
    // target (the larger step on a tie).
    let ideal = step(for: high - low, targetCount: targetCount)
    var step = ideal
    var bestMiss = Int.max
    let magnitude = pow(10, floor(log10(ideal) + 1e-9))
    let candidates = [10, 5, 2, 1, 0.5, 0.2, 0.1].map { $0 * magnitude }.filter { $0 <= ideal * 1.0000001 }
    for probe in candidates where probe > 0 && probe.isFinite {
      let count = Int(((high / probe).rounded(.down) - (low / probe).rounded(.up)).clamped(-1, 1000)) + 1
      let miss = abs(count - targetCount)
      if miss < bestMiss {
        bestMiss = miss
        step = probe
      }
    }
    let tolerance = step * 1e-9
    let first = ((low - tolerance) / step).rounded(.up)
    let last = ((high + tolerance) / step).rounded(.down)
    let values = make(first: first, last: max(first, last), step: step).values.filter {
      $0 >= low - tolerance && $0 <= high + tolerance
    }
    return AxisTicks(lower: low, upper: high, step: step, values: values,
                     labels: values.map { format($0, step: step, reference: values) })
  }

  /// Formats `value` with just enough decimals to tell ticks `step` apart; values of a million or
  /// more, or steps below 0.0001, use a shared power of ten (`1.5e6`). Never prints `-0`.
  public static func format(_ value: Double, step: Double, reference: [Double]? = nil) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
    let step = abs(step).isFinite && step != 0 ? abs(step) : max(abs(value), 1)
    let largest = (reference ?? [value]).map(abs).max() ?? abs(value)
    let stepExponent = Int(floor(log10(step) + 1e-9).clamped(-400, 400))
    let text: String
    if largest >= 1e6 || (step < 1e-4 && largest > 0) {
      let exponent = Int(floor(log10(max(largest, step)) + 1e-9).clamped(-400, 400))
      let decimals = min(12, max(0, exponent - stepExponent))
      let mantissa = value / pow(10, Double(exponent))
      text = abs(mantissa) < 0.5 * pow(10, -Double(decimals))
        ? "0" : String(format: "%.\(decimals)fe%d", mantissa, exponent)
    } else {
      let decimals = min(12, max(0, -stepExponent))
      text = String(format: "%.\(decimals)f", value)
    }
    if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
      return String(text.dropFirst())
    }
    return text
  }

  private static func make(first: Double, last: Double, step: Double) -> AxisTicks {
    let count = Int(max(0, min(1000, (last - first).rounded()))) + 1
    let values = (0..<count).map { (first + Double($0)) * step }
    let labels = values.map { format($0, step: step, reference: values) }
    return AxisTicks(lower: values.first ?? 0, upper: values.last ?? 1, step: step, values: values,
                     labels: labels)
  }

  /// Finite, ordered bounds with a finite difference.
  private static func sanitized(_ range: ClosedRange<Double>) -> (Double, Double) {
    let limit = 8.0e307
    guard range.lowerBound.isFinite, range.upperBound.isFinite else { return (0, 1) }
    return (max(-limit, range.lowerBound), min(limit, range.upperBound))
  }
}

extension Double {
  /// The value limited to `low…high` (NaN becomes `low`).
  func clamped(_ low: Double, _ high: Double) -> Double {
    isNaN ? low : Swift.min(high, Swift.max(low, self))
  }
}
