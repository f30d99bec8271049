import Foundation

#if !canImport(UIKit)

/// The values one property takes through a keyframe animation: keys at relative times 0…1 and the
/// calculation mode between them (spec §12.1).
struct KeyframeCurve {
  /// Key times (fractions of the animation, ascending, first 0 and last 1) and values.
  private(set) var times: [Double]
  private(set) var values: [AnimatedValue]
  let mode: UIViewKeyframeCalculationMode

  init(times: [Double], values: [AnimatedValue], mode: UIViewKeyframeCalculationMode) {
    self.mode = mode
    self.values = values
    switch mode {
    case .paced, .cubicPaced:
      // Key times in proportion to the distance travelled, so the value moves at constant speed
      // (exactly for paced; along the chords for cubic paced).
      var lengths = [0.0]
      for k in 1..<max(values.count, 1) { lengths.append(lengths[k - 1] + values[k - 1].distance(to: values[k])) }
      let total = lengths.last ?? 0
      self.times = total > 0 ? lengths.map { $0 / total } : times
    default:
      self.times = times
    }
  }

  /// The value at relative time `u` (clamped to 0…1).
  func value(at u: Double) -> AnimatedValue {
    guard let first = values.first, let last = values.last else { return AnimatedValue(.zero) }
    guard values.count > 1, u > times[0] else { return first }
    guard u < times[times.count - 1] else { return last }
    // The segment [times[i], times[i + 1]) holding u.
    var i = 0
    while i + 2 < times.count && u >= times[i + 1] { i += 1 }
    let span = times[i + 1] - times[i]
    let s = span > 0 ? (u - times[i]) / span : 1
    switch mode {
    case .discrete:
      return values[i]
    case .linear, .paced:
      return AnimatedValue(values[i].components + s * (values[i + 1].components - values[i].components))
    case .cubic, .cubicPaced:
      let p0 = values[max(i - 1, 0)].components, p1 = values[i].components
      let p2 = values[i + 1].components, p3 = values[min(i + 2, values.count - 1)].components
      return AnimatedValue(Self.catmullRom(p0, p1, p2, p3, s))
    }
  }

  /// P(s) = ½·[2P₁ + (−P₀+P₂)s + (2P₀−5P₁+4P₂−P₃)s² + (−P₀+3P₁−3P₂+P₃)s³] (spec §12.1).
  static func catmullRom(_ p0: SIMD8<Double>, _ p1: SIMD8<Double>, _ p2: SIMD8<Double>, _ p3: SIMD8<Double>,
                         _ s: Double) -> SIMD8<Double> {
    let a = 2 * p1
    let b = p2 - p0
    let c = 2 * p0 - 5 * p1 + 4 * p2 - p3
    let d = 3 * p1 - p0 - 3 * p2 + p3
    return 0.5 * (a + s * (b + s * (c + s * d)))
  }
}

/// One keyframe recorded by `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
struct RecordedKeyframe {
  let start: Double
  let duration: Double
  let changes: [CapturedChange]
}

/// Collects the keyframes of the `animateKeyframes` block running on this task or thread.
final class KeyframeCollector: @unchecked Sendable {
  @TaskLocal static var current: KeyframeCollector?

  private let lock = NSLock()
  private var keyframes: [RecordedKeyframe] = []

  func add(_ keyframe: RecordedKeyframe) {
    lock.withLock { keyframes.append(keyframe) }
  }

  var recorded: [RecordedKeyframe] { lock.withLock { keyframes } }

  /// Builds one curve per property touched: a key at 0 with the value before the animation, then for
  /// each keyframe touching the property (by start time) a key at its start holding the value reached
  /// so far and a key at its end with its value, and a key at 1 holding the last value. Keys at equal
  /// times merge (the later one wins).
  static func curves(_ keyframes: [RecordedKeyframe], mode: UIViewKeyframeCalculationMode)
    -> [(key: AnimatedKey, view: UIView, from: AnimatedValue, curve: KeyframeCurve)] {
    var order: [AnimatedKey] = []
    var entries: [AnimatedKey: (view: UIView, from: AnimatedValue, spans: [(Double, Double, AnimatedValue)])] = [:]
    for keyframe in keyframes {
      for change in keyframe.changes {
        let key = AnimatedKey(view: ObjectIdentifier(change.view), property: change.property)
        if entries[key] == nil {
          entries[key] = (change.view, change.from, [])
          order.append(key)
        }
        entries[key]?.spans.append((keyframe.start, keyframe.start + keyframe.duration, change.to))
      }
    }
    return order.compactMap { key in
      guard let entry = entries[key] else { return nil }
      var times = [0.0]
      var values = [entry.from]
      func put(_ time: Double, _ value: AnimatedValue) {
        let t = min(max(time, 0), 1)
        if let last = times.last, abs(t - last) < 1e-12 {
          values[values.count - 1] = value
        } else if let last = times.last, t > last {
          times.append(t)
          values.append(value)
        }
      }
      let spans = entry.spans.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
      for (_, (start, end, value)) in spans {
        if let held = values.last { put(start, held) }
        let target = values.last.map { $0.nearestTurn(of: value, property: key.property) } ?? value
        put(end, target)
      }
      if let held = values.last, let last = times.last, last < 1 {
        times.append(1)
        values.append(held)
      }
      return (key, entry.view, entry.from, KeyframeCurve(times: times, values: values, mode: mode))
    }
  }
}

#endif
