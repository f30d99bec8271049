import Dynamics
import Foundation
import Testing
import LessonTestSupport
@testable import LessonModel
@testable import LessonRuntime

private func messages() throws -> LiveRun {
  let lesson = try #require(RepositoryLessons.lesson("messages-bounce"))
  return try LiveRun(lesson: lesson, values: ParameterValues(defaultsOf: lesson))
}

private func anchorY(_ live: LiveRun, _ id: String) throws -> Double {
  Double(try #require(live.scene.behaviors[id] as? UIAttachmentBehavior).anchorPoint.y)
}

private func centerY(_ live: LiveRun, _ id: String) throws -> Double {
  Double(try #require(live.scene.view(id)).center.y)
}

@Suite("Live scrolling: the wheel and a drag scroll the Messages list, far bubbles lag")
struct LiveScrollTests {
  @Test("a wheel notch at the top bubble moves every anchor by the step; bubble 9 lags far more than bubble 1")
  func wheelMovesAnchorsAndFarBubblesLag() throws {
    let (wheeled, still) = (try messages(), try messages())
    let finger = CGPoint(x: 160, y: try anchorY(wheeled, "spring0"))
    wheeled.wheel(1, at: finger)
    wheeled.step()
    still.step()
    for i in 0..<10 {
      #expect(abs(try anchorY(wheeled, "spring\(i)") - (try anchorY(still, "spring\(i)")) - 20) < 1e-9)
    }
    // The layout moves bubble i by 20 × (1 − 54 i / 500): 17.8 pt for bubble 1, 0.56 pt for bubble 9.
    let near = try centerY(wheeled, "bubble1") - centerY(still, "bubble1")
    let far = try centerY(wheeled, "bubble9") - centerY(still, "bubble9")
    #expect(near > 17 && near < 18.5, "bubble 1 follows the content: \(near) pt")
    #expect(far > 0 && far < 1.5, "bubble 9 lags nearly the whole notch: \(far) pt")
    #expect(wheeled.scrollOffset == 20)
    #expect(wheeled.touches.map(\.kind) == [.scroll] && wheeled.touches.first?.wheel == 20)
  }

  @Test("a drag scrolls the list by the finger's vertical movement, beside the bubbles and on them")
  func dragOnEmptySpaceScrolls() throws {
    let live = try messages()
    #expect(live.gesture(at: CGPoint(x: 4, y: 36)) == .scroll)
    #expect(live.gesture(at: CGPoint(x: 160, y: 300)) == .scroll)
    let start = try anchorY(live, "spring5")
    live.touch(.began, at: CGPoint(x: 4, y: 300))
    live.step()
    for k in 1...4 {
      live.touch(.moved, at: CGPoint(x: 4, y: 300 - 10 * Double(k)))
      live.step()
    }
    live.touch(.ended, at: CGPoint(x: 4, y: 260))
    live.step()
    #expect(abs(try anchorY(live, "spring5") - start + 40) < 1e-9)
    #expect(live.scrollOffset == -40)
    #expect(live.touches.allSatisfy { $0.kind == .scroll })
  }

  @Test("past its limit the list stretches against a rubber band and springs back: twenty notches show 108 pt and 124.3 more, and 0.7 s later it is back at 108 pt")
  func scrollingPastTheLimitBouncesBack() throws {
    let live = try messages()
    let start = try anchorY(live, "spring0")
    for _ in 0..<20 { live.wheel(-1, at: CGPoint(x: 160, y: 300)) }
    live.step()
    // 400 pt asked, 292 of them past the end: (1 − 1/(0.55·292/568 + 1))·568 = 124.3 pt shown.
    let stretched = try #require(live.scrollOffset)
    let band: Double = (1 - 1 / (0.55 * 292.0 / 568 + 1)) * 568
    let expected: Double = -108 - band
    #expect(abs(stretched - expected) < 1e-9, "\(stretched)")
    #expect(abs(try anchorY(live, "spring0") - start - stretched) < 1e-9)
    // The wheel rests: the content eases back to its end, and the anchors with it.
    for _ in 0..<42 { live.step() }
    #expect(live.scrollOffset == -108)
    #expect(abs(try anchorY(live, "spring0") - start + 108) < 1e-6)
    // The bubbles far from the finger, left behind by the stretch, swing past their places and back.
    var lowest = Double.infinity
    for _ in 0..<120 {
      live.step()
      lowest = min(lowest, try centerY(live, "bubble9") - anchorY(live, "spring9"))
    }
    #expect(lowest < -0.5, "bubble 9 overshoots its anchor on the way back: \(lowest) pt")
  }

  @Test("a replayed scroll of 1e308 pt stretches the list no farther than the band and still springs back to its end")
  func hugeScrollSpringsBack() throws {
    let lesson = try #require(RepositoryLessons.lesson("messages-bounce"))
    let values = ParameterValues(defaultsOf: lesson)
    let touch = LiveTouch(time: 0, kind: .scroll, phase: .moved, x: 160, y: 300, wheel: 1e308)
    let run = try LiveRun.replay(lesson, values: values, touches: [touch], duration: 4)
    let still = try LiveRun.replay(lesson, values: values, touches: [], duration: 4)
    let y = try #require(run.trajectory.track("bubble0")?.y), rest = try #require(still.trajectory.track("bubble0")?.y)
    let finite = y.allSatisfy { $0.isFinite }
    #expect(finite)
    // At most the band's whole height (568 pt) past the end at once, then back to the end, 108 pt down.
    let farthest = y.max() ?? .infinity, start = rest.first ?? 0
    #expect(farthest - start < 108 + 568 + 1, "\(farthest - start) pt")
    let settled = (y.last ?? .infinity) - (rest.last ?? 0)
    #expect(abs(settled - 108) < 1, "\(settled) pt")
  }

  @Test("a scroll back from a stretch takes up the stretch first: one notch the other way at 50 pt past the end")
  func scrollingBackFromAStretch() throws {
    let live = try messages()
    for _ in 0..<8 { live.wheel(1, at: CGPoint(x: 160, y: 300)) }  // 160 asked, 52 past the end
    live.step()
    live.wheel(-1, at: CGPoint(x: 160, y: 300))  // 20 back: 32 past the end
    live.step()
    let band: Double = (1 - 1 / (0.55 * 32.0 / 568 + 1)) * 568
    let offset = try #require(live.scrollOffset)
    #expect(abs(offset - 108 - band) < 1e-9, "\(offset)")
  }

  @Test("inserting a row between bubbles 4 and 5 moves the anchors below it down a row; the bubbles sway there and it replays")
  func insertMovesTheAnchorsBelow() throws {
    let live = try messages()
    let before = try (0..<10).map { try anchorY(live, "spring\($0)") }
    let between = (before[4] + before[5]) / 2
    #expect(live.inserts)
    live.insert(at: CGPoint(x: 160, y: between))
    for _ in 0..<180 { live.step() }
    for i in 0..<10 {
      #expect(abs(try anchorY(live, "spring\(i)") - before[i] - (i >= 5 ? 54 : 0)) < 1e-9, "spring\(i)")
    }
    #expect(abs(try centerY(live, "bubble7") - before[7] - 54) < 3, "bubble 7 has nearly reached its new place after 3 s")
    #expect(abs(try centerY(live, "bubble2") - before[2]) < 3)
    #expect(live.touches.map(\.kind) == [.insert])
    let lesson = try #require(RepositoryLessons.lesson("messages-bounce"))
    let replayed = try LiveRun.replay(lesson, values: ParameterValues(defaultsOf: lesson), touches: live.touches,
                                      duration: live.run().trajectory.duration)
    #expect(replayed.trajectory.stateHash == live.run().trajectory.stateHash)
  }

  @Test("a lesson without a scroll gesture ignores the wheel")
  func noScrollGestureNoWheel() throws {
    let lesson = try #require(RepositoryLessons.lesson("falling-buttons"))
    let live = try LiveRun(lesson: lesson, values: ParameterValues(defaultsOf: lesson))
    live.wheel(1, at: CGPoint(x: 100, y: 100))
    live.step()
    #expect(live.touches.isEmpty && live.scrollOffset == nil)
  }

  @Test("replaying wheel notches and scrolling drags gives the same trajectory, bit for bit")
  func replayIsBitForBit() throws {
    let live = try messages()
    for _ in 0..<6 { live.step() }
    live.wheel(-1, at: CGPoint(x: 160, y: 200))
    live.step()
    live.wheel(-2, at: CGPoint(x: 160, y: 90))
    for _ in 0..<10 { live.step() }
    live.touch(.began, at: CGPoint(x: 4, y: 400))
    live.step()
    live.touch(.moved, at: CGPoint(x: 4, y: 437.5))
    live.step()
    live.touch(.ended, at: CGPoint(x: 4, y: 437.5))
    live.touch(.began, at: CGPoint(x: 160, y: 300))
    live.step()
    live.touch(.moved, at: CGPoint(x: 170, y: 320))
    live.touch(.ended, at: CGPoint(x: 170, y: 320))
    for _ in 0..<30 { live.step() }
    let recorded = live.run()
    let lesson = try #require(RepositoryLessons.lesson("messages-bounce"))
    let decoded = try JSONDecoder().decode([LiveTouch].self, from: try JSONEncoder().encode(live.touches))
    #expect(decoded == live.touches)
    let replayed = try LiveRun.replay(lesson, values: ParameterValues(defaultsOf: lesson), touches: decoded,
                                      duration: recorded.trajectory.duration)
    #expect(replayed.trajectory.count == recorded.trajectory.count)
    #expect(replayed.trajectory.stateHash == recorded.trajectory.stateHash)
    #expect(live.touches.allSatisfy { $0.kind == .scroll } && live.touches.count == 8)
    #expect(live.touches.filter { $0.wheel != nil }.count == 2)
  }
}
