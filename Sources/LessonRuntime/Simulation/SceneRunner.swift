import LessonModel
import Expressions
import Dynamics
import Foundation
import LearnerSupport

/// Runs a built scene on the animator's fixed clock and records every item after every step.
public enum SceneRunner {
  /// Builds the lesson's scene with `values` and runs it for `duration` seconds (the scene's duration
  /// when nil).
  public static func run(_ lesson: Lesson, values: ParameterValues, duration: Double? = nil)
    throws(SceneBuildError) -> SceneRun {
    let seconds = duration ?? values[ParameterName.sceneDuration] ?? lesson.scene.duration
    switch lesson.scene.engine {
    case .dynamics: return try run(try SceneBuilder.build(lesson, values: values), duration: seconds)
    case .animation: return try AnimationRunner.run(lesson, values: values, duration: seconds)
    case .motion: return try MotionRunner.run(lesson, values: values, duration: seconds)
    }
  }

  /// Builds the scene and applies the events due at t = 0, leaving the animator ready to step (for
  /// benchmarks and tools that drive the clock themselves).
  public static func start(_ lesson: Lesson, values: ParameterValues) throws(SceneBuildError) -> BuiltScene {
    guard lesson.scene.engine == .dynamics else {
      throw SceneBuildError("the \(lesson.scene.engine.rawValue) engine has no animator to step")
    }
    let scene = try SceneBuilder.build(lesson, values: values)
    for event in scene.events where event.time <= 1e-9 {
      try apply(event.action, in: scene, at: event.time)
    }
    for driver in scene.drivers { driver.update(at: 0) }
    return scene
  }

  /// Runs an already built scene for `duration` seconds.
  public static func run(_ scene: BuiltScene, duration: Double) throws(SceneBuildError) -> SceneRun {
    guard duration.isFinite, duration > 0 else {
      throw SceneBuildError("the run time must be a positive number of seconds")
    }
    guard duration <= SceneSpec.maximumRunDuration else {
      throw SceneBuildError("a run is limited to \(Int(SceneSpec.maximumRunDuration)) s (asked for \(duration) s)")
    }
    let animator = scene.animator
    let h = animator.timeStep
    let steps = Int((duration / h).rounded())
    let recorder = ContactRecorder(scene: scene)
    var trajectory = emptyTrajectory(of: scene)
    for index in trajectory.tracks.indices {
      trajectory.tracks[index].x.reserveCapacity(steps + 1)
      trajectory.tracks[index].y.reserveCapacity(steps + 1)
    }
    trajectory.times.reserveCapacity(steps + 1)

    var nextEvent = 0
    var failure: SceneBuildError?
    func applyDueEvents(at time: Double) {
      while nextEvent < scene.events.count, scene.events[nextEvent].time <= time + h * 1e-6 {
        do {
          try apply(scene.events[nextEvent].action, in: scene, at: scene.events[nextEvent].time)
        } catch {
          failure = failure ?? error
        }
        nextEvent += 1
      }
    }

    applyDueEvents(at: 0)
    sample(scene, into: &trajectory, time: 0)
    for step in 1...max(steps, 1) {
      recorder.time = Double(step) * h
      for driver in scene.drivers { driver.update(at: Double(step - 1) * h) }
      animator.step()
      sample(scene, into: &trajectory, time: Double(step) * h)
      applyDueEvents(at: Double(step) * h)
    }
    if let failure { throw failure }
    trajectory.contacts = recorder.records
    return SceneRun(trajectory: trajectory, geometry: scene.geometry, constants: scene.constants)
  }

  /// A trajectory with one empty track per item of `scene` (and each anchored item's anchor).
  static func emptyTrajectory(of scene: BuiltScene) -> Trajectory {
    var trajectory = Trajectory()
    trajectory.stageWidth = scene.geometry.width
    trajectory.stageHeight = scene.geometry.height
    trajectory.tracks = scene.views.map { entry in
      var track = ItemTrack(id: entry.id, width: Double(entry.view.bounds.width),
                            height: Double(entry.view.bounds.height), isDynamic: entry.isDynamic)
      if let attachment = scene.geometry.attachments.first(where: { $0.item == entry.id }), let anchor = attachment.anchor {
        track.anchor = anchor
      }
      return track
    }
    return trajectory
  }

  /// Appends every item's state at `time` to `trajectory`.
  static func sample(_ scene: BuiltScene, into trajectory: inout Trajectory, time: Double) {
    trajectory.times.append(time)
    let animator = scene.animator
    for (index, entry) in scene.views.enumerated() {
      let view = entry.view
      trajectory.tracks[index].x.append(Double(view.center.x))
      trajectory.tracks[index].y.append(Double(view.center.y))
      let angle = animator.accumulatedAngle(of: view) ?? view.transform.rotationAngle
      trajectory.tracks[index].angle.append(Double(angle))
      let velocity = animator.velocity(of: view) ?? .zero
      trajectory.tracks[index].vx.append(Double(velocity.x))
      trajectory.tracks[index].vy.append(Double(velocity.y))
    }
  }
}

/// The result of one run.
public struct SceneRun: Sendable {
  /// Every item at every step, and the contacts.
  public var trajectory: Trajectory
  /// Stage, boundaries and anchors for drawings.
  package var geometry: SceneGeometry
  /// The constants the scene was built with (parameters, lets, sizes, initial geometry).
  public var constants: [String: Double]
  /// What a learner's program's run noted for the learner; a lesson's run has none.
  public var learnerNotes: [LearnerNote] = []
}

/// Listens to every collision behaviour of a scene and records contacts with the current time.
final class ContactRecorder: UICollisionBehaviorDelegate {
  var time = 0.0
  private(set) var records: [ContactRecord] = []
  private let names: [ObjectIdentifier: String]

  init(scene: BuiltScene) {
    names = Dictionary(scene.views.map { (ObjectIdentifier($0.view), $0.id) }, uniquingKeysWith: { a, _ in a })
    for behavior in scene.behaviors.values {
      if let collision = behavior as? UICollisionBehavior, collision.collisionDelegate == nil {
        collision.collisionDelegate = self
      }
    }
  }

  private func name(_ item: UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }

  private func name(_ identifier: NSCopying?) -> String {
    guard let identifier else { return "bounds" }
    return (identifier as? String) ?? String(describing: identifier)
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                         with item2: UIDynamicItem, at p: CGPoint) {
    records.append(ContactRecord(time: time, item: name(item1), other: name(item2), x: Double(p.x), y: Double(p.y), began: true))
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                         with item2: UIDynamicItem) {
    records.append(ContactRecord(time: time, item: name(item1), other: name(item2), x: 0, y: 0, began: false))
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
    records.append(ContactRecord(time: time, item: name(item), other: name(identifier), x: Double(p.x), y: Double(p.y), began: true))
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?) {
    records.append(ContactRecord(time: time, item: name(item), other: name(identifier), x: 0, y: 0, began: false))
  }
}
