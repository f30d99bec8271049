import Foundation
import LessonModel
@testable import LessonRuntime
import Testing

/// A learner's program run live: touches reach its recognizers, the session replays bit for bit as a
/// recorded run with the same touches, and a program that stops answering ends the session, not the tutor.
@Suite(.serialized)
struct LearnerLiveRunTests {
  @Test func aTapReachesTheLearnersRecognizerAndTheSessionMatchesARecordedRun() throws {
    let program = LearnerFixtures.program("Tapping.swift", variant: "-live")
    let live = try LearnerLiveRun.start(program).get()
    defer { live.stop() }
    let first = try live.step().get()
    #expect(first.items.first { $0.name == "box" }.map { ($0.x, $0.y) } ?? (0, 0) == (130, 130))
    live.touch(.began, at: CGPoint(x: 130, y: 130))
    live.touch(.ended, at: CGPoint(x: 130, y: 130))
    let later = try live.step(30).get()
    let box = try #require(later.items.first { $0.name == "box" })
    #expect(box.y > 131, "the tap pushed the box down")
    let session = try live.run().get()
    let recorded = try program.run(play: [CodeInput(time: 1.0 / 60, action: .tap(x: 130, y: 130))],
                                   duration: 31.0 / 60, timeout: 20).get()
    #expect(session.trajectory.times == recorded.trajectory.times)
    #expect(session.trajectory.track("box")?.y == recorded.trajectory.track("box")?.y)
    #expect(session.trajectory.track("box")?.y.last == box.y)
  }

  @Test func aLookShowsADragAtOnceWithoutAStepAndRecordsNothing() throws {
    let program = LearnerFixtures.program("Tapping.swift", variant: "-live")
    let live = try LearnerLiveRun.start(program).get()
    defer { live.stop() }
    let first = try live.step().get()
    #expect(first.items.first { $0.name == "ball" }.map { ($0.x, $0.y) } ?? (0, 0) == (220, 320))
    live.touch(.began, at: CGPoint(x: 220, y: 320))
    live.touch(.moved, at: CGPoint(x: 260, y: 320))
    #expect(live.hasQueued)
    let looked = try live.look().get()
    #expect(!live.hasQueued)
    #expect(looked.time == first.time, "no step: \(looked.time)")
    #expect(looked.items.first { $0.name == "ball" }.map { ($0.x, $0.y) } ?? (0, 0) == (260, 320))
    live.touch(.ended, at: CGPoint(x: 260, y: 320))
    _ = try live.step(10).get()
    let session = try live.run().get()
    #expect(session.trajectory.times.count == 12, "the look added no sample: \(session.trajectory.times.count)")
    #expect(session.trajectory.track("ball")?.x[1] == 220 && session.trajectory.track("ball")?.x[2] == 260)
  }

  @Test func aProgramThatStopsAnsweringEndsTheSessionWithinTheDeadline() throws {
    let program = LearnerFixtures.program("Endless.swift", variant: "-live")
    let live = try LearnerLiveRun.start(program).get()
    live.replyTimeout = 1
    let start = Date()
    guard case .failure(.timedOut) = live.step() else {
      Issue.record("the endless program answered")
      return
    }
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(LearnerFixtures.processes(running: program.executable).isEmpty)
    guard case .failure = live.step() else {
      Issue.record("a session that ended went on")
      return
    }
  }
}
