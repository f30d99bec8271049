import LessonModel
import Dynamics
import Foundation

/// Runs an `animation` lesson: its `UIView.animate…` calls are recorded on a `UIViewAnimationTimeline`
/// at their `at` times, completions fire as the clock passes them, and every layer's presentation is
/// sampled each step.
enum AnimationRunner {
  static func run(_ lesson: Lesson, values: ParameterValues, duration: Double) throws(SceneBuildError) -> SceneRun {
    let stage = try LayerStage(lesson, values: values)
    let times = try stage.sampleTimes(duration)
    var calls: [(at: Double, order: Int, record: () -> Void)] = []
    var moving: Set<String> = []
    for (order, animation) in lesson.animations.enumerated() where values[ParameterName.enabled(animation.id)] != 0 {
      let call = try AnimationCall(animation, stage: stage)
      calls.append((call.at, order, call.perform))
      moving.formUnion(animation.layers)
    }
    calls.sort { ($0.at, $0.order) < ($1.at, $1.order) }
    let timeline = UIViewAnimationTimeline()
    for call in calls {
      timeline.advance(to: call.at)
      timeline.record(call.record)
    }
    timeline.advance(to: times.last ?? 0)
    let trajectory = stage.trajectory(times: times, moving: moving) { view, time in
      timeline.presentation(of: view, at: time)
    }
    return SceneRun(trajectory: trajectory, geometry: stage.geometry, constants: stage.constants)
  }
}
