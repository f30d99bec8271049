import Dynamics
import Foundation
import LessonModel
import LessonReading
import TerminalGraphics
import Testing
@testable import Tutor

@Suite("Live scrolling in the terminal: the wheel scrolls the Messages list at 80 × 24, and the recording replays")
struct LiveScrollSessionTests {
  static let size = TerminalSize(columns: 80, rows: 24)

  private func messages() throws -> LiveSession {
    let lesson = try #require(CatalogLoader.load(root: Fixture.root).lesson("messages-bounce"))
    return try LiveSession(lesson: lesson, values: ParameterValues(defaultsOf: lesson), settings: .plain)
  }

  private func anchorY(_ scene: LiveSession, _ id: String) throws -> Double {
    Double(try #require(scene.run.scene.behaviors[id] as? UIAttachmentBehavior).anchorPoint.y)
  }

  @Test("a wheel-down report moves every anchor up a notch; the bubbles far from the pointer lag more")
  func wheelDownScrollsUp() throws {
    let scene = try messages()
    let still = try messages()
    _ = scene.frame(size: Self.size)
    // The pointer on the top rows of the drawing: bubble 0 is next to it, bubble 9 far from it.
    let row = try #require((1...Self.size.rows).first { scene.scenePoint(column: 40, row: $0) != nil })
    let before = try anchorY(scene, "spring3")
    #expect(scene.handle(TerminalInput.mouse(MouseReport(.wheel, button: 1, column: 40, row: row))) == .keepRunning)
    scene.advance(wallSeconds: 1.0 / 60)
    still.advance(wallSeconds: 1.0 / 60)
    #expect(abs(try anchorY(scene, "spring3") - before + 20) < 1e-9, "one notch: 20 pt up")
    let moved = { (id: String) throws -> Double in
      Double(try #require(scene.run.scene.view(id)).center.y - (try #require(still.run.scene.view(id))).center.y)
    }
    let near = try moved("bubble0"), far = try moved("bubble9")
    #expect(near < -15, "bubble 0 follows the content: \(near) pt")
    #expect(far > -5 && far > near + 10, "bubble 9 lags: \(far) pt")
    #expect(scene.run.touches.count == 1 && scene.run.touches.first?.wheel == -20)
  }

  @Test("i inserts a row at the cursor: the anchors below the middle of the screen move down 54 pt, those above stay")
  func insertKey() throws {
    let scene = try messages()
    _ = scene.frame(size: Self.size)
    let (top, bottom) = (try anchorY(scene, "spring0"), try anchorY(scene, "spring9"))
    _ = scene.handle(.character("i"))
    scene.advance(wallSeconds: 1.0 / 60)
    #expect(try anchorY(scene, "spring0") == top)
    #expect(abs(try anchorY(scene, "spring9") - bottom - 54) < 1e-9)
    #expect(scene.run.touches.map(\.kind) == [.insert])
    #expect(LiveFrame.touchDescriptions(scene.lesson).contains { $0.contains("insert") })
  }

  @Test("a recorded session with wheel notches and a drag reads back and replays bit for bit")
  func recordingWithWheelReplays() throws {
    let scene = try messages()
    _ = scene.frame(size: Self.size)
    _ = scene.handle(.mouse(MouseReport(.wheel, button: 0, column: 40, row: 12)))
    scene.advance(wallSeconds: 0.1)
    _ = scene.handle(.mouse(MouseReport(.press, column: 40, row: 8)))
    scene.advance(wallSeconds: 1.0 / 60)
    _ = scene.handle(.mouse(MouseReport(.drag, column: 40, row: 10)))
    scene.advance(wallSeconds: 1.0 / 60)
    _ = scene.handle(.mouse(MouseReport(.release, column: 40, row: 10)))
    _ = scene.handle(.mouse(MouseReport(.wheel, button: 1, column: 40, row: 20)))
    scene.advance(wallSeconds: 1)
    #expect(scene.run.touches.filter { $0.wheel != nil }.count == 2 && scene.run.touches.count == 5)
    let read = try LiveRecording.read(Data(LiveRecording.json(of: scene).utf8), name: "scroll.json").get()
    #expect(read.touches == scene.run.touches)
    let catalog = CatalogLoader.load(root: Fixture.root)
    let replayed = BatchRun(lessonID: "messages-bounce", format: .hash, replay: read).execute(catalog: catalog, settings: .plain)
    #expect(try replayed.get() == scene.run.run().trajectory.stateHash + "\n")
  }

  @Test("while paused a wheel notch moves the anchors at once; the recording replays bit for bit after going on")
  func wheelWhilePausedShowsAtOnce() throws {
    let scene = try messages()
    _ = scene.frame(size: Self.size)
    scene.advance(wallSeconds: 0.5)
    _ = scene.handle(.character("p"))
    let before = try anchorY(scene, "spring3")
    _ = scene.handle(.mouse(MouseReport(.wheel, button: 1, column: 40, row: 12)))
    #expect(abs(try anchorY(scene, "spring3") - before + 20) < 1e-9, "the notch shows while time stands still")
    let time = scene.run.time
    scene.advance(wallSeconds: 1)
    #expect(scene.run.time == time, "paused: no step")
    _ = scene.handle(.character("p"))
    scene.advance(wallSeconds: 1)
    #expect(scene.run.touches.count == 1 && scene.run.touches.first?.time == time)
    let read = try LiveRecording.read(Data(LiveRecording.json(of: scene).utf8), name: "paused.json").get()
    let catalog = CatalogLoader.load(root: Fixture.root)
    let replayed = BatchRun(lessonID: "messages-bounce", format: .hash, replay: read).execute(catalog: catalog, settings: .plain)
    #expect(try replayed.get() == scene.run.run().trajectory.stateHash + "\n")
  }
}
