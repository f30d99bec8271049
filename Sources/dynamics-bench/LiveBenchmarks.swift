import Foundation
import LessonModel
import LessonReading
import TerminalGraphics
import Tutor

/// One case per physics lesson: a live frame at 120 × 40 in colour, as `dynamics-tutor live` makes it —
/// one engine step (1/60 s of scene time), the frame drawn from the scene's current state with its status
/// line, and the escape sequences that turn the previous frame into it (only the changed cells). Writing
/// those bytes to the terminal is left out: it depends on the terminal, not on the program. The bytes per
/// frame are reported. Sleeping stays on, as live.
func liveBenchmarks() -> [BenchmarkCase] {
  guard let root = courseRoot() else { return [] }
  let size = TerminalSize(columns: 120, rows: 40)
  let settings = OutputSettings(width: 120, height: 40, color: true)
  return CatalogLoader.load(root: root).lessons.filter { $0.scene.engine == .dynamics }.map { lesson in
    BenchmarkCase(name: "live-\(lesson.id)", unit: "frame", iterations: 240) {
      guard let scene = try? LiveSession(lesson: lesson, values: ParameterValues(defaultsOf: lesson), settings: settings) else {
        return PreparedRun(body: { _ in .nan })
      }
      var diff = FrameDiff(granularity: .cells)
      var bytes = 0
      var frames = 0
      // Space at the middle of the stage: a tap, a grab or nothing, as the lesson has it.
      _ = scene.frame(size: size)
      _ = scene.handle(.character(" "))
      return PreparedRun(body: { n in
        for _ in 0..<n {
          scene.advance(wallSeconds: lesson.scene.step)
          bytes += diff.update(to: scene.frame(size: size), size: size).utf8.count
          frames += 1
        }
        return Double(bytes)
      }, metrics: { [("bytes_per_frame", Double(bytes) / Double(max(1, frames))), ("scene_s", scene.run.time)] })
    }
  }
}
