import Dynamics
import Foundation
import LessonModel
import LessonReading
import LessonRuntime

/// Engine scenes: each iteration is one fixed step of 1/60 s. The peers' scenes first (600 steps,
/// 10 simulated seconds, as `box2d_scenes.c` runs them), then one case per lesson.
func engineBenchmarks() -> [BenchmarkCase] {
  peerBenchmarks() + lessonBenchmarks()
}

/// The reference scenes shared with the peer engines (see `PeerScenes`).
func peerBenchmarks() -> [BenchmarkCase] {
  func scene(_ name: String, _ make: @escaping () -> PeerScenes.Instance) -> BenchmarkCase {
    BenchmarkCase(name: name, unit: "step", iterations: 600) {
      let instance = make()
      let animator = instance.animator
      let body: (Int) -> Double = { n in
        if let observe = instance.observe {
          for _ in 0..<n {
            animator.step()
            observe()
          }
        } else {
          for _ in 0..<n { animator.step() }
        }
        return animator.elapsedTime()
      }
      return PreparedRun(body: body, metrics: instance.metrics)
    }
  }
  return [
    scene("pile-100") { PeerScenes.pile(100) },
    scene("pile-1000") { PeerScenes.pile(1000) },
    scene("pile-4000") { PeerScenes.pile(4000) },
    scene("pile-1000-nosleep") { PeerScenes.pile(1000, sleep: false) },
    scene("pyramid-20") { PeerScenes.pyramid(20) },
    scene("pyramid-40") { PeerScenes.pyramid(40) },
    scene("pyramid-40-nosleep") { PeerScenes.pyramid(40, sleep: false) },
    scene("cradle-5") { PeerScenes.cradle() },
    scene("chain-50") { PeerScenes.chain(50) },
  ]
}

/// One case per physics lesson of the course: the lesson's own `run` (scene built from its file with
/// default parameters, events applied on time, every item recorded every step) for 300 steps. Sleeping
/// is off so that a scene that comes to rest still does the work of a step; with it on, the figures
/// of resting scenes would only measure a paused animator. Animation and motion lessons evaluate
/// closed forms, not the engine, and are left out.
func lessonBenchmarks() -> [BenchmarkCase] {
  guard let root = courseRoot() else {
    print("note: lessons/ not found; lesson benchmarks skipped (run from the project folder)")
    return []
  }
  return CatalogLoader.load(root: root).lessons.filter { $0.scene.engine == .dynamics }.map { lesson in
    BenchmarkCase(name: "lesson-\(lesson.id)", unit: "step", iterations: 300) {
      guard let scene = try? SceneBuilder.build(lesson, values: ParameterValues(defaultsOf: lesson)) else {
        return { _ in .nan }
      }
      scene.animator.isSleepingEnabled = false
      return { n in
        guard let run = try? SceneRunner.run(scene, duration: Double(n) * lesson.scene.step) else { return .nan }
        return requireRunning(scene.animator, steps: n) + Double(run.trajectory.count)
      }
    }
  }
}

/// The folder holding lessons/: the working directory or the source tree this binary came from.
func courseRoot() -> URL? {
  let candidates = [
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent(),
  ]
  return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("lessons/catalog.toml").path) }
}

/// Returns the simulated time, warning when the animator paused early (its later steps did nothing).
func requireRunning(_ animator: UIDynamicAnimator, steps: Int) -> Double {
  let expected = Double(steps) * animator.timeStep
  if abs(animator.elapsedTime() - expected) > 1e-9 {
    print("warning: the animator paused after \(animator.elapsedTime()) s of \(expected) s; the figure is too optimistic")
  }
  return animator.elapsedTime()
}
