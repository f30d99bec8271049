import Foundation

#if !canImport(UIKit)

/// A summary of one recorded view animation, for timelines and plots.
public struct UIViewAnimationRecord: Sendable, Equatable {
  /// What made it.
  public enum Kind: String, Sendable {
    /// `UIView.animate(withDuration:…)` with a Bézier curve.
    case basic
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`.
    case spring
    /// `UIView.animateKeyframes(…)`.
    case keyframes
  }

  /// What made it.
  public let kind: Kind
  /// Timeline time (s) at which `UIView.animate` was called: the model values changed then.
  public let recordTime: TimeInterval
  /// Timeline time (s) at which the values start moving: `recordTime + delay`.
  public let startTime: TimeInterval
  /// Duration (s).
  public let duration: TimeInterval
  /// The progress curve of basic and spring animations (nil for keyframes).
  public let curve: UIViewTimingCurve?
  /// The calculation mode of keyframe animations (nil otherwise).
  public let calculationMode: UIViewKeyframeCalculationMode?
  /// Keyframes as (relative start, relative duration), for timeline bars (empty otherwise).
  public let keyframes: [KeyframeSpan]
  /// Number of (view, property) pairs it animates.
  public let animatedPropertyCount: Int

  /// When the completion fires (s): `startTime + duration`.
  public var endTime: TimeInterval { startTime + max(0, duration) }

  /// One keyframe's place in its animation, as fractions of the duration.
  public struct KeyframeSpan: Sendable, Equatable {
    /// Start as a fraction (0…1) of the animation's duration.
    public let relativeStartTime: Double
    /// Length as a fraction (0…1) of the animation's duration.
    public let relativeDuration: Double
  }
}

/// Collects view animations on an explicit clock, as the terminal has no run loop: the model values
/// change at once (as in UIKit), and the timeline keeps what the views *show* over time so that it can
/// be sampled at any moment (`presentation(of:at:)`, `value(_:of:at:)`) and plotted. Completions fire,
/// in time order, when `advance(by:)` or `advance(to:)` passes their end; animations or model changes
/// made inside a completion are recorded at its time.
///
/// Record with `timeline.record { … }` or `UIView.recordAnimations { … }`. Animations started outside
/// any recording are not animated: their changes apply and their completion runs at once.
public final class UIViewAnimationTimeline: @unchecked Sendable {
  /// The timeline recording on this task or thread, if any.
  @TaskLocal static var recording: UIViewAnimationTimeline?

  private let lock = NSLock()
  private var time: TimeInterval = 0
  private var tracks: [AnimatedKey: PropertyTrack] = [:]
  private var trackOrder: [AnimatedKey] = []
  private var views: [ObjectIdentifier: UIView] = [:]
  private var viewOrder: [UIView] = []
  private var records: [UIViewAnimationRecord] = []
  private var completions: [PendingCompletion] = []
  private var sequence = 0

  /// Creates an empty timeline at time 0.
  public init() {}

  /// The timeline's clock (s): where recording adds animations, and how far completions have run.
  public var currentTime: TimeInterval { lock.withLock { time } }

  /// Every animation recorded so far, in the order started.
  public var animations: [UIViewAnimationRecord] { lock.withLock { records } }

  /// Views whose properties changed while recording, in the order first changed.
  public var animatedViews: [UIView] { lock.withLock { viewOrder } }

  /// The latest end of any recorded animation (s), or the current time if later.
  public var endTime: TimeInterval {
    lock.withLock { records.map(\.endTime).reduce(time, max) }
  }

  /// Whether completions are still waiting for the clock.
  public var hasPendingCompletions: Bool { lock.withLock { !completions.isEmpty } }

  /// Runs `body` with this timeline recording: `UIView.animate…` calls start at `currentTime`, and
  /// plain changes of view properties are logged as instant model changes.
  public func record(_ body: () throws -> Void) rethrows {
    openAnimationScopes.add(1, ordering: .relaxed)
    defer { openAnimationScopes.subtract(1, ordering: .relaxed) }
    try Self.$recording.withValue(self) { try body() }
  }

  /// Moves the clock forward by `seconds` (ignored unless positive and finite), firing completions.
  public func advance(by seconds: TimeInterval) {
    guard seconds > 0, seconds.isFinite else { return }
    advance(to: currentTime + seconds)
  }

  /// Moves the clock to `target` seconds (never backwards), firing every completion whose end time is at or
  /// before it, in time order, each with `finished == true` and the clock set to its end time.
  public func advance(to target: TimeInterval) {
    guard target.isFinite else { return }
    while true {
      let next: PendingCompletion? = lock.withLock {
        guard let index = completions.indices.min(by: { completions[$0] < completions[$1] }),
              completions[index].time <= target + 1e-12 else { return nil }
        let pending = completions.remove(at: index)
        time = max(time, pending.time)
        return pending
      }
      guard let pending = next else { break }
      record { pending.block(true) }
    }
    lock.withLock { time = max(time, target) }
  }

  /// Advances until no completion is pending (completions that start new animations are followed), at
  /// most `limit` rounds (each round moves the clock to the next completion's end time, in seconds).
  public func finishAll(limit: Int = 1000) {
    var rounds = 0
    while hasPendingCompletions && rounds < limit {
      advance(to: endTime)
      rounds += 1
    }
  }

  /// What `view` shows at timeline time `time` (s). Properties the timeline never saw change are the
  /// view's current model values.
  public func presentation(of view: UIView, at time: TimeInterval) -> UIViewPresentation {
    var result = UIViewPresentation(modelOf: view)
    let id = ObjectIdentifier(view)
    lock.withLock {
      for property in AnimatedProperty.allCases {
        guard let track = tracks[AnimatedKey(view: id, property: property)] else { continue }
        let value = track.value(at: time)
        switch property {
        case .center: result.center = value.center
        case .bounds: result.bounds = value.bounds
        case .alpha: result.alpha = value.alpha
        case .transform: result.transform = value.transform
        }
      }
    }
    return result
  }

  /// The presentation value at `keyPath` (see `UIViewPresentation.value(forKeyPath:)`, e.g.
  /// `"center.y"`, `"frame.origin.y"`, `"alpha"`, `"transform.scale"`) of `view` at `time`.
  public func value(_ keyPath: String, of view: UIView, at time: TimeInterval) -> CGFloat? {
    presentation(of: view, at: time).value(forKeyPath: keyPath)
  }

  /// `count` evenly spaced samples (time, value) of `keyPath` over [start, end], for plots.
  public func samples(_ keyPath: String, of view: UIView, from start: TimeInterval, to end: TimeInterval,
                      count: Int) -> [(time: TimeInterval, value: CGFloat)] {
    guard count > 0 else { return [] }
    return (0..<count).compactMap { k in
      let t = count == 1 ? start : start + (end - start) * Double(k) / Double(count - 1)
      return value(keyPath, of: view, at: t).map { (t, $0) }
    }
  }

  // MARK: - Recording (internal)

  /// Adds an animation of `changes` starting `delay` after the current time.
  func add(_ changes: [CapturedChange], kind: UIViewAnimationRecord.Kind, delay: TimeInterval,
           duration: TimeInterval, shape: (_ index: Int, _ start: TimeInterval) -> TrackChange.Shape, curve: UIViewTimingCurve?,
           mode: UIViewKeyframeCalculationMode?, keyframes: [UIViewAnimationRecord.KeyframeSpan],
           completion: ((Bool) -> Void)?) {
    lock.withLock {
      let safeDelay = delay.isFinite ? max(0, delay) : 0
      let safeDuration = duration.isFinite ? max(0, duration) : 0
      let record = UIViewAnimationRecord(kind: kind, recordTime: time, startTime: time + safeDelay,
                                         duration: safeDuration, curve: curve, calculationMode: mode,
                                         keyframes: keyframes, animatedPropertyCount: changes.count)
      records.append(record)
      for (index, change) in changes.enumerated() {
        append(change, TrackChange(recordTime: time, from: change.from, to: change.to, shape: shape(index, record.startTime)))
      }
      if let completion {
        sequence += 1
        completions.append(PendingCompletion(time: record.endTime, order: sequence, block: completion))
      }
    }
  }

  /// Logs a model change made outside any animations block while recording.
  func addInstantChange(_ change: CapturedChange) {
    lock.withLock {
      append(change, TrackChange(recordTime: time, from: change.from, to: change.to,
                                 shape: .basic(start: time, duration: 0, curve: .linear)))
    }
  }

  private func append(_ change: CapturedChange, _ entry: TrackChange) {
    let key = AnimatedKey(view: ObjectIdentifier(change.view), property: change.property)
    if views[key.view] == nil {
      views[key.view] = change.view
      viewOrder.append(change.view)
    }
    if tracks[key] == nil {
      tracks[key] = PropertyTrack(base: change.from)
      trackOrder.append(key)
    }
    tracks[key]?.changes.append(entry)
  }
}

/// A completion waiting for the clock, ordered by time and then by the order recorded.
private struct PendingCompletion: Comparable {
  let time: TimeInterval
  let order: Int
  let block: (Bool) -> Void

  static func < (a: PendingCompletion, b: PendingCompletion) -> Bool { (a.time, a.order) < (b.time, b.order) }
  static func == (a: PendingCompletion, b: PendingCompletion) -> Bool { a.time == b.time && a.order == b.order }
}

/// The history of one property of one view: its value before the first change, then every change.
struct PropertyTrack {
  let base: AnimatedValue
  var changes: [TrackChange] = []

  /// Presentation value at `t`: the model value of the last change made at or before t, plus, for
  /// every animation still running, its offset from its own end value (UIKit's additive animations).
  func value(at t: TimeInterval) -> AnimatedValue {
    var model = base.components
    var offset = SIMD8<Double>.zero
    for change in changes where change.recordTime <= t + 1e-12 {
      model = change.to.components
      offset += change.offset(at: t)
    }
    return AnimatedValue(model + offset)
  }
}

/// One change of a property: made at `recordTime` from `from` to `to`, shown along `shape`.
struct TrackChange {
  enum Shape {
    case basic(start: TimeInterval, duration: TimeInterval, curve: UIViewTimingCurve)
    case keyframes(start: TimeInterval, duration: TimeInterval, curve: KeyframeCurve)
  }

  let recordTime: TimeInterval
  let from: AnimatedValue
  let to: AnimatedValue
  let shape: Shape

  /// What the animation adds to the model value at `t`: from − to before it starts, the curve's
  /// remaining part while it runs, nothing once it has finished.
  func offset(at t: TimeInterval) -> SIMD8<Double> {
    switch shape {
    case .basic(let start, let duration, let curve):
      guard t < start + duration else { return .zero }
      let remaining = 1 - curve.progress(at: t - start, duration: duration)
      return remaining * (from.components - to.components)
    case .keyframes(let start, let duration, let curve):
      guard t < start + duration, duration > 0 else { return .zero }
      let u = max(0, (t - start) / duration)
      return curve.value(at: u).components - to.components
    }
  }
}

#endif
