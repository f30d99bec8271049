import Foundation
import LessonModel
import LessonReading
import TestSupport
import Testing
@testable import Tutor

/// The repository's lessons and a fresh session on plain 80×24 output.
enum Fixture {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  static func session() -> TutorSession {
    TutorSession(catalog: CatalogLoader.load(root: root), settings: .plain)
  }

  /// A started session with `lesson` open.
  static func session(opening lesson: String, settings: OutputSettings = .plain) -> TutorSession {
    let session = TutorSession(catalog: CatalogLoader.load(root: root), settings: settings)
    _ = session.start()
    _ = session.handle("open \(lesson)")
    return session
  }
}

@Suite("Tutor session")
struct TutorSessionTests {
  @Test("start shows the welcome and the first page of the first lesson")
  func startShowsFirstPage() {
    let text = Fixture.session().start()
    #expect(text.contains("DynamicsTutor"))
    #expect(text.contains("Falling buttons · page 1/11"))
    #expect(text.contains("UIGravityBehavior"))
  }

  @Test("the falling-buttons slice: set, run, a wrong answer rejected, the right one accepted")
  func fallingButtonsSlice() {
    let session = Fixture.session()
    _ = session.start()
    #expect(session.prompt == "falling-buttons> ", "a prompt names an exercise only on its own page")
    #expect(session.state?.currentExercise?.id == "fall-400")
    #expect(session.handle("set gravity.magnitude 4").text == "gravity.magnitude = 4 g")

    let run = session.handle("run").text
    #expect(run.hasPrefix("Ran 1.2 s (72 steps of 1/60 s)."))
    #expect(run.contains("Top edges of the falling button and the text field"))
    #expect(run.contains("floor (y = 568)"))
    #expect(run.contains("t = 1.20 s"))
    #expect(!run.contains("\u{1B}"), "plain settings must produce no escape codes")

    let wrong = session.handle("answer 0.9").text
    #expect(wrong.contains("Not quite: 0.9 s is too high"))
    let right = session.handle("answer 0.447").text
    #expect(right.contains("Correct: the closed form gives 0.4472 s"))
    #expect(session.state?.currentExercise?.id == "gap", "the next unsolved exercise becomes current")
    #expect(right.contains("1 of 5 exercises done; next: exercise gap on page 4."), "\(right)")
    #expect(session.handle("page 4").text.contains("page 4/11"))
    #expect(session.prompt == "falling-buttons:gap> ", "on its page, the prompt names the exercise")
  }

  @Test("numeric answers accept units and expressions, judged with the exercise's own set-up whatever the page's values")
  func answerForms() {
    let session = Fixture.session()
    _ = session.start()
    _ = session.handle("set gravity.magnitude 9")  // on the prose page: the exercise keeps its own magnitude 4
    #expect(session.handle("answer 3 pt").text.contains("error: the answer is a time"))
    let right = session.handle("answer 450 ms").text
    #expect(right.contains("Correct: the closed form gives 0.4472 s"))
    #expect(right.contains("The engine's run, in steps of 1/60 s, measures 0.4451 s"), "the verdict shows the engine's figure")
    let again = Fixture.session()
    _ = again.start()
    #expect(again.handle("answer sqrt(2*400/4000)").text.contains("Correct"))
  }

  @Test("bad input gives one clear line and changes nothing")
  func badInput() {
    let session = Fixture.session()
    _ = session.start()
    #expect(session.handle("fly").text == "error: unknown command \"fly\"; type `help` for the list")
    #expect(session.handle("rnu").text.contains("did you mean \"run\"?"))
    #expect(session.handle("set gravity.magnitud 4").text.contains("did you mean \"gravity.magnitude\"?"))
    #expect(session.handle("set gravity.magnitude 12").text
      == "error: gravity.magnitude must be between 0 and 10 g; 12 is out of range")
    #expect(session.handle("set gravity.magnitude nan").text.hasPrefix("error:"))
    #expect(session.handle("set gravity.magnitude 1e999").text.hasPrefix("error:"))
    #expect(session.handle("plot y").text.hasPrefix("error: nothing to plot yet"))
    #expect(session.handle("run -1").text.hasPrefix("error:"))
    #expect(session.handle(String(repeating: "x", count: 100_000)).text.count < 200)
    #expect(session.handle("params").text.contains("gravity.magnitude      1      1        0…10"))
  }

  @Test("hints come one at a time and the solution only after an attempt")
  func hintsAndSolution() {
    let session = Fixture.session()
    _ = session.start()
    #expect(session.handle("solution").text.hasPrefix("Have a go first"))
    #expect(session.handle("hint").text.hasPrefix("Hint 1/2:"))
    #expect(session.handle("hint").text.hasPrefix("Hint 2/2:"))
    #expect(session.handle("hint").text.hasPrefix("No more hints"))
    _ = session.handle("set gravity.magnitude 4")
    _ = session.handle("answer 1")
    #expect(session.handle("solution").text.hasPrefix("Solution: a = 1000 x 4"))
  }

  @Test("the rendered top-edge plot of the default run matches its golden file")
  func topEdgePlotGolden() {
    let session = Fixture.session()
    _ = session.start()
    _ = session.handle("run")
    GoldenFile.check(session.handle("plot tops").text, named: "falling-buttons-tops", in: Fixture.golden)
  }
}
