import Foundation
import Lessons
import TestSupport
import Testing
@testable import Tutor

/// One golden file per lesson: what `run` prints for the lesson's default parameters (the summary,
/// every plot marked `on_run`, and the scene at the end). A change in the engine, a lesson file or
/// the renderer shows up here as a readable diff; `RECORD_GOLDEN=1` rewrites the files after a
/// deliberate change.
@Suite("Lesson goldens")
struct LessonGoldenTests {
  static let lessonIDs = CatalogLoader.load(root: Fixture.root).lessons.map(\.id)

  @Test("the default run of each lesson matches its golden file", arguments: lessonIDs)
  func defaultRun(_ id: String) {
    let session = Fixture.session()
    _ = session.start()
    let opened = session.handle("open \(id)").text
    #expect(!opened.hasPrefix("error:"), "\(opened)")
    let output = session.handle("run").text
    #expect(output.hasPrefix("Ran "), "\(output.prefix(200))")
    GoldenFile.check(output, named: "lesson-\(id)-run", in: Fixture.golden)
  }

  @Test("every plot of each lesson renders after a run", arguments: lessonIDs)
  func everyPlotRenders(_ id: String) throws {
    let session = Fixture.session()
    _ = session.start()
    _ = session.handle("open \(id)")
    _ = session.handle("run")
    let lesson = try #require(CatalogLoader.load(root: Fixture.root).lesson(id))
    for plot in lesson.plots {
      let text = session.handle("plot \(plot.id)").text
      #expect(!text.hasPrefix("error:"), "\(id)/\(plot.id): \(text.prefix(200))")
      #expect(text.split(separator: "\n").count >= 5, "\(id)/\(plot.id) is too short to be a plot")
    }
  }

  @Test("a lesson's shortcut commands can never shadow the REPL's: every command name and alias is reserved")
  func reservedCommandNames() {
    for command in CommandInfo.all {
      for word in [command.name] + command.aliases {
        #expect(LessonCommand.reservedNames.contains(word), "\(word) is a REPL command but not reserved for lessons")
      }
    }
  }
}
