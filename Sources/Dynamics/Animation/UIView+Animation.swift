import Foundation

#if !canImport(UIKit)

extension UIView {
  /// Animates the changes `animations` makes to `center`, `bounds`, `frame`, `alpha` and `transform`
  /// of any views over `duration` seconds, after `delay` seconds, along the curve in `options` (default
  /// ease-in-ease-out). As in UIKit the model values change at once; what the views show over time is
  /// kept by the recording `UIViewAnimationTimeline`, which calls `completion(true)` at
  /// delay + duration. Outside a recording the completion runs at once.
  public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
    let curve = options.timingCurve
    perform(kind: .basic, duration: duration, delay: delay, curve: curve, animations: animations,
            completion: completion)
  }

  /// `animate(withDuration:delay:options:animations:completion:)` with no delay and the default curve.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// `animate(withDuration:delay:options:animations:completion:)` with no delay, the default curve and
  /// no completion.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// A spring animation: the changes follow a damped spring with damping ratio `dampingRatio` (0…1;
  /// 1 settles without overshoot) that starts with `velocity` (progress per second: 1.0 covers the whole
  /// distance in one second, e.g. 0.5 for 100 pt/s over 200 pt) and finishes at `duration`, when the
  /// completion fires. The spring's stiffness follows from the duration by mapping A:
  /// ω₀ = ln(1500)/(ζ·duration) (`UIViewTimingCurve.springAngularFrequency`). Curve options are ignored.
  public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
    let curve = UIViewTimingCurve.spring(dampingRatio: dampingRatio, initialVelocity: velocity.isFinite ? velocity : 0)
    perform(kind: .spring, duration: duration, delay: delay, curve: curve, animations: animations,
            completion: completion)
  }

  /// Runs `actions` with animations off: inside an animations block, its changes are not animated.
  public class func performWithoutAnimation(_ actions: () -> Void) {
    AnimationTransaction.$current.withValue(nil) { actions() }
  }

  /// Records the view animations `body` starts (and the plain changes it makes) on a new timeline at
  /// time 0, and returns it: sample it with `presentation(of:at:)` and fire completions with
  /// `advance(by:)`.
  public class func recordAnimations(_ body: () throws -> Void) rethrows -> UIViewAnimationTimeline {
    let timeline = UIViewAnimationTimeline()
    try timeline.record(body)
    return timeline
  }

  private class func perform(kind: UIViewAnimationRecord.Kind, duration: TimeInterval, delay: TimeInterval,
                             curve: UIViewTimingCurve, animations: () -> Void,
                             completion: ((Bool) -> Void)?) {
    let changes = AnimationTransaction().collect(animations)
    guard let timeline = UIViewAnimationTimeline.recording else {
      completion?(true)
      return
    }
    timeline.add(changes, kind: kind, delay: delay, duration: duration,
                 shape: { _, start in .basic(start: start, duration: duration.isFinite ? max(0, duration) : 0, curve: curve) },
                 curve: curve, mode: nil, keyframes: [], completion: completion)
  }

  /// A keyframe animation of `duration` seconds: inside `animations`, call
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` for each keyframe (start and
  /// duration are fractions 0…1 of `duration`). Each property moves through its keys (its value before
  /// the animation at 0, the value each keyframe sets at that keyframe's end, held in between and to
  /// the end) with the calculation mode in `options` (default linear; cubic is Catmull-Rom). Changes made
  /// outside any keyframe animate over the whole duration. The completion fires at delay + duration.
  public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                     options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                     completion: ((Bool) -> Void)? = nil) {
    let collector = KeyframeCollector()
    let direct = KeyframeCollector.$current.withValue(collector) { AnimationTransaction().collect(animations) }
    var keyframes = collector.recorded
    if !direct.isEmpty { keyframes.append(RecordedKeyframe(start: 0, duration: 1, changes: direct)) }
    let mode = options.calculationMode
    let curves = KeyframeCollector.curves(keyframes, mode: mode)
    guard let timeline = UIViewAnimationTimeline.recording else {
      completion?(true)
      return
    }
    let changes = curves.map { entry in
      CapturedChange(view: entry.view, property: entry.key.property, from: entry.from,
                     to: AnimatedValue(entry.key.property, of: entry.view))
    }
    let safeDuration = duration.isFinite ? max(0, duration) : 0
    let spans = collector.recorded.map {
      UIViewAnimationRecord.KeyframeSpan(relativeStartTime: $0.start, relativeDuration: $0.duration)
    }
    timeline.add(changes, kind: .keyframes, delay: delay, duration: safeDuration,
                 shape: { index, start in .keyframes(start: start, duration: safeDuration, curve: curves[index].curve) },
                 curve: nil, mode: mode, keyframes: spans, completion: completion)
  }

  /// Adds a keyframe to the enclosing `animateKeyframes` block: the changes `animations` makes are
  /// reached at `frameStartTime + frameDuration` (fractions of the keyframe animation's duration),
  /// starting from the values held at `frameStartTime`. Outside `animateKeyframes` the changes simply
  /// apply.
  public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {
    guard let collector = KeyframeCollector.current else {
      AnimationTransaction.$current.withValue(nil) { animations() }
      return
    }
    let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
    let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
    let changes = KeyframeCollector.$current.withValue(nil) { AnimationTransaction().collect(animations) }
    collector.add(RecordedKeyframe(start: start, duration: length, changes: changes))
  }
}

#endif
