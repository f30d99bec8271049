import Dynamics

/// Runs a learner's view controller as UIKit would show it and records the run: the controller
/// becomes a window's root (its view loads, `viewDidLoad`, `viewWillAppear`, `viewDidAppear`), the
/// inputs are played at their times, every animator the controller holds steps at 1/60 s, and every
/// view is sampled after every step.
///
/// The learner's program does this in its own process (`LearnerHarness`); tests do it in theirs to
/// compare. The lifecycle and the inputs run inside a `UIViewAnimationTimeline` that follows the run's
/// clock, so `UIView.animate` completions fire when their time comes, as on a device.
public final class LearnerSession {
  /// The step length (s), the display's sixtieth of a second.
  public static let timeStep = 1.0 / 60
  /// The longest run recorded (s).
  public static let maximumDuration = 600.0
  /// How often (steps) the controller is looked over again for new animators and views between inputs.
  static let rescanInterval = 15

  /// The controller being run.
  public let controller: UIViewController
  /// The window that shows it.
  public let window: UIWindow
  let timeline = UIViewAnimationTimeline()
  let tracked = TrackedViews()
  var scan: ControllerScan
  var recording: LearnerRecording
  var drags: [FingerDrag] = []
  var taps: [ObjectIdentifier: ContactTap] = [:]
  var seenBehaviors: Set<ObjectIdentifier> = []
  var time = 0.0
  /// The viewer's tilt the motion effects follow (each component −1…1), set by a `tilt` input.
  var viewerOffset = UIOffset(horizontal: 0, vertical: 0)
  var failure: LearnerHarnessError?
  private var queued: [LearnerInput] = []
  private var nextInput = 0
  /// What the controller does by itself at its times (s), in time order (see `play(_:)`).
  private var timedEvents: [(time: Double, perform: () -> Void)] = []
  private var nextEvent = 0
  /// What moves by itself before every step, given the time (s): the fingers a timed event put down.
  private var beforeStep: [(Double) -> Void] = []
  /// The device's tilt at every time (s), each component −1…1, when the controller scripts it (a
  /// `code` file's `tilt(at:)`); it takes the place of `tilt` inputs.
  public var tilt: ((Double) -> UIOffset)?
  private var started = false
  /// Steps taken.
  public private(set) var steps = 0

  /// Shows `controller` in a window the size of `screen` (pt; by default `UIScreen.main.bounds`, which
  /// scenes built in the same process may have changed): its view loads and it appears.
  public init(controller: UIViewController, screen: CGSize? = nil) {
    self.controller = controller
    window = UIWindow(frame: screen.map { CGRect(origin: .zero, size: $0) } ?? UIScreen.main.bounds)
    let window = window
    timeline.record {
      window.rootViewController = controller
      controller.viewWillAppear(false)
      window.makeKeyAndVisible()
      controller.viewDidAppear(false)
    }
    scan = ControllerScan(controller)
    let bounds = controller.view.bounds
    recording = LearnerRecording(controller: String(describing: type(of: controller)),
                                 stageWidth: Double(bounds.width), stageHeight: Double(bounds.height))
  }

  /// Plays `inputs` (in time order) and records `duration` seconds: a sample at 0 after the inputs
  /// due then, and one after every step. Throws when an input names no view of the controller.
  public func record(inputs: [LearnerInput], duration: Double) throws(LearnerHarnessError) -> LearnerRecording {
    guard duration.isFinite, duration > 0, duration <= Self.maximumDuration else {
      throw .badInputs("the duration \(duration) s is not between 0 and \(Int(Self.maximumDuration)) s")
    }
    // In time order, inputs at the same time in the order given.
    queued = inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    nextInput = 0
    for _ in 0..<max(1, Int((duration / Self.timeStep).rounded())) { step() }
    if let failure { throw failure }
    return recordingSoFar
  }

  /// Performs `events` at their times (s), as a lesson's run performs its timed events (a file
  /// `dynamics-tutor code` wrote declares them; in the app a finger or a button does these). Each
  /// runs once when due, before the inputs due then; events at one time in the order given.
  public func play(_ events: [(time: TimeInterval, perform: () -> Void)]) {
    timedEvents = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map { (time: Double($0.element.time), perform: $0.element.perform) }
    nextEvent = 0
  }

  /// `play(_:)` for events that put fingers down: each finger is moved by `update` before every step
  /// with the step's time (s), as the lesson's run moves them.
  public func play<Finger>(_ events: [(time: TimeInterval, perform: () -> [Finger])],
                           update: @escaping (Finger, Double) -> Void) {
    let fingers = FingerList<Finger>()
    play(events.map { event in (time: event.time, perform: { fingers.items += event.perform() }) })
    beforeStep.append { time in for finger in fingers.items { update(finger, time) } }
  }

