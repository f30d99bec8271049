import Dynamics
import Testing
import LessonTestSupport
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonRuntime

@Suite("Scripted fingers go through the items' gesture recognizers")
struct ScriptedGestureTests {
  /// The box with an item behaviour without resistance, and one event at 0.1 s whose action is `action`.
  static func boxLesson(_ action: String) throws -> Lesson {
    try inlineLesson(lessonText("""
      [[behavior]]
      id = "props"
      type = "item"
      items = ["box"]
      resistance = 0

      [[event]]
      at = 0.1
      \(action)
      """))
  }

  /// The box flicked at `vx` at 0.1 s.
  static func flickLesson(_ vx: Double) throws -> Lesson {
    try boxLesson("fling = { item = \"box\", velocity = [\(vx), 0] }")
  }

  @Test("a fling is a flick: the box's pan recognizer hands the finger's velocity to it when the finger lifts")
  func flickGivesTheFingersVelocity() throws {
    let lesson = try Self.flickLesson(1200)
    let scene = try SceneRunner.start(lesson, values: ParameterValues(defaultsOf: lesson))
    let box = try #require(scene.view("box"))
    #expect(box.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer } == true)
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let track = try #require(run.trajectory.track("box"))
    #expect(track.vx[6] == 0, "still before the flick (at 0.1 s, after the sixth step)")
    // The velocity from the last two touches, 1/60 s and 20 pt apart: 1200 pt/s up to rounding.
    #expect(abs(track.vx[7] - 1200) < 1e-9, "\(track.vx[7])")
    #expect(abs(track.vx.last! - 1200) < 1e-9, "no resistance, no gravity: it keeps its speed")
  }

  /// The box carried 60 pt up over 0.1 s from 0.1 s, held `hold` seconds and let go.
  static func dragLesson(hold: Double) throws -> Lesson {
    try boxLesson("drag = { item = \"box\", by = [0, -60], over = 0.1, hold = \(hold) }")
  }

  @Test("a drag carries the box with the finger and lets go with the finger's velocity: by / over still moving, 0 after a hold")
  func dragCarriesAndLetsGo() throws {
    let moving = try Self.dragLesson(hold: 0)
    let run = try SceneRunner.run(moving, values: ParameterValues(defaultsOf: moving))
    let track = try #require(run.trajectory.track("box"))
    #expect(abs(track.vy.last! + 600) < 1e-6, "60 pt in 0.1 s, up: \(track.vy.last!)")
    #expect(abs(track.y[13] - (125 - 60 - 10)) < 1e-6, "let go at the finger, 60 pt up, then one step at 600 pt/s: \(track.y[13])")
    let held = try Self.dragLesson(hold: 0.1)
    let still = try #require(try SceneRunner.run(held, values: ParameterValues(defaultsOf: held)).trajectory.track("box"))
    #expect(still.vy.last == 0 && abs(still.y.last! - 65) < 1e-6, "held, then let go where the finger was: \(still.y.last!)")
  }

  @Test("a flick slower than 100 pt/s moves the finger under 10 pt: no pan begins and the box stays put")
  func slowFlickIsNoPan() throws {
    let lesson = try Self.flickLesson(90)
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let track = try #require(run.trajectory.track("box"))
    #expect(track.vx.allSatisfy { $0 == 0 })
    let brisk = try SceneRunner.run(Self.flickLesson(110), values: ParameterValues(defaultsOf: lesson))
    #expect(abs((brisk.trajectory.track("box")?.vx.last ?? 0) - 110) < 1e-9, "11 pt by the last move is a pan")
  }

  @Test("the cradle's drag: only the dragged ball has a finger; its pan's push goes once the finger lifts")
  func cradleDrag() throws {
    let lesson = try #require(RepositoryLessons.lesson("cradle-pull-release"))
    let scene = try SceneRunner.start(lesson, values: ParameterValues(defaultsOf: lesson))
    for index in 0..<5 {
      let ball = try #require(scene.view("ball\(index)"))
      #expect(ball.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer } == true, "ball\(index)")
    }
    #expect(scene.drivers.count == 1, "one finger: the other pans do not move")
    #expect(scene.panHandler?.dragPush == nil, "the pan has not begun: the finger has not moved yet")
    for step in 0..<4 {
      for driver in scene.drivers { driver.update(at: Double(step) / 60) }
      scene.animator.step()
    }
    #expect(scene.panHandler?.dragPush?.dynamicAnimator === scene.animator, "began after 10 pt (at the third step)")
  }
}
