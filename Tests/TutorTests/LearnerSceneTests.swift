import Foundation
import Testing
import Localization
import LearnerSupport
import LessonRuntime
import LessonModel
import Progress
import TerminalGraphics
@testable import Tutor

/// The learner's own program as the scene, with the real toolchain: after `check` (and in the
/// sandbox) `run`, `plot`, `scene` and `play` show the program's run; `live` runs the program, a tap
/// reaching its tap recognizer and a drag its pan recognizer; a save reloads it in place; `use lesson`
/// and another page give the lesson's scene back.
@Suite("The learner's scene", .serialized)
struct LearnerSceneTests {
  static let fixtures = Fixture.root.appendingPathComponent("Tests/LearnerCodeTests/Fixtures")

  /// A session on falling-buttons whose workspace, builds and caches are in `folder`.
  static func session(in folder: URL) throws -> TutorSession {
    let session = Fixture.session(opening: "falling-buttons")
    session.codeWorkspace = CodeWorkspace(folder: folder.appendingPathComponent("exercises"))
    let cache = folder.appendingPathComponent("cache")
    guard let runner = LearnerCodeRunners.runner(cache: cache), let starter = LearnerCodeRunners.liveStarter(cache: cache) else {
      Issue.record("no runner: \(LearnerCodeRunners.unavailableReason)")
      throw CancellationError()
    }
    (session.runLearnerCode, session.startLearnerLive) = (runner, starter)
    return session
  }

  static func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learner-scene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  /// The Tapping fixture (a box a tap pushes down, a ball a pan drags) copied into `folder`.
  static func tapping(in folder: URL) throws -> URL {
    let file = folder.appendingPathComponent("Tapping.swift")
    try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Tapping.swift"), to: file)
    return file
  }

  /// The screen cell (from 1) whose centre is nearest the scene point (x, y).
  static func cell(of x: Double, _ y: Double, in live: LearnerLiveSession, size: TerminalSize) throws -> (column: Int, row: Int) {
    _ = live.frame(size: size)
    var best: (column: Int, row: Int, distance: Double)?
    for row in 1...size.rows {
      for column in 1...size.columns {
        guard let point = live.scenePoint(column: column, row: row) else { continue }
        let distance = hypot(Double(point.x) - x, Double(point.y) - y)
        if distance < (best?.distance ?? .infinity) { best = (column, row, distance) }
      }
    }
    let found = try #require(best)
    return (found.column, found.row)
  }

  static func advance(_ live: LearnerLiveSession, _ seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { live.advance(wallSeconds: 1.0 / 60) }
  }

  static func mouse(_ live: LearnerLiveSession, _ code: Int, _ cell: (column: Int, row: Int), release: Bool = false) {
    var decoder = TerminalInputDecoder()
    for input in decoder.decode(Array("\u{1B}[<\(code);\(cell.column);\(cell.row)\(release ? "m" : "M")".utf8)) {
      _ = live.handle(input)
    }
  }

  static func item(_ name: String, in live: LearnerLiveSession) throws -> (x: Double, y: Double) {
    let found = try #require(live.latest.items.first { $0.name == name })
    return (found.x, found.y)
  }

