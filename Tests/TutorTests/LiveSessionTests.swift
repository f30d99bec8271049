import Foundation
import LessonModel
import LessonReading
import TerminalGraphics
import Testing
@testable import Tutor

/// A scripted interactive terminal: a fake clock that moves only while the loop waits, bytes, signals
/// and the end of input at given times, and a log of what was written and called.
final class FakeLiveTerminal: InteractiveTerminal {
  enum Event { case bytes(String), signal(PlaybackSignals, TerminalSize?), endOfInput }

  var clock = 0.0
  var currentSize: TerminalSize
  var script: [(time: Double, event: Event)]
  var pending = PlaybackSignals()
  var writes: [String] = []
  var calls: [String] = []
  var reraised: PlaybackSignals?
  /// Scene shown and scene time at every frame (what the scene's status line said).
  var limit: Double

  init(size: TerminalSize = TerminalSize(columns: 120, rows: 40), script: [(time: Double, event: Event)] = [],
       limit: Double = 30) {
    currentSize = size
    self.script = script.sorted { $0.time < $1.time }
    self.limit = limit
  }

  var output: String { writes.joined() }

  func size() -> TerminalSize { currentSize }
  func write(_ text: String) { writes.append(text) }
  func begin() { calls.append("begin") }
  func end() { calls.append("end") }
  func now() -> Double { clock }
  func takeSignals() -> PlaybackSignals {
    defer { pending = [] }
    return pending
  }
  func suspend() { calls.append("suspend") }
  func reraise(_ signals: PlaybackSignals) {
    calls.append("reraise")
    reraised = signals
  }
  func waitForKey(timeout seconds: Double) -> PlaybackWait { .timeout }

  func waitForInput(timeout seconds: Double) -> InputWait {
    let deadline = clock + seconds
    if let next = script.first, next.time <= deadline {
      script.removeFirst()
      clock = max(clock, next.time)
      switch next.event {
      case .bytes(let text): return .bytes(Array(text.utf8))
      case let .signal(signals, size):
        pending.formUnion(signals)
        if let size { currentSize = size }
        return .signal
      case .endOfInput: return .endOfInput
      }
    }
    // A test that forgets to stop the loop ends by the end of input rather than spinning for ever.
    if deadline > limit { return .endOfInput }
    clock = deadline
    return .timeout
  }
}

private func liveScene(_ id: String) throws -> LiveSession {
  let lesson = try #require(CatalogLoader.load(root: Fixture.root).lesson(id))
  return try LiveSession(lesson: lesson, values: ParameterValues(defaultsOf: lesson), settings: .plain)
}

/// The screen cell (counted from 1) whose centre is nearest the scene point (x, y), for a frame of `size`.
private func cell(of x: Double, _ y: Double, in scene: LiveSession, size: TerminalSize) throws -> (column: Int, row: Int) {
  _ = scene.frame(size: size)
  var best: (column: Int, row: Int, distance: Double)?
  for row in 1...size.rows {
    for column in 1...size.columns {
      guard let point = scene.scenePoint(column: column, row: row) else { continue }
      let distance = hypot(Double(point.x) - x, Double(point.y) - y)
      if distance < (best?.distance ?? .infinity) { best = (column, row, distance) }
    }
  }
  let found = try #require(best)
  return (found.column, found.row)
}

/// Runs the scene's clock on by `seconds` in frames of 1/60 s, as the loop does.
private func advance(_ scene: LiveSession, _ seconds: Double) {
  for _ in 0..<Int((seconds * 60).rounded()) { scene.advance(wallSeconds: 1.0 / 60) }
}

private func press(_ cell: (column: Int, row: Int)) -> String { "\u{1B}[<0;\(cell.column);\(cell.row)M" }
private func drag(_ cell: (column: Int, row: Int)) -> String { "\u{1B}[<32;\(cell.column);\(cell.row)M" }
private func release(_ cell: (column: Int, row: Int)) -> String { "\u{1B}[<0;\(cell.column);\(cell.row)m" }

