import Dynamics
import Foundation
import LearnerSupport
import LessonModel
@testable import LessonRuntime
import Testing

/// A correct learner's file, built and run in its own process, records the same run as the same
/// controller run in the test's own process, bit for bit.
@Suite(.serialized)
struct LearnerProgramRunTests {
  static let press = [CodeInput(time: 0.5, action: .press(item: "startButton"))]

  @Test func recordedRunMatchesTheSameControllerInProcess() throws {
    let program = LearnerFixtures.program("FallingViewController.swift")
    let run = try program.run(play: Self.press, duration: 3, timeout: 20).get()
    // The screen is given: other suites' scenes set UIScreen.main's size in this process.
    let local = try LearnerSession(controller: FallingViewController(), screen: CGSize(width: 320, height: 568))
      .record(inputs: Self.press.map(LearnerProgram.input), duration: 3)
    let expected = SceneRun(local)
    #expect(run.trajectory.times == expected.trajectory.times)
    #expect(run.trajectory.tracks.map(\.id) == ["box", "balls[0]", "balls[1]", "startButton"])
    for (got, want) in zip(run.trajectory.tracks, expected.trajectory.tracks) {
      #expect(got.x == want.x && got.y == want.y && got.angle == want.angle, "\(got.id)")
      #expect(got.vx == want.vx && got.vy == want.vy, "\(got.id)")
    }
    #expect(run.trajectory.contacts == expected.trajectory.contacts)
    #expect(!run.trajectory.contacts.isEmpty)
  }

  /// The recorder adds nothing of its own: stepping the controller's animator by hand gives the same
  /// numbers as the learner's program recorded.
  @Test func recordedRunMatchesAHandSteppedController() throws {
    let program = LearnerFixtures.program("FallingViewController.swift")
    let run = try program.run(play: Self.press, duration: 3, timeout: 20).get()
    let controller = FallingViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = controller
    controller.viewWillAppear(false)
    controller.viewDidAppear(false)
    var ys = [Double(controller.box.center.y)], xs = [Double(controller.balls[1].center.x)]
    for step in 1...180 {
      if step == 31 { controller.startButton.sendActions(for: .touchUpInside) }
      controller.animator.step()
      ys.append(Double(controller.box.center.y))
      xs.append(Double(controller.balls[1].center.x))
    }
    #expect(run.trajectory.track("box")?.y == ys)
    #expect(run.trajectory.track("balls[1]")?.x == xs)
    #expect(run.trajectory.track("box")?.isDynamic == true)
    #expect(run.trajectory.track("startButton")?.isDynamic == false)
    #expect(controller.landings > 0)
  }

  @Test func geometryAndConstantsDescribeTheStage() throws {
    let run = try LearnerFixtures.program("FallingViewController.swift").run(play: Self.press, duration: 1, timeout: 20).get()
    #expect(run.constants["width"] == 320 && run.constants["box.frame.width"] == 40)
    #expect(run.geometry.boundaries.filter { $0.id == "bounds" }.count == 4)
    #expect(run.geometry.looks.first { $0.id == "box" }?.backgroundColor == .red)
  }

  @Test func theScreenIsTheOneAskedFor() throws {
    let program = LearnerFixtures.program("FallingViewController.swift")
    program.screen = CGSize(width: 375, height: 667)
    let run = try program.run(play: Self.press, duration: 1, timeout: 20).get()
    #expect(run.constants["width"] == 375 && run.constants["height"] == 667)
  }

  @Test func aSecondRunOfAnUnchangedFileDoesNotCompile() throws {
    let program = LearnerFixtures.program("FallingViewController.swift")
    try program.build().get()
    let built = try FileManager.default.attributesOfItem(atPath: program.executable.path)[.modificationDate] as? Date
    let again = LearnerProgram(source: program.source, buildDirectory: program.buildDirectory,
                               cacheDirectory: program.cacheDirectory)
    var lines: [String] = []
    try again.build { lines.append($0) }.get()
    #expect(lines.isEmpty)
    #expect(try FileManager.default.attributesOfItem(atPath: program.executable.path)[.modificationDate] as? Date == built)
  }

  @Test func tapsAndDragsReachTheRecognizers() throws {
    let program = LearnerFixtures.program("Tapping.swift")
    let play = [CodeInput(time: 0.1, action: .tap(x: 130, y: 130)),
                CodeInput(time: 0.2, action: .drag(item: "ball", dx: 60, dy: -30, seconds: 0.5))]
    let run = try program.run(play: play, duration: 1.5, timeout: 20).get()
    let box = try #require(run.trajectory.track("box")), ball = try #require(run.trajectory.track("ball"))
    #expect(box.y.last! > box.y.first! + 1, "the tap pushed the box down")
    #expect(abs(ball.x.last! - 280) < 1e-9 && abs(ball.y.last! - 290) < 1e-9, "the drag moved the ball by (60, -30)")
    #expect(program.printed == "tap 1\n")
    #expect(program.notes.isEmpty)
  }

  @Test func aLazyAnimatorNothingReadIsNamedWhenNothingMoved() throws {
    let program = LearnerFixtures.program("Tapping.swift")
    let run = try program.run(play: [], duration: 0.5, timeout: 20).get()
    #expect(run.learnerNotes == [.lazyAnimatorUnmade(controller: "TappingViewController", property: "animator")])
    // Tapped, the box is pushed: the lazy animator was made, and nothing is noted.
    let tapped = try program.run(play: [CodeInput(time: 0.1, action: .tap(x: 130, y: 130))], duration: 0.5, timeout: 20).get()
    #expect(tapped.learnerNotes.isEmpty)
  }

  @Test func ofTwoControllersTheFirstDeclaredRunsAndTheRunSaysSo() throws {
    let program = LearnerFixtures.program("TwoControllers.swift")
    let run = try program.run(play: [], duration: 0.5, timeout: 20).get()
    let card = try #require(run.trajectory.track("card"))
    #expect(card.y.first == card.y.last, "the first controller has no animator: its card stays")
    let expected: [LearnerNote] = [.firstControllerRan(controller: "StillViewController", others: ["FallingCardViewController"]),
                                   .noAnimator(controller: "StillViewController")]
    #expect(run.learnerNotes == expected)
    #expect(program.notes == expected)
  }

  @Test func aPlaygroundPageRunsItsLiveView() throws {
    let run = try LearnerFixtures.program("PlaygroundPage.swift").run(play: [], duration: 1, timeout: 20).get()
    let square = try #require(run.trajectory.track("square"))
    #expect(square.y.last! > square.y.first! + 100)
  }

  @Test func aPressOfAViewTheControllerLacksIsRefusedInOneSentence() throws {
    let play = [CodeInput(time: 0, action: .press(item: "stopButton"))]
    let result = LearnerFixtures.program("FallingViewController.swift").run(play: play, duration: 1, timeout: 20)
    guard case .failure(let failure) = result, case .cannotPlay(.harness(.noSuchView(_, "stopButton", _, _))) = failure else {
      Issue.record("expected cannotPlay, got \(result)")
      return
    }
    let sentence = failure.message
    #expect(sentence.contains("stopButton") && sentence.contains("startButton") && !sentence.contains("\n"))
  }
}
