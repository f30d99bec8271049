import LessonModel
import Expressions
import Dynamics
import Foundation

/// A lesson's scene run one step at a time while a learner touches it (`dynamics-tutor live`), and the
/// same run replayed from its recorded touches (`run --replay`).
///
/// Touches are queued and carried out just before the next engine step, stamped with that step's start
/// time, so the run depends only on which touches came before which step: replaying the recorded
/// touches gives the same trajectory, bit for bit. Where a finger lands decides what it does for the
/// whole touch: the lesson's button (`[[gesture]] type = "button"`), else its recognizers (`tap`, `pan`,
/// `fling` gestures: the touches go through `UIView.sendTouch` to them), else a grab of the dynamic item
/// under it (`LiveGrab`), else nothing; a lesson with a springy list (`scroll` gesture, `LiveScroll`)
/// scrolls it instead of grabbing. The mouse wheel scrolls that list too (`wheel(_:at:)`), whatever finger is down. The scripted events those gestures stand for are left out.
///
/// Every item is recorded after every step, as `SceneRunner.run` records a run, up to
/// `maximumDuration`; `run()` gives the session so far as a `SceneRun` for plots and drawings.
package final class LiveRun {
  /// The longest live session recorded (s); past it `isFull` is true and `step()` does nothing.
  package static let maximumDuration = 600.0

  /// The lesson running.
  public let lesson: Lesson
  /// The parameter values it was built with.
  public let values: ParameterValues
  /// The scene on the engine.
  public let scene: BuiltScene
  /// Every item after every step so far.
  public private(set) var trajectory: Trajectory
  /// The touches carried out so far, in order.
  public private(set) var touches: [LiveTouch] = []
  /// Engine steps taken.
  public private(set) var steps = 0
  /// The first scripted event or button press that could not be carried out, if any.
  public var failure: SceneBuildError? { eventFailure ?? button?.failure }

  /// What the learner did since the last step, carried out before the next.
  private enum Pending {
    case finger(LiveTouch.Phase, CGPoint)
    case wheel(Double, CGPoint)
    case insert(CGPoint)
  }

  private var pending: [Pending] = []
  private var schedule: [(time: Double, label: String?, action: EventAction)]
  private var nextEvent = 0
  private var eventFailure: SceneBuildError?
  private var button: LiveButton?
  private var grab: LiveGrab?
  private var scroller: LiveScroll?
  /// Where the finger scrolling the list was at its last touch.
  private var scrollFinger: CGPoint?
  /// What the finger that is down does; nil while no finger is down.
  private var fingerKind: LiveTouch.Kind?
  private let recorder: ContactRecorder

  /// Builds `lesson`'s scene with `values` and carries out the scripted events due at t = 0 that no
  /// gesture takes over.
  public init(lesson: Lesson, values: ParameterValues) throws(SceneBuildError) {
    guard lesson.scene.engine == .dynamics else {
      throw SceneBuildError("the \(lesson.scene.engine.rawValue) engine has no animator to touch; live scenes are dynamics lessons")
    }
    let scene = try SceneBuilder.build(lesson, values: values)
    (self.lesson, self.values, self.scene) = (lesson, values, scene)
    let pressed = Set(lesson.gestures.flatMap(\.presses))
    schedule = scene.events.filter { event in
      !lesson.gestures.contains { $0.takesOver(event.action) } && !(event.label.map(pressed.contains) ?? false)
    }
    recorder = ContactRecorder(scene: scene)
    trajectory = SceneRunner.emptyTrajectory(of: scene)
    scene.panHandler?.followsFinger = lesson.gestures.contains { $0.kind == .fling }
    if let gesture = lesson.gestures.first(where: { $0.kind == .button }) {
      button = try LiveButton(gesture, scene: scene) { [unowned self] in time }
    }
    if let gesture = lesson.gestures.first(where: { $0.kind == .scroll }) {
      scroller = try LiveScroll(gesture, scene: scene)
    }
    applyDueEvents()
    SceneRunner.sample(scene, into: &trajectory, time: 0)
  }

  /// Scene time now (s): the start of the next step.
  public var time: Double { Double(steps) * scene.animator.timeStep }

  /// True once the session has reached `maximumDuration`.
  package var isFull: Bool { time >= Self.maximumDuration - scene.animator.timeStep / 2 }

  /// Queues a touch at a scene point for the next step.
  public func touch(_ phase: LiveTouch.Phase, at point: CGPoint) {
    guard point.x.isFinite, point.y.isFinite else { return }
    pending.append(.finger(phase, point))
  }

  /// Queues a turn of the mouse wheel at a scene point for the next step: `notches` up (positive, the
  /// content moves down) or down (negative), each the scroll gesture's step. Nothing without one.
  public func wheel(_ notches: Int, at point: CGPoint) {
    guard let scroller, notches != 0, point.x.isFinite, point.y.isFinite else { return }
    pending.append(.wheel(Double(notches) * scroller.step, point))
  }

  /// Queues a row inserted into the springy list at a scene point's height for the next step: the
  /// anchors below it move down a row. Nothing when the lesson's scroll gesture inserts nothing.
  public func insert(at point: CGPoint) {
    guard let scroller, scroller.row > 0, point.x.isFinite, point.y.isFinite else { return }
    pending.append(.insert(point))
  }

  /// Whether the `i` key inserts a row here.
  package var inserts: Bool { (scroller?.row ?? 0) > 0 }

  /// How far the springy list has scrolled from its start (pt, down positive); nil without a scroll gesture.
  package var scrollOffset: Double? { scroller?.offset }

  /// What the finger that is down does; nil when no finger is down.
  package var gestureInProgress: LiveTouch.Kind? { fingerKind }

  /// The grabbed item's id and speed (pt/s), while one is grabbed.
  package var grabbed: (id: String, speed: Double)? {
    guard let grab else { return nil }
    let velocity = scene.animator.velocity(of: grab.view) ?? .zero
    return (grab.itemID, Double(hypot(velocity.x, velocity.y)))
  }

  /// The button's title now and the label of what its next press does, when the lesson has one.
  package var buttonState: (item: String, title: String?, next: String?)? {
    button.map { ($0.itemID, $0.title, $0.nextPress) }
  }

  /// Carries out the queued touches, then one engine step, records every item and carries out the
  /// scripted events that have come due.
  public func step() {
    guard !isFull else { return }
    let start = time
    carryOutPending()
    scroller?.settle(h: scene.animator.timeStep, scrolling: fingerKind == .scroll)
    recorder.time = start + scene.animator.timeStep
    for driver in scene.drivers { driver.update(at: start) }
    scene.animator.step()
    steps += 1
    SceneRunner.sample(scene, into: &trajectory, time: time)
    applyDueEvents()
  }

  /// Carries out the queued touches now, stamped with the next step's start, as that step would: while
  /// time stands still (a paused session), a scroll or a grab shows at once, and the run is the same as
  /// if they had waited for the step.
  package func carryOutPending() {
    guard !isFull, !pending.isEmpty else { return }
    let start = time
    for touch in pending {
      switch touch {
      case .finger(let phase, let point):
        carryOut(phase, at: point, time: start)
      case .wheel(let wheel, let point):
        touches.append(LiveTouch(time: start, kind: .scroll, phase: .moved, x: Double(point.x), y: Double(point.y), wheel: wheel))
        scroller?.scroll(by: wheel, finger: Double(point.y))
      case .insert(let point):
        touches.append(LiveTouch(time: start, kind: .insert, phase: .began, x: Double(point.x), y: Double(point.y)))
        scroller?.insert(below: Double(point.y))
      }
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// The session so far, as a run: for `plot`, `scene` and exports.
  public func run() -> SceneRun {
    var recorded = trajectory
    recorded.contacts = recorder.records
    return SceneRun(trajectory: recorded, geometry: scene.geometry, constants: scene.constants)
  }

  /// While an item is grabbed: the grabbed point on the item and the finger (pt), for drawing the line.
  package var grabLine: (item: CGPoint, finger: CGPoint)? {
    guard let grab else { return nil }
    let angle = Double(scene.animator.accumulatedAngle(of: grab.view) ?? grab.view.transform.rotationAngle)
    let (along, across) = (Double(grab.offset.horizontal), Double(grab.offset.vertical))
    let (cx, cy) = (Double(grab.view.center.x), Double(grab.view.center.y))
    let x: Double = cx + along * cos(angle) - across * sin(angle)
    let y: Double = cy + along * sin(angle) + across * cos(angle)
    return (CGPoint(x: x, y: y), grab.attachment.anchorPoint)
  }

  /// Replays recorded `touches` on a fresh scene for `duration` seconds: the live session's run again.
  package static func replay(_ lesson: Lesson, values: ParameterValues, touches: [LiveTouch], duration: Double)
    throws(SceneBuildError) -> SceneRun {
    guard duration.isFinite, duration > 0, duration <= maximumDuration else {
      throw SceneBuildError("a replay runs 0 to \(Int(maximumDuration)) s, not \(duration) s")
    }
    let live = try LiveRun(lesson: lesson, values: values)
    let h = live.scene.animator.timeStep
    let steps = Int((duration / h).rounded())
    var next = 0
    for _ in 0..<steps {
      while next < touches.count, touches[next].time <= live.time + h * 1e-6 {
        let touch = touches[next]
        if touch.kind == .insert {
          live.insert(at: touch.point)
        } else if let wheel = touch.wheel {
          live.pending.append(.wheel(wheel, touch.point))
        } else {
          live.touch(touch.phase, at: touch.point)
        }
        next += 1
      }
      live.step()
    }
    if let failure = live.failure { throw failure }
    return live.run()
  }

  private func carryOut(_ phase: LiveTouch.Phase, at point: CGPoint, time: Double) {
    if phase == .began {
      // A finger still down (a lift that never came) lifts first.
      if fingerKind != nil { carryOut(.ended, at: point, time: time) }
      fingerKind = gesture(at: point)
    }
    guard let kind = fingerKind else { return }  // a move or lift without a finger down
    touches.append(LiveTouch(time: time, kind: kind, phase: phase, x: Double(point.x), y: Double(point.y)))
    switch kind {
    case .grab:
      if phase == .began {
        grab = LiveGrab(at: point, in: scene)
      } else {
        grab?.move(to: point)
      }
      if phase == .ended {
        grab?.release(from: scene.animator)
        grab = nil
      }
    case .scroll:
      if phase != .began, let last = scrollFinger {
        scroller?.scroll(by: Double(point.y - last.y), finger: Double(point.y))
      }
      scrollFinger = phase == .ended ? nil : point
    case .none:
      break
    case .insert:
      break
    case .tap, .pan, .fling, .button:
      let sample: UITouchSample.Phase = phase == .began ? .began : phase == .moved ? .moved : .ended
      _ = scene.root.sendTouch(UITouchSample(sample, at: point, time: time))
    }
    if phase == .ended { fingerKind = nil }
  }

  /// What a finger landing on `point` now would do.
  package func gesture(at point: CGPoint) -> LiveTouch.Kind {
    if let button, let view = scene.view(button.itemID), view.frame.contains(point) { return .button }
    for gesture in lesson.gestures {
      switch gesture.kind {
      case .tap: return .tap
      case .pan, .fling:
        let recognizers = scene.root.hitTest(point, with: nil)?.gestureRecognizers ?? []
        if recognizers.contains(where: { $0 is UIPanGestureRecognizer }) { return gesture.kind == .pan ? .pan : .fling }
      case .button, .scroll: continue
      }
    }
    // A springy list scrolls wherever the finger lands, on a bubble too, as the Messages list does.
    if scroller != nil { return .scroll }
    let underFinger = scene.views.contains { $0.isDynamic && LiveGrab.contains($0.view, point, scene: scene) }
    return underFinger ? .grab : .none
  }

  private func applyDueEvents() {
    let h = scene.animator.timeStep
    while nextEvent < schedule.count, schedule[nextEvent].time <= time + h * 1e-6 {
      do {
        try SceneRunner.apply(schedule[nextEvent].action, in: scene, at: schedule[nextEvent].time)
      } catch {
        eventFailure = eventFailure ?? error
      }
      nextEvent += 1
    }
  }
}
