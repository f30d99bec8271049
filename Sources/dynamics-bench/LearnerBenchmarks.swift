import Foundation
import LearnerSupport
import LessonRuntime

/// `learner-save-to-run`: what a learner waits for between saving a file and a verdict. A 100-line
/// solution (bench/learner/FallingButtons.swift) is edited (its gravity changes) and saved, compiled
/// with the swiftc on PATH against this build's Dynamics, run in its own process with Start pressed at
/// 0 s and Stop at 1.5 s for 3 s of scene time, and its recording read back. Warm: one untimed build
/// first fills the compiler's module cache and links the support library, as a learner's first check does.
func learnerBenchmarks() -> [BenchmarkCase] {
  guard let root = courseRoot() else { return [] }
  let original = root.appendingPathComponent("bench/learner/FallingButtons.swift")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-bench-learner")
  let file = folder.appendingPathComponent("FallingButtons.swift")
  let inputs = [LearnerInput(time: 0, action: .press(item: "startButton")),
                LearnerInput(time: 1.5, action: .press(item: "startButton"))]
  var edits = 0
  var warmed = false
  /// Saves the file with a new gravity, builds and runs it; returns the build and run times (s).
  func saveBuildAndRun() -> (build: Double, run: Double, samples: Int)? {
    edits += 1
    guard let text = try? String(contentsOf: original, encoding: .utf8),
          (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
          (try? text.replacingOccurrences(of: "gravity.magnitude = 1.0", with: "gravity.magnitude = \(1 + Double(edits) / 1000)")
            .write(to: file, atomically: true, encoding: .utf8)) != nil else { return nil }
    let start = monotonicSeconds()
    let program = LearnerProgram(source: file, buildDirectory: folder.appendingPathComponent("build"), cacheDirectory: folder)
    if case .failure(let failure) = program.build() {
      print("note: learner-save-to-run: \(failure.message)")
      return nil
    }
    let built = monotonicSeconds()
    switch program.run(inputs: inputs, duration: 3) {
    case .success(let run): return (built - start, monotonicSeconds() - built, run.trajectory.count)
    case .failure(let failure):
      print("note: learner-save-to-run: \(failure.message)")
      return nil
    }
  }
  return [BenchmarkCase(name: "learner-save-to-run", unit: "save", iterations: 1) {
    if !warmed {
      warmed = true
      _ = saveBuildAndRun()
    }
    var phases: (build: Double, run: Double, samples: Int)?
    return PreparedRun(body: { _ in
      phases = saveBuildAndRun()
      return Double(phases?.samples ?? 0)
    }, metrics: { [("build_s", phases?.build ?? .nan), ("run_s", phases?.run ?? .nan)] })
  }]
}
