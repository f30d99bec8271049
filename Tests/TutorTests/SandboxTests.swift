import Foundation
import Testing
import LessonModel
import LessonReading
@testable import Tutor

/// `sandbox`: a learner's own file run as a lesson is run. The file `code` writes, run in the sandbox
/// with the lesson's press, gives the lesson's own run bit for bit.
@Suite("sandbox", .serialized)
struct SandboxTests {
  static func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  /// One lesson of each kind of script a `code` file declares: button presses, fingers that drag, the
  /// device's tilt, a finger's flick on a larger stage. (`.ci/examples-sandbox.sh` runs every lesson.)
  @Test("code <lesson> run in the sandbox plays the lesson's events for its duration on its stage and gives its hash",
        arguments: ["falling-buttons", "lock-screen-grabber", "parallax-motion", "spring-fields-pip"])
  func codeOutputRunsAsTheLesson(_ lessonID: String) throws {
    try Self.withFolder { folder in
      let catalog = CatalogLoader.load(root: Fixture.root)
      let code = try BatchCode(lessonID: lessonID, assignments: []).execute(catalog: catalog).get()
      let file = folder.appendingPathComponent("Scene.swift")
      try code.write(to: file, atomically: true, encoding: .utf8)
      let runner = try #require(LearnerCodeRunners.runner(cache: folder.appendingPathComponent("cache")))
      let hash = try BatchSandbox(file: file, duration: nil, inputs: [], plots: [], format: .hash)
        .execute(runner: runner, settings: .plain).get()
      let lesson = try BatchRun(lessonID: lessonID, format: .hash).execute(catalog: catalog, settings: .plain).get()
      #expect(hash == lesson)
    }
  }

  @Test("code falling-buttons in the sandbox for 1.2 s: Start pressed by the file's own events, the views and first contacts shown")
  func codeOutputSummary() throws {
    try Self.withFolder { folder in
      let catalog = CatalogLoader.load(root: Fixture.root)
      let code = try BatchCode(lessonID: "falling-buttons", assignments: []).execute(catalog: catalog).get()
      let file = folder.appendingPathComponent("Falling.swift")
      try code.write(to: file, atomically: true, encoding: .utf8)
      let runner = try #require(LearnerCodeRunners.runner(cache: folder.appendingPathComponent("cache")))
      let text = try BatchSandbox(file: file, duration: 1.2, inputs: [], plots: ["fallingButton.y"], format: .text)
        .execute(runner: runner, settings: .plain).get()
      // Wrapped to the window's 80 columns, as every sentence of the summary is.
      #expect(text.replacingOccurrences(of: "\n", with: " ")
        .contains("Views recorded: startButton, redSquare, textField, fallingButton, danglingButton."))
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 || !$0.contains(" ") }, "\(text)")
      #expect(text.contains("First contacts: fallingButton–bounds at 0.9 s."), "\(text)")
    }
  }

  @Test("inputs are read in their four forms and refused otherwise")
  func inputsAreRead() {
    #expect(BatchSandboxInput("press:startButton@0.5")?.input == CodeInput(time: 0.5, action: .press(item: "startButton")))
    #expect(BatchSandboxInput("tap:160,300@1")?.input == CodeInput(time: 1, action: .tap(x: 160, y: 300)))
    #expect(BatchSandboxInput("drag:card:0,200@0.2/0.5")?.input
      == CodeInput(time: 0.2, action: .drag(item: "card", dx: 0, dy: 200, seconds: 0.5)))
    #expect(BatchSandboxInput("tilt:0.5,-1@0")?.input == CodeInput(time: 0, action: .tilt(x: 0.5, y: -1)))
    for bad in ["press:x", "tap:1@2", "drag:card:0,nan@1", "drag:card:1,2@-1", "shake@1", "tap:1,2@1/0.5", "tilt:2,0@0", "tilt:0.5,0@0/1"] {
      #expect(BatchSandboxInput(bad) == nil, "\(bad)")
    }
  }

  @Test("a playground page that sets PlaygroundPage.current.liveView runs too")
  func playgroundPage() throws {
    try Self.withFolder { folder in
      let file = folder.appendingPathComponent("Page.swift")
      try """
        import Dynamics
        import PlaygroundSupport

        let controller = UIViewController()
        let box = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        box.accessibilityIdentifier = "box"
        controller.view.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: controller.view)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        PlaygroundPage.current.liveView = controller
        """.write(to: file, atomically: true, encoding: .utf8)
      let runner = try #require(LearnerCodeRunners.runner(cache: folder.appendingPathComponent("cache")))
      let csv = try BatchSandbox(file: file, duration: 1, inputs: [], plots: ["box.y"], format: .csv)
        .execute(runner: runner, settings: .plain).get()
      let last = try #require(csv.split(separator: "\n").last?.split(separator: ",").last.flatMap { Double($0) })
      // Gravity 1000 pt/s^2 for 1 s from y = 120: about 500 pt further down.
      #expect(abs(last - 620) < 20, "\(csv.suffix(200))")
    }
  }
}
