import Dynamics
import FuzzSupport
import LessonModel
import LessonRuntime

/// Scene building and 300 engine steps from fuzzed parameters. The first byte picks a lesson of the
/// course; then each (selector, value) group sets one of its parameters to a special value (NaN, ±∞, 0,
/// −0, ±10³⁰⁰, extremes, subnormals), a value inside or at the edge of its range, or any bit pattern.
/// The scene is built (`SceneBuilder.build`, as `SceneRunner.start` does) and run for 300 steps of its
/// clock with its events (`SceneRunner.run`, which records every item after every step).
/// Findings: a trap; with every value inside its range (what the REPL accepts), an item whose centre is
/// not finite at any step; with values outside, an item that starts finite and stops being so.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let lessons = Repository.catalog.lessons
  guard let choice = input.byte() else { return 0 }
  let lesson = lessons[Int(choice) % lessons.count]
  var values = ParameterValues(defaultsOf: lesson)
  var inRange = true
  var changed: [String] = []
  while let selector = input.byte(), !lesson.parameters.isEmpty {
    let parameter = lesson.parameters[Int(selector) % lesson.parameters.count]
    let (value, within) = input.value(for: parameter)
    values[parameter.name] = value
    inRange = inRange && within
    changed.append("\(parameter.name)=\(value)")
  }
  let scene: BuiltScene
  do {
    scene = try SceneBuilder.build(lesson, values: values)
  } catch {
    return 0
  }
  let finiteAtStart = scene.views.map { $0.view.center.x.isFinite && $0.view.center.y.isFinite }
  if inRange, let bad = finiteAtStart.firstIndex(of: false) {
    finding("\(lesson.id) with \(changed): \(scene.views[bad].id) starts at \(scene.views[bad].view.center)")
  }
  let steps = 300.0
  let run: SceneRun
  do {
    run = try SceneRunner.run(scene, duration: min(scene.animator.timeStep * steps, SceneSpec.maximumRunDuration))
  } catch {
    return 0
  }
  for (index, track) in run.trajectory.tracks.enumerated() where finiteAtStart[index] {
    for step in track.x.indices where !(track.x[step].isFinite && track.y[step].isFinite) {
      finding("\(lesson.id) with \(changed): \(track.id) at step \(step) is at (\(track.x[step]), \(track.y[step]))")
    }
  }
  return 0
}
