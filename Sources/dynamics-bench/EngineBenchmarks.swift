import Dynamics
import Foundation
import Lessons

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
        return animator.elapsedTime
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
    scene("cradle-5") { PeerScenes.cradle() },
  ]
}

/// One case per lesson of the course, built from its lesson file with default parameters.
/// 300 steps (5 s of simulated time) per run; the animator must not pause during them.
func lessonBenchmarks() -> [BenchmarkCase] {
  guard let root = courseRoot() else {
    print("note: lessons/ not found; lesson benchmarks skipped (run from the project folder)")
    return []
  }
  return CatalogLoader.load(root: root).lessons.map { lesson in
    BenchmarkCase(name: "lesson-\(lesson.id)", unit: "step", iterations: 300) {
      guard let scene = try? SceneRunner.start(lesson, values: ParameterValues(defaultsOf: lesson)) else {
        return { _ in .nan }
      }
      let animator = scene.animator
      return { n in
        for _ in 0..<n { animator.step() }
        return requireRunning(animator, steps: n)
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
  if abs(animator.elapsedTime - expected) > 1e-9 {
    print("warning: the animator paused after \(animator.elapsedTime) s of \(expected) s; the figure is too optimistic")
  }
  return animator.elapsedTime
}
