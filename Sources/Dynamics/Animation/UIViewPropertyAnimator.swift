import Foundation

#if !canImport(UIKit)

/// An interruptible view animation, as UIKit's: start it, pause it, scrub `fractionComplete` with a
/// finger, reverse it and continue it with other timing.
///
/// There is no display link, so the animator's clock moves when you call `advance(by:)` (**Addition**),
/// as the dynamic animator's does. And what the views show is written to the views themselves: while it
/// runs, `center`, `bounds`, `alpha` and `transform` hold the in-between values (in UIKit the model
/// jumps to the end values and only the presentation moves), so drawings and the dynamic animator see
/// the views where the screen would show them.
open class UIViewPropertyAnimator: NSObject {
  /// The timing of the animations.
  public let timingParameters: UITimingCurveProvider?
  /// The length of the animations, seconds (a spring with a duration of its own sets it).
  public let duration: TimeInterval
  /// The delay before they start, seconds (`startAnimation(afterDelay:)`, `runningPropertyAnimator`).
  public private(set) var delay: TimeInterval = 0
  /// Whether the animator can be paused, scrubbed and reversed. Default true; stored.
  open var isInterruptible = true
  /// Whether the views take touches while animating. Default true; stored.
  open var isUserInteractionEnabled = true
  /// Whether setting `fractionComplete` while paused moves the views linearly. Default true.
  open var scrubsLinearly = true
  /// Whether the animator pauses at the end instead of finishing. Default false.
  open var pausesOnCompletion = false
  /// Where the animator is in its life.
  open private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animations are playing (false when paused or not started).
  open private(set) var isRunning = false
  /// Whether the animations play backward, toward the start values. Set it while paused, then continue.
  open var isReversed = false

  private var pending: [(animations: () -> Void, delayFactor: CGFloat)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var tracks: [AnimatorTrack] = []
  private var segment = AnimatorSegment(curve: .linear, duration: 0, fromFraction: 0, toFraction: 1)
  private var fraction: CGFloat = 0

  /// An animator with `parameters`' timing over `duration` seconds.
  public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    timingParameters = parameters
    let own = parameters.springTimingParameters?.settlingDuration
    self.duration = max(0, (own ?? duration).isFinite ? own ?? duration : 0)
    super.init()
  }

  /// An animator with a named curve.
  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a cubic Bézier curve through two control points.
  public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                          animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a spring of damping ratio `ratio` (0…1) that settles in `duration` seconds.
  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator already running `animations` after `delay` seconds, with the curve in `options`.
  open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                          options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                          completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
    let animator = self.init(duration: duration, timingParameters: CurveParameters(curve: options.timingCurve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds animations. Before the start they run with the others; while running, their changes animate
  /// from where the views are over the time that is left.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds animations that start `delayFactor` (0…1) of the duration in (the rest of it when running).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
    if state == .inactive {
      pending.append((animation, factor))
    } else {
      capture(animation, delayFactor: factor, startFraction: fraction)
    }
  }

  /// Adds a block called with the final position when the animations finish.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// How far the animations are, 0…1 (by time). Setting it while paused or not started moves the views
  /// there (linearly when `scrubsLinearly`); while running it is read-only, as in UIKit.
  open var fractionComplete: CGFloat {
    get { fraction }
    set {
      guard !isRunning, newValue.isFinite else { return }
      if state == .inactive { beginIfNeeded() }
      fraction = min(max(newValue, 0), 1)
      apply(scrubbing: true)
    }
  }

  // MARK: Playing

  /// Starts the animations, or resumes them after a pause (from where they are, over the time left).
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts the animations after `delay` seconds of the animator's clock.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    let wasInactive = state == .inactive
    beginIfNeeded()
    if wasInactive && fraction == 0 && !isReversed {
      segment = AnimatorSegment(curve: timingParameters?.engineCurve ?? .easeInOut, duration: duration,
                                fromFraction: 0, toFraction: 1, startValues: tracks.map(\.from))
    } else {
      rebase(curve: timingParameters?.engineCurve ?? .easeInOut, durationFactor: 1)
    }
    self.delay = delay.isFinite ? max(0, delay) : 0
    segment.delayLeft = self.delay
    isRunning = true
  }

