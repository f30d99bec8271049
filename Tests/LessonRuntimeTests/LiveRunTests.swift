import Dynamics
import Foundation
import Testing
import LessonTestSupport
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonRuntime

/// A finger's path for tests: lands at `from`, moves in `moves` even steps to `to`, one per engine step,
/// then lifts there.
private func drag(_ live: LiveRun, from: CGPoint, to: CGPoint, moves: Int, holdSteps: Int = 0) {
  live.touch(.began, at: from)
  live.step()
  for index in 1...moves {
    let f = Double(index) / Double(moves)
    live.touch(.moved, at: CGPoint(x: Double(from.x) + f * Double(to.x - from.x), y: Double(from.y) + f * Double(to.y - from.y)))
    live.step()
  }
  for _ in 0..<holdSteps { live.step() }
  live.touch(.ended, at: to)
  live.step()
}

private func steps(_ live: LiveRun, seconds: Double) {
  for _ in 0..<Int((seconds * 60).rounded()) { live.step() }
}

private func live(_ id: String) throws -> LiveRun {
  let lesson = try #require(RepositoryLessons.lesson(id))
  return try LiveRun(lesson: lesson, values: ParameterValues(defaultsOf: lesson))
}

@Suite("Live scenes: touches reach the engine through the lessons' gestures, and replay bit for bit")
struct LiveRunTests {
  @Test("where a finger lands decides the gesture: the button, the lesson's recognizers, a grab, or nothing")
  func landingDecidesTheGesture() throws {
    let tap = try live("tap-to-push")
    #expect(tap.gesture(at: CGPoint(x: 10, y: 10)) == .tap && tap.gesture(at: CGPoint(x: 160, y: 284)) == .tap)
    let pip = try live("spring-fields-pip")
    #expect(pip.gesture(at: CGPoint(x: 64, y: 80)) == .fling && pip.gesture(at: CGPoint(x: 300, y: 500)) == .none)
    let cradle = try live("cradle-pull-release")
    let ball = try #require(cradle.trajectory.track("ball2"))
    #expect(cradle.gesture(at: CGPoint(x: try #require(ball.x.first), y: try #require(ball.y.first))) == .pan)
    let buttons = try live("falling-buttons")
    #expect(buttons.gesture(at: CGPoint(x: 60, y: 36)) == .button)
    #expect(buttons.gesture(at: CGPoint(x: 80, y: 135)) == .grab, "the falling button itself")
    #expect(buttons.gesture(at: CGPoint(x: 300, y: 500)) == .none)
  }

  @Test("gestures become behaviours: Start adds the gravity behaviour, a grab adds an attachment and lifting removes it")
  func gesturesBecomeBehaviours() throws {
    let session = try live("falling-buttons")
    let gravity = try #require(session.scene.behaviors["gravity"])
    #expect(gravity.dynamicAnimator == nil)
    session.touch(.began, at: CGPoint(x: 60, y: 36))
    session.touch(.ended, at: CGPoint(x: 60, y: 36))
    session.step()
    #expect(gravity.dynamicAnimator === session.scene.animator)
    session.touch(.began, at: CGPoint(x: 80, y: 135))
    session.step()
    #expect(session.scene.animator.behaviors.contains { $0 is UIAttachmentBehavior && $0 !== session.scene.behaviors["spring"] })
    session.touch(.ended, at: CGPoint(x: 80, y: 135))
    session.step()
    #expect(session.scene.animator.behaviors.filter { $0 is UIAttachmentBehavior }.count == 1, "only the lesson's spring")
  }

  @Test("tap-to-push without a touch: the scripted tap is left out, so the square stays at rest")
  func scriptedTapIsLeftOut() throws {
    let session = try live("tap-to-push")
    steps(session, seconds: 1)
    let square = try #require(session.trajectory.track("square"))
    #expect(square.x.last == 160 && square.y.last == 284)
    #expect(session.touches.isEmpty)
  }

  @Test("a tap left of the square pushes it left; a tap right of it pushes it right")
  func tapSidesPushTowardTheTap() throws {
    for (tapX, sign) in [(40.0, -1.0), (290.0, 1.0)] {
      let session = try live("tap-to-push")
      session.touch(.began, at: CGPoint(x: tapX, y: 284))
      session.touch(.ended, at: CGPoint(x: tapX, y: 284))
      steps(session, seconds: 0.5)
      let square = try #require(session.trajectory.track("square"))
      let moved = try #require(square.x.last) - 160
      #expect(moved * sign > 5, "tap at x = \(tapX): the square moved \(moved) pt")
      #expect(abs(try #require(square.y.last) - 284) < 1, "a level tap pushes level")
      #expect(session.touches.map(\.kind) == [.tap, .tap])
    }
  }

  @Test("Start/Stop: the first press adds gravity, the second takes it away and the snaps bring the items home")
  func startStopButtonTogglesGravityAndSnaps() throws {
    let session = try live("falling-buttons")
    #expect(session.buttonState?.title == "Start")
    steps(session, seconds: 0.3)
    var button = try #require(session.trajectory.track("fallingButton"))
    #expect(button.y.last == 135, "nothing falls before Start")
    let start = CGPoint(x: 60, y: 36)  // the middle of startButton (20, 20, 80, 32)
    session.touch(.began, at: start)
    session.touch(.ended, at: start)
    steps(session, seconds: 0.3)
    button = try #require(session.trajectory.track("fallingButton"))
    #expect(try #require(button.y.last) > 135 + 30, "falling after Start")
    #expect(session.buttonState?.title == "Stop")
    session.touch(.began, at: start)
    session.touch(.ended, at: start)
    steps(session, seconds: 3)
    button = try #require(session.trajectory.track("fallingButton"))
    #expect(abs(try #require(button.y.last) - 135) < 2, "home again after Stop: \(button.y.last ?? .nan)")
    #expect(abs(try #require(button.x.last) - 80) < 2)
    #expect(session.buttonState?.title == "Start")
    #expect(session.failure == nil)
  }

