import Dynamics
import Foundation
import Lessons

/// Engine scenes: each iteration is one fixed step of 1/60 s.
func engineBenchmarks() -> [BenchmarkCase] {
  lessonBenchmarks()
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
