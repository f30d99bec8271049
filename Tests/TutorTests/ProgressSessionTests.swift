import Foundation
import LessonModel
import LessonReading
import Progress
import Testing
@testable import Tutor

@Suite("Progress in the session")
struct ProgressSessionTests {
  let catalog = CatalogLoader.load(root: Fixture.root)

  @Test("solved exercises, parameters and the page carry over to the next session")
  func progressCarriesOver() {
    let first = TutorSession(catalog: catalog)
    _ = first.start()
    _ = first.handle("set gravity.magnitude 4")
    _ = first.handle("answer 0.447")
    _ = first.handle("next")
    let record = first.progress[lesson: "falling-buttons"]
    #expect(first.progress.lastLesson == "falling-buttons")
    #expect(record.exercises["fall-400"]?.solved == true)
    #expect(record.parameters == ["gravity.magnitude": 4])
    #expect(record.lastPage == 1)

    let second = TutorSession(catalog: catalog, progress: first.progress)
    let welcome = second.start()
    #expect(welcome.replacingOccurrences(of: "\n", with: " ")
      .contains("Welcome back. You are in lesson 1 of 18, \"Falling buttons\", page 2 of 11"))
    let list = second.handle("lessons").text
    #expect(list.contains("> [~] 1.  falling-buttons"), "the open lesson is marked")
    #expect(list.contains("Korean blog, 2014"), "each lesson names its article")
    #expect(welcome.split(separator: "\n").count <= 24, "the returning welcome fits a 24-line terminal")
    #expect(second.state?.currentExercise?.id == "gap", "the solved exercise stays solved")
    #expect(second.prompt == "falling-buttons> ", "page 2 poses no exercise")
    #expect(second.handle("params").text.contains("gravity.magnitude      4      1"))
  }

  @Test("a saved value that no longer fits the lesson is reset with a note")
  func droppedValues() {
    var progress = LearnerProgress(lastLesson: "falling-buttons")
    progress[lesson: "falling-buttons"].parameters = ["gravity.magnitude": 99, "gravity.nonsense": 1]
    let session = TutorSession(catalog: catalog, progress: progress)
    let welcome = session.start()
    #expect(welcome.contains("note: saved values no longer valid for this lesson were reset: gravity.magnitude, gravity.nonsense"))
    #expect(session.handle("params").text.contains("gravity.magnitude      1      1"))
  }

  @Test("a solution shown and hints seen are recorded")
  func hintsRecorded() {
    let session = TutorSession(catalog: catalog)
    _ = session.start()
    _ = session.handle("hint")
    _ = session.handle("answer 3")
    #expect(session.progress[lesson: "falling-buttons"].exercises["fall-400"]?.attempts == 1,
            "the exercise starts with its set-up in place, so the first answer is judged")
    _ = session.handle("answer three")
    _ = session.handle("solution")
    let record = session.progress[lesson: "falling-buttons"].exercises["fall-400"]
    #expect(record?.hintsShown == 1)
    #expect(record?.attempts == 1, "an unreadable answer is not an attempt")
    #expect(record?.solutionShown == true)
  }
}

@Suite("Start-up reads little")
struct LazyCatalogTests {
  @Test("starting reads the catalog and the current lesson only; `lessons` reads the rest")
  func startReadsOneLesson() {
    let counter = LoadCounter()
    let root = Fixture.root
    let eager = CatalogLoader.load(root: root)
    let catalog = LessonCatalog(ids: eager.ids, articles: eager.articles) { id in
      counter.increment()
      return eager.entry(id) ?? .broken(id: id, path: id, diagnostics: [])
    }
    let session = TutorSession(catalog: catalog, settings: .plain)
    _ = session.start()
    #expect(counter.value == 1, "only the first lesson was read")
    _ = session.handle("open snap-back")
    #expect(counter.value == 2)
    _ = session.handle("lessons")
    #expect(counter.value == 18, "the list reads every lesson once")
    _ = session.handle("lessons")
    #expect(counter.value == 18, "and keeps them")
  }
}

/// Counts calls from the catalog's loader (which may run on any thread).
final class LoadCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