  /// Advances the run by one step (1/60 s): the first call first samples the start. A finger being
  /// dragged moves, every animator steps, view animations follow the clock, every view is sampled,
  /// then the inputs due are carried out.
  public func step() {
    startIfNeeded()
    let dragged = !drags.isEmpty || !beforeStep.isEmpty
    if dragged {
      timeline.record {
        for hook in beforeStep { hook(time) }
        for drag in drags { drag.update(at: time) }
      }
      drags.removeAll { $0.lifted }
    }
    for animator in scan.animators { animator.step() }
    // The layout a step made due (a collection view whose attributes moved), as the screen runs it
    // before each frame, so that the samples show the cells where the animator put them.
    window.layoutIfNeeded()
    steps += 1
    time = Double(steps) * Self.timeStep
    timeline.advance(to: time)
    // Reflection over the controller costs several times a step of a small scene: it is redone after
    // the learner's handlers ran (inputs redo it themselves) and every `rescanInterval` steps, for what
    // delegates and completions make.
    refresh(full: dragged || steps % Self.rescanInterval == 0)
    sample()
    applyDueInputs()
  }

  /// A touch of a live session, carried out now, before the next step: through `UIView.sendTouch(_:)`
  /// to the recognizers and controls under it (a point of the controller's view, pt).
  public func touch(_ phase: UITouchSample.Phase, at point: CGPoint) {
    startIfNeeded()
    guard point.x.isFinite, point.y.isFinite else { return }
    timeline.record { window.sendTouch(UITouchSample(phase, at: point, time: time)) }
    refresh()
  }

  /// The run so far, with what the learner may want to know about it.
  public var recordingSoFar: LearnerRecording {
    var result = recording
    // Only when nothing moved: views that motion effects or view animations move need no animator.
    let moved = recording.tracks.contains { track in
      [track.x, track.y, track.angle, track.alpha, track.scale].contains { series in series.contains { $0 != series.first } }
    }
    if scan.animators.isEmpty, !moved {
      if let lazy = scan.unmadeLazyAnimators.first {
        result.notes.append(.lazyAnimatorUnmade(controller: recording.controller, property: lazy))
      } else {
        result.notes.append(.noAnimator(controller: recording.controller))
      }
    }
    return result
  }

  /// Once: the inputs due at 0 (the learner's code they run records its view animations on the run's
  /// clock; the steps are not recorded, or the timeline would log every move the engine makes), then
  /// the first sample.
  private func startIfNeeded() {
    guard !started else { return }
    started = true
    applyDueInputs()
    refresh()
    recording.debugEnabled = scan.animators.first?.debugEnabled ?? false
    sample()
  }

  private func applyDueInputs() {
    guard nextInput < queued.count || nextEvent < timedEvents.count else { return }
    timeline.record {
      while nextEvent < timedEvents.count, timedEvents[nextEvent].time <= time + Self.timeStep * 1e-6 {
        timedEvents[nextEvent].perform()
        nextEvent += 1
        refresh()
      }
      while nextInput < queued.count, queued[nextInput].time <= time + Self.timeStep * 1e-6 {
        apply(queued[nextInput])
        nextInput += 1
      }
    }
  }

  /// Carries out one input now.
  private func apply(_ input: LearnerInput) {
    switch input.action {
    case .press(let item):
      guard let control = view(item, for: "press") as? UIControl else {
        if tracked.view(named: item) != nil { fail(.notAControl(item: item)) }
        return
      }
      control.sendActions(for: .touchUpInside)
    case .tap(let x, let y):
      let point = CGPoint(x: x, y: y)
      window.sendTouch(UITouchSample(.began, at: point, time: time))
      window.sendTouch(UITouchSample(.ended, at: point, time: time))
    case .tilt(let x, let y):
      viewerOffset = UIOffset(horizontal: CGFloat(min(max(x, -1), 1)), vertical: CGFloat(min(max(y, -1), 1)))
    case .drag(let item, let dx, let dy, let seconds):
      guard let view = view(item, for: "drag") else { return }
      let start = TrackedViews.center(of: view, in: controller.view)
      drags.append(FingerDrag(window: window, from: start, start: time, dx: dx, dy: dy, seconds: seconds))
    }
    refresh()
  }

  /// The view named `item`, or nil after noting the failure.
  private func view(_ item: String, for action: String) -> UIView? {
    refresh()
    if let view = tracked.view(named: item) { return view }
    let known = Array(tracked.views.map(\.name).prefix(12))
    fail(.noSuchView(action: action, item: item, controller: recording.controller, known: known))
    return nil
  }

  private func fail(_ error: LearnerHarnessError) {
    failure = failure ?? error
  }
}

/// The fingers scripted events have put down, shared by the events that add them and the hook that
/// moves them.
private final class FingerList<Finger> {
  var items: [Finger] = []
}
