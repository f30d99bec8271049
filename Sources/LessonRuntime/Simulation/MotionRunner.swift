import LessonModel
import Dynamics
import Foundation

/// Runs a `motion` lesson: each layer's motion effects are attached as `UIInterpolatingMotionEffect`s
/// (grouped in `UIMotionEffectGroup`s when the lesson says so), and what the layers show is sampled
/// each step for the viewer offset the `[tilt]` expressions give at that time.
enum MotionRunner {
  static func run(_ lesson: Lesson, values: ParameterValues, duration: Double) throws(SceneBuildError) -> SceneRun {
    let (stage, moving) = try self.stage(lesson, values: values)
    let times = try stage.sampleTimes(duration)
    var offsets: [UIOffset] = []
    for time in times {
      let x = try lesson.tilt.map { tilt throws(SceneBuildError) in try stage.number(tilt.x, "[tilt] x", extra: ["t": time]) } ?? 0
      let y = try lesson.tilt.map { tilt throws(SceneBuildError) in try stage.number(tilt.y, "[tilt] y", extra: ["t": time]) } ?? 0
      offsets.append(UIOffset(horizontal: min(max(x, -1), 1), vertical: min(max(y, -1), 1)))
    }
    var index: [Double: Int] = [:]
    for (i, time) in times.enumerated() { index[time] = i }
    let trajectory = stage.trajectory(times: times, moving: moving) { view, time in
      view.presentation(forViewerOffset: offsets[index[time] ?? 0])
    }
    return SceneRun(trajectory: trajectory, geometry: stage.geometry, constants: stage.constants)
  }

  /// The lesson's layers with their motion effects attached, and the layers the effects move.
  static func stage(_ lesson: Lesson, values: ParameterValues) throws(SceneBuildError) -> (LayerStage, moving: Set<String>) {
    let stage = try LayerStage(lesson, values: values)
    var groups: [String: (view: UIView, group: UIMotionEffectGroup)] = [:]
    var moving: Set<String> = []
    for (index, spec) in lesson.effects.enumerated() {
      let view = try stage.view(spec.layer)
      let effect = UIInterpolatingMotionEffect(keyPath: spec.keyPath.rawValue,
                                               type: spec.axis == .horizontal ? .tiltAlongHorizontalAxis : .tiltAlongVerticalAxis)
      effect.minimumRelativeValue = CGFloat(try stage.number(spec.minimum, "effect \(index + 1) on \(spec.layer) min"))
      effect.maximumRelativeValue = CGFloat(try stage.number(spec.maximum, "effect \(index + 1) on \(spec.layer) max"))
      moving.insert(spec.layer)
      guard let name = spec.group else {
        view.addMotionEffect(effect)
        continue
      }
      // The reader has checked that a group stays on one layer.
      if let existing = groups[name] {
        existing.group.motionEffects = (existing.group.motionEffects ?? []) + [effect]
      } else {
        let group = UIMotionEffectGroup()
        group.motionEffects = [effect]
        view.addMotionEffect(group)
        groups[name] = (view, group)
      }
    }
    return (stage, moving)
  }
}
