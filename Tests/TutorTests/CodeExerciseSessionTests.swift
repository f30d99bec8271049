import Foundation
import Testing
import LessonModel
import Progress
@testable import Tutor

/// Code exercises through the session, with the real runner (the Swift toolchain on PATH and the
/// modules this test was built with): the starter misses, a passing file is judged right from the
/// exercise's page and from a reading page, the compiler's words reach the learner at their own line,
/// an endless loop is stopped and the session carries on, and the workspace keeps the learner's text.
@Suite("Code exercises in the session", .serialized)
struct CodeExerciseSessionTests {
  /// A session on falling-buttons' start-stop page, its workspace and cache in a fresh folder.
  static func session(in folder: URL) throws -> TutorSession {
    let session = Fixture.session(opening: "falling-buttons")
    session.codeWorkspace = CodeWorkspace(folder: folder.appendingPathComponent("exercises"))
    let runner = try #require(LearnerCodeRunners.runner(cache: folder.appendingPathComponent("cache")),
                              "\(LearnerCodeRunners.unavailableReason)")
    session.runLearnerCode = runner
    _ = session.handle("page 7")
    #expect(session.prompt == "falling-buttons:start-stop> ")
    return session
  }

  static func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("code-session-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  static func learnerFile(_ session: TutorSession) throws -> URL {
    try #require(session.codeWorkspace).file(lesson: "falling-buttons", exercise: "start-stop")
  }

  static var reference: String {
    get throws {
      guard case .code(let task) = try #require(Fixture.session(opening: "falling-buttons").state?.lesson.exercise("start-stop")).kind
      else { throw CancellationError() }
      return task.reference
    }
  }

  @Test("the starter misses with every measure shown; the reference passes, also when checked from a reading page")
  func starterMissesReferencePasses() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      let missed = session.handle("check").text.replacingOccurrences(of: "\n  ", with: " ")
      #expect(missed.contains("✘"), "\(missed)")
      #expect(missed.contains("the falling button's drop 1.4 s after Start: 0 pt (target 410 to 420 pt)"), "\(missed)")
      #expect(session.state?.exercises["start-stop"]?.attempts == 1)
      try Self.reference.write(to: Self.learnerFile(session), atomically: true, encoding: .utf8)
      _ = session.handle("page 1")
      let passed = session.handle("check").text.replacingOccurrences(of: "\n  ", with: " ")
      #expect(passed.contains("✔"), "\(passed)")
      #expect(passed.contains("418 pt (target 410 to 420 pt)"), "\(passed)")
      #expect(session.state?.exercises["start-stop"]?.solved == true)
    }
  }

  @Test("a check's whole answer fits the 80 × 24 window, also the first, which says the scene is now the learner's")
  func firstCheckFitsTheWindow() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      let file = try Self.learnerFile(session)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Self.reference.write(to: file, atomically: true, encoding: .utf8)
      let passed = session.handle("check").text
      #expect(passed.contains("now work on your program"), "the first check says the scene is the learner's")
      #expect(passed.split(separator: "\n", omittingEmptySubsequences: false).count <= 23, "\(passed)")
      let second = session.handle("check").text
      #expect(second.split(separator: "\n", omittingEmptySubsequences: false).count <= 23, "\(second)")
      #expect(second.contains("The scene at 1.4 s"), "with the note gone there is room for the drawing: \(second)")
    }
  }

  @Test("solved on page 7 with exercises before it unsolved, the verdict says which page goes back to them")
  func solvedLateSaysWhereTheRestAre() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      _ = session.handle("edit")
      try Self.reference.write(to: Self.learnerFile(session), atomically: true, encoding: .utf8)
      let passed = session.handle("check").text.replacingOccurrences(of: "\n  ", with: " ")
      #expect(passed.contains("next: exercise fall-400 on page 3. `page 3` goes back to it; `next` reads on."), "\(passed)")
    }
  }

  @Test("a compile error shows the compiler's message at the learner's file, line and column, with the line and a caret")
  func compileErrorAtTheLearnersLine() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      _ = session.handle("check")
      let file = try Self.learnerFile(session)
      var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      let index = try #require(lines.firstIndex { $0.contains("func startTapped()") })
      lines.insert("    let oops: Int = \"one\"", at: index + 1)
      try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
      let text = session.handle("check").text
      #expect(text.contains("does not compile"), "\(text)")
      #expect(text.contains("\(file.path):\(index + 2):"), "the learner's own file and line: \(text)")
      #expect(text.contains("let oops: Int = \"one\""), "the line itself")
      #expect(text.contains("^"), "a caret")
    }
  }

  @Test("an endless loop in viewDidLoad is stopped within 10 s, said in one sentence, and the progress still saves")
  func endlessLoopIsStopped() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      _ = session.handle("check")
      let file = try Self.learnerFile(session)
      let text = try String(contentsOf: file, encoding: .utf8)
        .replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n    while true {}")
      try text.write(to: file, atomically: true, encoding: .utf8)
      let started = Date()
      let verdict = session.handle("check").text
      #expect(Date().timeIntervalSince(started) < 10 + 60, "a build may take its time; the run itself is limited")
      #expect(verdict.contains("still running") && verdict.contains("stopped"), "\(verdict)")
      #expect(session.handle("page").text.contains("start-stop") || session.prompt.contains("start-stop"))
      let store = ProgressStore(folder: folder.appendingPathComponent("state"))
      #expect(store.save(session.progress) == nil)
      #expect(store.load().progress.lessons["falling-buttons"]?.exercises["start-stop"]?.attempts == 2)
    }
  }

  @Test("solution shows a file that passes after an attempt; reset brings the starter back and keeps the learner's text")
  func solutionAndReset() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      #expect(session.handle("solution").text.contains("Have a go first"))
      _ = session.handle("check")
      let solution = session.handle("solution").text
      #expect(solution.contains("A file that passes (Content/code/falling-buttons/start-stop-reference.swift)"))
      #expect(solution.contains("snaps.forEach(animator.addBehavior)"))
      let file = try Self.learnerFile(session)
      try "// mine\n".write(to: file, atomically: true, encoding: .utf8)
      #expect(session.handle("page").text.contains("(yours: kept as you left it)"))
      let reset = session.handle("reset").text
      #expect(reset.contains("start-stop.previous.swift"), "\(reset)")
      let previous = file.deletingLastPathComponent().appendingPathComponent("start-stop.previous.swift")
      #expect(try String(contentsOf: previous, encoding: .utf8) == "// mine\n")
      #expect(session.handle("page").text.contains("(still the starter)"))
    }
  }

  @Test("edit and watch name the learner's file; on an exercise answered at the prompt they say what to use")
  func editAndWatchNameTheFile() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      let edit = session.handle("edit")
      #expect(edit.edit == (try Self.learnerFile(session)))
      #expect(session.handle("watch").watch == (try Self.learnerFile(session)))
      _ = session.handle("page 3")
      let refused = session.handle("edit")
      #expect(refused.kind == .error && refused.text.contains("is answered at the prompt"), "\(refused.text)")
    }
  }
}