  @Test("a fling of the picture-in-picture window towards the bottom right ends in the bottom-right corner")
  func pipFlingEndsInNearestCorner() throws {
    let session = try live("spring-fields-pip")
    // From the top-left rest (64, 80), a quick drag of 0.1 s towards the bottom right, then let go.
    drag(session, from: CGPoint(x: 64, y: 80), to: CGPoint(x: 184, y: 320), moves: 6)
    let pip = try #require(session.trajectory.track("pip"))
    #expect(try #require(pip.x.last) > 150, "the window followed the finger: x = \(pip.x.last ?? .nan)")
    steps(session, seconds: 4)
    let end = try #require(session.trajectory.track("pip"))
    let (x, y) = (try #require(end.x.last), try #require(end.y.last))
    #expect(abs(x - 311) < 3 && abs(y - 587) < 3, "(\(x), \(y)) after the drag at (\(pip.x.last ?? .nan), \(pip.y.last ?? .nan)) moving (\(pip.vx.last ?? .nan), \(pip.vy.last ?? .nan))")
    #expect(session.touches.allSatisfy { $0.kind == .fling })
  }

  @Test("a ball pulled aside on the cradle hands its swing along to the last ball")
  func cradlePullReachesLastBall() throws {
    let session = try live("cradle-pull-release")
    let first = try #require(session.trajectory.track("ball0"))
    let start = CGPoint(x: try #require(first.x.first), y: try #require(first.y.first))
    drag(session, from: start, to: CGPoint(x: Double(start.x) - 60, y: Double(start.y)), moves: 12, holdSteps: 30)
    steps(session, seconds: 3)
    let last = try #require(session.trajectory.track("ball4"))
    let reach = try #require(last.x.max()) - (try #require(last.x.first))
    #expect(reach > 15, "the last ball swings out \(reach) pt")
    #expect(session.touches.first?.kind == .pan)
  }

  @Test("without gestures of its own a lesson lets the finger grab a dynamic item with an attachment, and let go")
  func grabFollowsTheFinger() throws {
    let session = try live("push-basics")
    let track = try #require(session.trajectory.tracks.first { $0.isDynamic })
    let center = CGPoint(x: try #require(track.x.first), y: try #require(track.y.first))
    let behaviorsBefore = session.scene.animator.behaviors.count
    session.touch(.began, at: center)
    session.step()
    #expect(session.grabbed?.id == track.id)
    #expect(session.scene.animator.behaviors.count == behaviorsBefore + 1)
    for index in 1...30 {
      session.touch(.moved, at: CGPoint(x: Double(center.x) + Double(index), y: Double(center.y)))
      session.step()
    }
    steps(session, seconds: 0.5)
    let held = try #require(session.trajectory.track(track.id))
    #expect(abs(try #require(held.x.last) - (Double(center.x) + 30)) < 3, "held by the finger: x = \(held.x.last ?? .nan)")
    session.touch(.ended, at: CGPoint(x: Double(center.x) + 30, y: Double(center.y)))
    session.step()
    #expect(session.grabbed == nil)
    #expect(session.scene.animator.behaviors.count == behaviorsBefore)
    #expect(session.touches.map(\.kind).allSatisfy { $0 == .grab })
  }

  @Test("a finger that lands on nothing does nothing, and is recorded as such")
  func touchOnNothing() throws {
    let session = try live("push-basics")
    session.touch(.began, at: CGPoint(x: 2, y: 2))
    session.touch(.ended, at: CGPoint(x: 2, y: 2))
    session.step()
    #expect(session.touches.map(\.kind) == [.none, .none])
    #expect(session.grabbed == nil)
  }

  @Test("replaying the recorded touches gives the same trajectory, bit for bit", arguments: ["tap-to-push", "spring-fields-pip", "falling-buttons"])
  func replayIsBitForBit(_ id: String) throws {
    let session = try live(id)
    steps(session, seconds: 0.2)
    drag(session, from: CGPoint(x: 60, y: 36), to: CGPoint(x: 200, y: 300), moves: 5)
    steps(session, seconds: 0.3)
    session.touch(.began, at: CGPoint(x: 60, y: 36))
    session.touch(.ended, at: CGPoint(x: 60, y: 36))
    steps(session, seconds: 0.5)
    let recorded = session.run()
    let lesson = try #require(RepositoryLessons.lesson(id))
    let replayed = try LiveRun.replay(lesson, values: ParameterValues(defaultsOf: lesson), touches: session.touches,
                                      duration: recorded.trajectory.duration)
    #expect(replayed.trajectory.count == recorded.trajectory.count)
    #expect(replayed.trajectory.stateHash == recorded.trajectory.stateHash)
    #expect(!session.touches.isEmpty)
  }

  @Test("touches survive a JSON round trip exactly")
  func touchesRoundTrip() throws {
    let touches = [LiveTouch(time: 1.0 / 60 * 7, kind: .grab, phase: .moved, x: 123.456789012345, y: 0.1 + 0.2)]
    let data = try JSONEncoder().encode(touches)
    #expect(try JSONDecoder().decode([LiveTouch].self, from: data) == touches)
  }

  @Test("animation and motion lessons have no animator to touch: a clear error")
  func otherEnginesRefused() throws {
    let lesson = try #require(RepositoryLessons.lesson("bounce-present"))
    #expect(throws: SceneBuildError.self) { try LiveRun(lesson: lesson, values: ParameterValues(defaultsOf: lesson)) }
  }
}