  @Test("live in the sandbox: a click reaches the tap recognizer, a drag the pan recognizer; the session becomes the run plot shows")
  func liveTouchesReachTheLearnersRecognizers() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      let file = try Self.tapping(in: folder)
      let opened = session.handle("sandbox \(file.path)")
      #expect(opened.kind == .output && opened.text.contains("Views recorded: box, ball."), "\(opened.text)")
      #expect(session.prompt == "sandbox:Tapping.swift> ")
      let live = try #require(session.handle("live").learnerLive)
      let size = TerminalSize(columns: 100, rows: 40)
      Self.advance(live, 0.1)
      let box = try Self.cell(of: 130, 130, in: live, size: size)
      Self.mouse(live, 0, box)
      Self.mouse(live, 0, box, release: true)
      Self.advance(live, 0.5)
      #expect(try Self.item("box", in: live).y > 135, "the tap pushed the box down")
      let ball = try Self.cell(of: 220, 320, in: live, size: size)
      Self.mouse(live, 0, ball)
      Self.advance(live, 0.05)
      Self.mouse(live, 32, (ball.column + 6, ball.row))
      Self.advance(live, 0.05)
      Self.mouse(live, 0, (ball.column + 6, ball.row), release: true)
      Self.advance(live, 0.05)
      #expect(try Self.item("ball", in: live).x > 240, "the pan dragged the ball right")
      #expect(live.frame(size: size).first?.contains("Tapping.swift") == true)
      let summary = session.finishLearnerLive(live)
      #expect(summary.contains("2 touches"), "\(summary)")
      let plot = session.handle("plot x ball")
      #expect(plot.kind == .output, "\(plot.text)")
      let last = try #require(session.learnerScene?.lastRun?.trajectory.track("ball")?.x.last)
      #expect(last > 240, "plot shows the live session")
    }
  }

  @Test("live: t makes the cursor tilt the device, the motion effects follow it, and t again gives the touches back")
  func liveTiltFollowsTheCursor() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      let file = folder.appendingPathComponent("Tilted.swift")
      try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Tilted.swift"), to: file)
      _ = session.handle("sandbox \(file.path)")
      let live = try #require(session.handle("live").learnerLive)
      defer { _ = live.finish() }
      Self.advance(live, 0.1)
      #expect(try Self.item("card", in: live).x == 160, "level: the card where its frame puts it")
      _ = live.handle(.character("t"))
      #expect(live.tilting)
      for _ in 0..<40 { _ = live.handle(.character("L")) }
      Self.advance(live, 0.1)
      #expect(live.tilt.x == 1 && live.tilt.y == 0, "the cursor at the right edge: a full tilt to the right")
      #expect(try Self.item("card", in: live).x == 200, "the card moved 40 pt with the tilt")
      #expect(live.statusLine.render(width: 80, centredOver: 80).contains("tilt 1.00, 0.00"))
      _ = live.handle(.character("t"))
      #expect(!live.tilting)
      for _ in 0..<40 { _ = live.handle(.character("H")) }
      Self.advance(live, 0.1)
      #expect(try Self.item("card", in: live).x == 200, "no longer tilting: the cursor points, the tilt stays")
    }
  }

  @Test("a save reloads the program in place; a save that does not compile says so and the program before goes on")
  func saveReloadsLive() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      let file = try Self.tapping(in: folder)
      _ = session.handle("sandbox \(file.path)")
      let live = try #require(session.handle("live").learnerLive)
      defer { _ = live.finish() }
      Self.advance(live, 0.1)
      #expect(try Self.item("box", in: live).x == 130)
      let text = try String(contentsOf: file, encoding: .utf8)
      try text.replacingOccurrences(of: "CGRect(x: 100, y: 100", with: "CGRect(x: 10, y: 100").write(to: file, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: file.path)
      Self.advance(live, 0.6)
      #expect(live.notice?.contains("reloaded Tapping.swift") == true, "\(live.notice ?? live.problem ?? "")")
      #expect(try Self.item("box", in: live).x == 40, "the new box is where the saved file puts it")
      try (text + "\nlet oops: Int = \"one\"\n").write(to: file, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(20)], ofItemAtPath: file.path)
      Self.advance(live, 0.6)
      let problem = try #require(live.problem)
      #expect(problem.contains("does not compile") && problem.contains("goes on"), "\(problem)")
      let before = live.latest.time
      Self.advance(live, 0.2)
      #expect(live.latest.time > before, "the program before still runs")
    }
  }

  @Test("after check the prompt says yours; play replays the checked run; run, plot and scene show the program; use lesson and another page go back")
  func checkChoosesTheLearnersScene() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      _ = session.handle("page 7")
      let file = try #require(session.codeWorkspace).file(lesson: "falling-buttons", exercise: "start-stop")
      _ = session.handle("edit")
      guard case .code(let task) = try #require(session.state?.lesson.exercise("start-stop")).kind else { return }
      try task.reference.write(to: file, atomically: true, encoding: .utf8)
      let verdict = session.handle("check").text
      #expect(verdict.contains("now work on your program"), "\(verdict)")
      #expect(session.prompt == "falling-buttons:start-stop (yours)> ")
      let checked = try #require(session.learnerScene?.lastRun)
      let play = session.handle("play")
      #expect(play.playback != nil)
      #expect(session.learnerScene?.lastRun?.trajectory.stateHash == checked.trajectory.stateHash, "play replays the checked run")
      #expect(session.handle("scene 1").kind == .output)
      #expect(session.handle("plot").text.contains("fallingButton"))
      let run = session.handle("run 1").text
      #expect(run.contains("Ran 1 s") && run.contains("Views recorded:"), "\(run)")
      #expect(session.handle("use lesson").text.contains("lesson's scene again"))
      #expect(session.prompt == "falling-buttons:start-stop> ")
      #expect(session.handle("run").text.contains("Ran"))
      _ = session.handle("use mine")
      #expect(session.prompt == "falling-buttons:start-stop (yours)> ")
      _ = session.handle("page 1")
      #expect(session.prompt == "falling-buttons> ")
      #expect(session.handle("use mine").kind == .error)
    }
  }

  @Test("the rare failures read in the learner's language: no view controller, an input the program refuses, a limit", arguments: [Language.ko, .ru, .zh])
  func rareFailuresAreTranslated(_ language: Language) {
    let failures: [LearnerFailure] = [
      .noViewController(.none), .noViewController(.noLiveView),
      .exceededLimit(.processorTime(seconds: 6)), .exceededLimit(.output(mebibytes: 16)), .cannotPlay(.duration(700)),
      .cannotPlay(.harness(.noSuchView(action: "press", item: "stopButton", controller: "Falling", known: ["startButton"]))),
      .cannotPlay(.harness(.noSuchView(action: "drag", item: "card", controller: "Falling", known: ["startButton"]))),
      .cannotPlay(.harness(.notAControl(item: "box"))), .noToolchain("no swiftc on PATH"),
    ]
    for failure in failures {
      let translated = failure.message(Messages(language))
      #expect(!translated.isEmpty && translated != failure.message, "\(failure)")
      #expect(failure.message(Messages(.en)) == failure.message, "the English template is the pipeline's own sentence")
    }
  }

  @Test("a run's notes read in the learner's language: no animator, a late view, which of several controllers ran", arguments: [Language.ko, .ru, .zh])
  func notesAreTranslated(_ language: Language) {
    let notes: [LearnerNote] = [.noAnimator(controller: "Still"), .lazyAnimatorUnmade(controller: "Still", property: "animator"),
                                .appearedLate(view: "card", time: 0.5),
                                .firstControllerRan(controller: "A", others: ["B", "C"])]
    for note in notes {
      let english = note.message(Messages(.en)), translated = note.message(Messages(language))
      #expect(!translated.isEmpty && translated != english, "\(note)")
      #expect(!translated.contains("{"), "every placeholder filled: \(translated)")
    }
    #expect(LearnerNote.firstControllerRan(controller: "A", others: ["B", "C"]).message(Messages(.en)) == "A ran, the first declared of the file's view controllers; B, C did not.")
  }

  @Test("opening a sandbox keeps the builds of the files opened most recently and removes the older ones")
  func sandboxBuildsArePruned() throws {
    let builds = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-prune-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: builds) }
    for index in 0..<10 {
      let folder = builds.appendingPathComponent("old-\(index)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(index - 100) * 60)],
                                            ofItemAtPath: folder.path)
    }
    let scene = LearnerScene.sandbox(URL(fileURLWithPath: "/nowhere/Card.swift"), builds: builds)
    scene.pruneSandboxBuilds(in: builds, kept: 3)
    let left = try FileManager.default.contentsOfDirectory(atPath: builds.path).sorted()
    #expect(left == ["Card-\(scene.buildFolder.lastPathComponent.split(separator: "-").last!)", "old-8", "old-9"])
  }

  @Test("sandbox: alone it says how to get a file; a missing file, a compile error and a file with no controller each in one sentence")
  func sandboxErrors() throws {
    try Self.withFolder { folder in
      let session = try Self.session(in: folder)
      #expect(session.handle("sandbox").text.contains("dynamics-tutor code <lesson> > Scene.swift"))
      let missing = session.handle("sandbox \(folder.path)/Nowhere.swift")
      #expect(missing.kind == .error && missing.text.contains("there is no file"), "\(missing.text)")
      #expect(session.prompt == "falling-buttons> ", "nothing changed")
      let broken = folder.appendingPathComponent("Broken.swift")
      try "import Dynamics\n\nfinal class Broken: UIViewController {\n  let x: Int = \"one\"\n}\n".write(to: broken, atomically: true, encoding: .utf8)
      let text = session.handle("sandbox \(broken.path)").text
      #expect(text.contains("does not compile") && text.contains("\(broken.path):4:"), "\(text)")
      #expect(session.prompt == "sandbox:Broken.swift> ", "the sandbox is open on it, to fix and `run` or `watch`")
      #expect(session.handle("watch").watch == broken.standardizedFileURL)
      let plain = folder.appendingPathComponent("Plain.swift")
      try "import Dynamics\nlet x = 1\n".write(to: plain, atomically: true, encoding: .utf8)
      #expect(session.handle("sandbox \(plain.path)").text.contains("defines no UIViewController subclass"))
      let file = try Self.tapping(in: folder)
      _ = session.handle("sandbox \(file.path)")
      #expect(session.recheck().text.contains("Views recorded: box, ball."), "watch and edit run the sandbox's file")
      _ = session.handle("use lesson")
      #expect(session.prompt == "falling-buttons> ")
    }
  }
}