@Suite("Live scenes in the terminal: mouse, keys, status line and every way out")
struct LiveSessionTests {
  static let size = TerminalSize(columns: 120, rows: 40)

  @Test("a mouse tap left of the square sends it left; the loop steps the engine in real time")
  func mouseTapPushesLeft() throws {
    let scene = try liveScene("tap-to-push")
    let target = try cell(of: 40, 284, in: scene, size: Self.size)
    let terminal = FakeLiveTerminal(script: [(0.5, .bytes(press(target))), (0.55, .bytes(release(target))),
                                             (2.0, .bytes("q"))])
    #expect(LiveLoop.run(scene, on: terminal) == .quit)
    let run = scene.run.run()
    let square = try #require(run.trajectory.track("square"))
    #expect(try #require(square.x.last) < 160 - 20, "x = \(square.x.last ?? .nan)")
    #expect(abs(run.trajectory.duration - 2.0) < 0.05, "real time: \(run.trajectory.duration) s of scene in 2 s")
    #expect(scene.run.touches.map(\.phase) == [.began, .ended])
    #expect(abs(scene.run.touches[0].x - 40) < 4, "the cell's centre maps to within half a cell: \(scene.run.touches[0].x)")
  }

  @Test("every way out restores the terminal: mouse off, attributes reset, cursor shown, main screen back",
        arguments: [("q", LiveResult.quit), ("esc", .quit), ("ctrl-c", .interrupted), ("term", .terminated),
                    ("hup", .terminated), ("eof", .endOfInput)])
  func everyWayOutRestores(_ way: String, _ expected: LiveResult) throws {
    let scene = try liveScene("falling-buttons")
    let event: FakeLiveTerminal.Event = switch way {
    case "q": .bytes("q")
    case "esc": .bytes("\u{1B}")
    case "ctrl-c": .signal(.interrupt, nil)
    case "term": .signal(.terminate, nil)
    case "hup": .signal(.hangup, nil)
    default: .endOfInput
    }
    let terminal = FakeLiveTerminal(script: [(0.3, event)])
    #expect(LiveLoop.run(scene, on: terminal) == expected)
    #expect(terminal.output.hasPrefix(ANSI.enterAlternateScreen))
    #expect(terminal.output.contains(ANSI.enableMouse))
    #expect(terminal.output.hasSuffix(LiveLoop.leaveSequence))
    #expect(terminal.calls.prefix(2) == ["begin", "end"])
    #expect((terminal.reraised != nil) == (expected == .terminated))
  }

  @Test("Ctrl-Z hands the terminal back, stops, and takes it again when continued, mouse reports on again")
  func ctrlZSuspendsAndResumes() throws {
    let scene = try liveScene("falling-buttons")
    let terminal = FakeLiveTerminal(script: [(0.2, .signal(.suspend, nil)), (0.4, .bytes("q"))])
    #expect(LiveLoop.run(scene, on: terminal) == .quit)
    #expect(terminal.calls == ["begin", "end", "suspend", "begin", "end"])
    #expect(terminal.output.components(separatedBy: ANSI.enableMouse).count == 3, "mouse reports on at the start and after resuming")
    #expect(terminal.output.components(separatedBy: LiveLoop.leaveSequence).count == 3)
  }

  @Test("any terminal size gives a frame no wider or taller than the terminal, down to a single cell")
  func tinyTerminals() throws {
    let scene = try liveScene("newtons-cradle")
    for (columns, rows) in [(1, 1), (2, 2), (10, 3), (40, 5), (300, 100)] {
      let frame = scene.frame(size: TerminalSize(columns: columns, rows: rows))
      #expect(frame.count <= rows && frame.allSatisfy { ANSI.displayWidth($0) <= columns }, "\(columns) x \(rows)")
      _ = scene.handle(.mouse(MouseReport(.press, column: columns, row: rows)))
      _ = scene.handle(.mouse(MouseReport(.release, column: columns, row: rows)))
      scene.advance(wallSeconds: 1.0 / 60)
    }
  }

