import Foundation
import LessonModel
import LessonReading
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
    for command in CommandRegistry.declarations {
      for word in [command.name] + command.aliases {
        #expect(LessonCommand.reservedNames.contains(word), "\(word) is a REPL command but not reserved for lessons")
      }
    }
  }
}

/// What the end scene of `run` must show, for every lesson.
@Suite("Lesson end scenes")
struct LessonSceneTests {
  /// The scene at the end of the open lesson's run, drawn on its own by `scene` after a `run` (which
  /// puts it beside its plots when the window is wide enough): the lines under its caption.
  static func endScene(_ session: TutorSession) -> String {
    let run = session.handle("run").text
    let duration = run.split(separator: " ").dropFirst().first.map(String.init) ?? "0"
    let lines = session.handle("scene \(duration)").text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.dropFirst().joined(separator: "\n")
  }

  @Test("the end scene of every lesson names every item it shows, each name once",
        arguments: LessonGoldenTests.lessonIDs)
  func everyItemIsNamed(_ id: String) throws {
    let session = Fixture.session()
    _ = session.start()
    _ = session.handle("open \(id)")
    let scene = Self.endScene(session)
    let lesson = try #require(CatalogLoader.load(root: Fixture.root).lesson(id))
    let words = scene.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    for item in lesson.items {
      // "boundary blue" names the boundary along the item blue, not the item.
      let count = words.indices.filter { words[$0] == item.id && ($0 == 0 || words[$0 - 1] != "boundary") }.count
      // Faded-out layers are not drawn at all; everything drawn is named exactly once.
      #expect(count <= 1, "\(id): \(item.id) named \(count) times")
      if count == 0 {
        Issue.record("\(id): \(item.id) is not named in the end scene\n\(scene)")
      }
    }
  }

  @Test("an item that left the view is marked at the edge with the coordinate that puts it out")
  func itemsOutOfViewAreMarked() {
    let session = Fixture.session()
    _ = session.start()
    _ = session.handle("open falling-buttons")
    _ = session.handle("set walls.enabled false")
    let scene = Self.endScene(session)
    #expect(scene.contains("fallingButton (y = 8"), "\(scene)")
    #expect(scene.contains("↓"))
  }
}
