import Foundation
import LessonModel
import LessonReading
import LessonRuntime
import TerminalGraphics
import Testing
@testable import Tutor

@Suite("Live tilt: on a motion lesson the cursor tilts the device and the layers follow at once")
struct LiveTiltSessionTests {
  static let size = TerminalSize(columns: 80, rows: 24)

  private func parallax() throws -> LiveTiltSession {
    let lesson = try #require(CatalogLoader.load(root: Fixture.root).lesson("parallax-motion"))
    return try LiveTiltSession(lesson: lesson, values: ParameterValues(defaultsOf: lesson), settings: .plain, messages: .untranslated)
  }

  private func header(_ scene: LiveTiltSession) throws -> Double {
    try #require(scene.tilt.shown().trajectory.track("header")?.x.first)
  }

  @Test("at tilt (0.5, 0) the header is at 220 + magnitude x tilt = 210 pt, as the lesson's exercise says")
  func headerFollowsTheTilt() throws {
    let scene = try parallax()
    #expect(try header(scene) == 220, "level")
    scene.tilt.set(x: 0.5, y: 0)
    #expect(try header(scene) == 210)
    scene.tilt.set(x: .nan, y: 3)
    #expect(scene.tilt.tilt.horizontal == 0.5 && scene.tilt.tilt.vertical == 0, "a value that is not finite changes nothing")
    scene.tilt.set(x: 7, y: -7)
    #expect(scene.tilt.tilt.horizontal == 1 && scene.tilt.tilt.vertical == -1, "clamped to a full tilt")
  }

  @Test("keys: the cursor at the right edge is a full tilt right, 0 levels, a mouse press tilts toward the pointer")
  func keysAndMouseSetTheTilt() throws {
    let scene = try parallax()
    _ = scene.frame(size: Self.size)
    for _ in 0..<40 { _ = scene.handle(.character("L")) }
    #expect(scene.tilt.tilt.horizontal == 1 && scene.tilt.tilt.vertical == 0)
    #expect(scene.frame(size: Self.size)[0].contains("tilt 1.00, 0.00"))
    #expect(try header(scene) == 200)
    _ = scene.handle(.character("0"))
    #expect(scene.tilt.tilt.horizontal == 0 && scene.tilt.tilt.vertical == 0)
    // A press on the drawing's first row (the screen's second, under the status line): toward the top.
    _ = scene.handle(.mouse(MouseReport(.press, button: 0, column: 40, row: 2)))
    #expect(scene.tilt.tilt.vertical < -0.8, "\(scene.tilt.tilt)")
    _ = scene.handle(.character("?"))
    #expect(scene.frame(size: Self.size).contains { $0.contains("level the device") }, "? shows the keys")
    #expect(scene.handle(.character("q")) == .quit)
  }

  @Test("live on a motion lesson's page gives a tilt session; on a dynamics lesson a live scene as before")
  func liveCommandChoosesByEngine() {
    let motion = Fixture.session(opening: "parallax-motion")
    let tilted = motion.handle("live")
    #expect(tilted.liveTilt != nil && tilted.live == nil)
    let dynamics = Fixture.session(opening: "falling-buttons")
    let live = dynamics.handle("live")
    #expect(live.live != nil && live.liveTilt == nil)
  }
}