  @Test("a resize redraws the whole frame at the new size")
  func resizeRedraws() throws {
    let scene = try liveScene("falling-buttons")
    let terminal = FakeLiveTerminal(size: TerminalSize(columns: 80, rows: 24),
                                    script: [(0.2, .signal(.resize, TerminalSize(columns: 100, rows: 30))), (0.4, .bytes("q"))])
    _ = LiveLoop.run(scene, on: terminal)
    let afterResize = try #require(terminal.writes.firstIndex { $0.contains(ANSI.clearScreen) && $0 != LiveLoop.enterSequence })
    let redraw = try #require(terminal.writes[(afterResize + 1)...].first { $0.contains(ANSI.beginSynchronizedUpdate) })
    #expect(redraw.contains(ANSI.moveTo(row: 30, column: 1)), "the 30th row is drawn")
  }

  @Test("keys: h moves the cursor left and space taps there; p pauses; + and - change the speed; r starts again")
  func keyboardDrivesTheScene() throws {
    let scene = try liveScene("tap-to-push")
    _ = scene.frame(size: Self.size)
    for _ in 0..<4 { _ = scene.handle(.character("H")) }  // twenty cells left of the middle
    #expect(Double(scene.cursor.x) < 60)
    _ = scene.handle(.character(" "))
    advance(scene, 0.5)
    let square = try #require(scene.run.run().trajectory.track("square"))
    #expect(try #require(square.x.last) < 160 - 2, "pushed towards the cursor")
    #expect(scene.run.touches.map(\.kind) == [.tap, .tap])
    _ = scene.handle(.character("p"))
    let paused = scene.run.time
    advance(scene, 0.5)
    #expect(scene.run.time == paused && scene.isPaused)
    _ = scene.handle(.character("p"))
    _ = scene.handle(.character("-"))
    advance(scene, 0.2)
    #expect(abs(scene.run.time - paused - 0.1) < 0.02, "half speed: \(scene.run.time - paused)")
    _ = scene.handle(.character("r"))
    #expect(scene.run.time == 0 && scene.run.touches.isEmpty)
    #expect(scene.handle(.character("q")) == .quit)
  }