  /// Pauses the animations where they are; `fractionComplete` may then be set.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    beginIfNeeded()
    isRunning = false
  }

  /// Resumes paused animations toward the end (the start when `isReversed`) with other timing, over
  /// `durationFactor` times the part of the duration that is left; nil parameters keep the timing.
  open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
    guard state == .active, !isRunning else { return }
    let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
    rebase(curve: parameters?.engineCurve ?? timingParameters?.engineCurve ?? .easeInOut, durationFactor: factor)
    isRunning = true
  }

  /// Stops the animations where they are. With `withoutFinishing` the animator becomes inactive at once
  /// and no completion runs; otherwise it is `.stopped` until `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { tracks.removeAll() }
  }

  /// Ends a stopped animator: the views go to `finalPosition` and the completions run with it.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    switch finalPosition {
    case .end: fraction = 1; for track in tracks { track.view.setAnimated(track.property, track.to) }
    case .start: fraction = 0; for track in tracks { track.view.setAnimated(track.property, track.from) }
    case .current: break
    }
    finish(at: finalPosition)
  }

  /// Moves the animator's clock on by `seconds` (**Addition**: the display moves it in UIKit), updating
  /// the views, and finishing the animations when their time is up.
  open func advance(by seconds: TimeInterval) {
    guard isRunning, seconds > 0, seconds.isFinite else { return }
    var time = seconds
    if segment.delayLeft > 0 {
      let used = min(time, segment.delayLeft)
      segment.delayLeft -= used
      time -= used
      guard time > 0 else { return }
    }
    segment.elapsed = min(segment.elapsed + time, segment.duration)
    let share = segment.duration > 0 ? CGFloat(segment.elapsed / segment.duration) : 1
    fraction = segment.fromFraction + (segment.toFraction - segment.fromFraction) * share
    apply(scrubbing: false)
    guard segment.elapsed >= segment.duration else { return }
    if pausesOnCompletion {
      isRunning = false
    } else {
      finish(at: segment.toFraction == 0 ? .start : .end)
    }
  }

  // MARK: Plumbing

  /// On first use: runs the animation blocks, noting what they change, and puts the views back at the
  /// start.
  func beginIfNeeded() {
    guard state == .inactive else { return }
    state = .active
    let blocks = pending
    pending.removeAll()
    for block in blocks { capture(block.animations, delayFactor: block.delayFactor, startFraction: 0) }
  }

  private func capture(_ animations: () -> Void, delayFactor: CGFloat, startFraction: CGFloat) {
    let changes = AnimationTransaction().collect(animations)
    let start = startFraction + (1 - startFraction) * delayFactor
    for change in changes {
      change.view.setAnimated(change.property, change.from)
      tracks.append(AnimatorTrack(view: change.view, property: change.property, from: change.from, to: change.to,
                                  startFraction: start))
      segment.startValues.append(change.from)
    }
  }

  /// A new segment from where the views are to the end (or the start, reversed) along `curve`.
  private func rebase(curve: UIViewTimingCurve, durationFactor: Double) {
    let target: CGFloat = isReversed ? 0 : 1
    let left = Double(abs(target - fraction)) * duration * durationFactor
    segment = AnimatorSegment(curve: curve, duration: left, fromFraction: fraction, toFraction: target,
                              startValues: tracks.map { AnimatedValue($0.property, of: $0.view) })
  }

  /// Writes each track's value at the current point: by the segment's curve while playing, linearly
  /// between the start and end values when scrubbing.
  private func apply(scrubbing: Bool) {
    for (index, track) in tracks.enumerated() {
      let local = track.startFraction < 1 ? max(0, (fraction - track.startFraction) / (1 - track.startFraction)) : 1
      let value: AnimatedValue
      if scrubbing {
        let progress = scrubsLinearly ? Double(local) : segment.curve.progress(at: Double(local), duration: 1)
        value = AnimatedValue(track.from.components + (track.to.components - track.from.components) * progress)
      } else {
        let goal = segment.toFraction == 0 ? track.from : track.to
        let start = index < segment.startValues.count ? segment.startValues[index] : track.from
        let delay = segment.fromFraction == 0 ? Double(track.startFraction) * segment.duration : 0
        let progress = segment.curve.progress(at: segment.elapsed - delay, duration: segment.duration - delay)
        value = AnimatedValue(start.components + (goal.components - start.components) * progress)
      }
      track.view.setAnimated(track.property, value)
    }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    isRunning = false
    state = .inactive
    tracks.removeAll()
    let blocks = completions
    completions.removeAll()
    for completion in blocks { completion(position) }
  }
}

/// Timing parameters for a curve from animation options.
final class CurveParameters: UITimingCurveProvider {
  let curve: UIViewTimingCurve
  init(curve: UIViewTimingCurve) { self.curve = curve }
  var timingCurveType: UITimingCurveType { .builtin }
  var cubicTimingParameters: UICubicTimingParameters? { nil }
  var springTimingParameters: UISpringTimingParameters? { nil }
}

/// One view property an animator moves: where it starts and ends, and the part of the duration (a
/// fraction, 0…1) before it starts.
struct AnimatorTrack {
  let view: UIView
  let property: AnimatedProperty
  var from: AnimatedValue
  let to: AnimatedValue
  let startFraction: CGFloat
}

/// The stretch of the animation the clock is in: the fractions it runs between, along `curve` over
/// `duration` seconds, with the values each track starts it from.
struct AnimatorSegment {
  var curve: UIViewTimingCurve
  var duration: TimeInterval
  var fromFraction: CGFloat
  var toFraction: CGFloat
  var elapsed: TimeInterval = 0
  var delayLeft: TimeInterval = 0
  var startValues: [AnimatedValue] = []
}

#endif