  @Test("space grabs the item under the cursor, the arrows drag it, space lets go; the status line shows the grab")
  func keyboardGrab() throws {
    let scene = try liveScene("push-basics")
    let frame = scene.frame(size: Self.size)
    #expect(frame[0].contains("t = 0.00 s") && frame[0].contains("? keys"))
    let item = try #require(scene.run.trajectory.tracks.first { $0.isDynamic })
    // Put the cursor on the item: from the middle, step towards its centre.
    let target = CGPoint(x: try #require(item.x.first), y: try #require(item.y.first))
    for _ in 0..<200 where abs(Double(scene.cursor.x - target.x)) > 4 {
      _ = scene.handle(.arrow(scene.cursor.x < target.x ? .right : .left))
    }
    for _ in 0..<200 where abs(Double(scene.cursor.y - target.y)) > 8 {
      _ = scene.handle(.arrow(scene.cursor.y < target.y ? .down : .up))
    }
    _ = scene.handle(.character(" "))
    scene.advance(wallSeconds: 1.0 / 60)
    #expect(scene.run.grabbed?.id == item.id)
    for _ in 0..<3 { _ = scene.handle(.arrow(.right)) }
    advance(scene, 0.1)
    let status = scene.frame(size: Self.size)[0]
    #expect(status.contains("grab \(item.id)") && status.contains("pt/s"), "\(status)")
    _ = scene.handle(.character(" "))
    scene.advance(wallSeconds: 1.0 / 60)
    #expect(scene.run.grabbed == nil)
  }

  @Test("d switches the debug overlay: the pendulum's anchor is drawn only while it is on")
  func debugOverlayKey() throws {
    let scene = try liveScene("pendulum-attachment")
    let anchor = "●"
    #expect(scene.frame(size: Self.size).joined().contains(anchor))
    _ = scene.handle(.character("d"))
    #expect(!scene.frame(size: Self.size).joined().contains(anchor))
  }

  @Test("the button is drawn with its title, and after Stop the overlay shows the snaps the press added")
  func buttonTitleAndLiveSnaps() throws {
    let scene = try liveScene("falling-buttons")
    let size = TerminalSize(columns: 120, rows: 40)
    var frame = scene.frame(size: size).joined(separator: "\n")
    #expect(frame.contains("Start") && !frame.contains("startButton ") && !frame.contains("snapText"))
    for _ in 0..<2 {  // Start, then Stop
      scene.run.touch(.began, at: CGPoint(x: 60, y: 36))
      scene.run.touch(.ended, at: CGPoint(x: 60, y: 36))
      advance(scene, 0.5)
    }
    frame = scene.frame(size: size).joined(separator: "\n")
    #expect(frame.contains("snapText") || frame.contains("snapButton"), "the snaps' points are drawn")
    _ = scene.handle(.character("d"))
    frame = scene.frame(size: size).joined(separator: "\n")
    #expect(!frame.contains("snapText") && !frame.contains("snapButton"), "not without the overlay")
  }

  @Test("after live, plot and scene work on the live session as on a run")
  func sessionKeepsTheLiveRun() throws {
    let session = Fixture.session(opening: "tap-to-push")
    let response = session.handle("live")
    let scene = try #require(response.live)
    advance(scene, 1)
    let summary = session.finishLive(scene)
    #expect(summary.contains("Live session: 1") && summary.contains("`plot` and `scene` now show it"), "\(summary)")
    #expect(session.handle("scene 0.5").kind == .output)
    #expect(session.handle("plot square.x").text.contains("square.x"))
    #expect(session.handle("scene 1.5").text.contains("error"), "the live session covered 1 s")
  }

  @Test("a recording read back gives the live run's values, duration and touches; a run's JSON is refused")
  func recordingRoundTrip() throws {
    let scene = try liveScene("tap-to-push")
    _ = scene.frame(size: Self.size)
    scene.run.touch(.began, at: CGPoint(x: 30.25, y: 284))
    scene.run.touch(.ended, at: CGPoint(x: 30.25, y: 284))
    advance(scene, 1)
    let json = LiveRecording.json(of: scene)
    let read = try LiveRecording.read(Data(json.utf8), name: "taps.json").get()
    #expect(read.lessonID == "tap-to-push" && read.touches == scene.run.touches)
    #expect(abs(read.duration - 1) < 1e-9 && read.parameters["tap.divisor"] == 200)
    let catalog = CatalogLoader.load(root: Fixture.root)
    let replayed = BatchRun(lessonID: "tap-to-push", format: .hash, replay: read).execute(catalog: catalog, settings: .plain)
    #expect(try replayed.get() == scene.run.run().trajectory.stateHash + "\n")
    let plainRun = try BatchRun(lessonID: "tap-to-push", format: .json).execute(catalog: catalog, settings: .plain).get()
    guard case .failure(let failure) = LiveRecording.read(Data(plainRun.utf8), name: "run.json") else {
      Issue.record("a run's JSON read as a recording")
      return
    }
    #expect(failure.message.contains("no \"gestures\""))
    let other = BatchRun(lessonID: "falling-buttons", format: .hash, replay: read).execute(catalog: catalog, settings: .plain)
    #expect((try? other.get()) == nil)
  }

  @Test("clear asks the terminal side for an empty screen and prints nothing itself")
  func clearCommand() {
    let session = Fixture.session(opening: "falling-buttons")
    let response = session.handle("clear")
    #expect(response.clearsScreen && response.text.isEmpty && response.kind == .output)
    #expect(!session.handle("page").clearsScreen)
  }

  @Test("animation lessons cannot run live: a clear error, nothing else changes")
  func animationLessonRefused() {
    let session = Fixture.session(opening: "bounce-present")
    let response = session.handle("live")
    #expect(response.kind == .error && response.live == nil)
    #expect(response.text.contains("cannot run live"))
  }
}
