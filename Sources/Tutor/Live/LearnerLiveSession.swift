import Foundation
import Localization
import LessonRuntime
import TerminalGraphics

/// The learner's own program driven live (`live` on a code exercise's page after `check`, or in the
/// sandbox): the program runs in its own process (`LearnerLiveRun`), the mouse and the keys become
/// touches its gesture recognizers and buttons receive, and each frame draws its views where the
/// program says they are. Saving the file reloads the program in place. No terminal I/O: `LiveLoop`
/// drives it as it drives a lesson's `LiveSession`.
///
/// Keys as in a lesson's live scene: arrows or `hjkl` move a cursor (`HJKL` five cells), space taps
/// at it, `p` pauses, `r` starts the program again, `+`/`-` change the speed, `d` switches the debug
/// overlay, `?` shows the keys, `q` or Esc leaves. The left mouse button is a finger. `t` makes the
/// cursor (and the mouse) tilt the device instead, for motion effects: the centre of the screen is
/// level, its edges a full tilt.
package final class LearnerLiveSession: LiveScene {
  /// Starts the learner's program live (building the file first if it changed).
  package typealias Starter = () -> Result<LearnerLiveRun, LearnerCodeProblem>

  /// The file and what it is.
  let scene: LearnerScene
  /// How frames are drawn.
  package var settings: OutputSettings
  /// The learner's language.
  let t: Messages
  /// Frames per second, as the loop measures them.
  package var framesPerSecond: Double?
  /// Whether the clock is stopped (also once the program has failed).
  package private(set) var isPaused = false
  /// Scene seconds per wall-clock second.
  package private(set) var speed = 1.0
  /// Whether the keys are shown over the drawing.
  package private(set) var showsHelp = false
  /// Whether the debug overlay is drawn.
  package private(set) var debugOverlay: Bool
  /// The keyboard's cursor (pt).
  package private(set) var cursor: CGPoint
  /// Whether the cursor tilts the device (`t`) rather than only pointing.
  package private(set) var tilting = false
  /// The device's tilt the program was last given (each component −1…1).
  package private(set) var tilt = (x: 0.0, y: 0.0)
  /// Fingers put down since the program (re)started.
  package private(set) var touches = 0
  /// Why the program stopped, once it has.
  package private(set) var failure: LearnerCodeProblem?
  /// The last reload, for the status line.
  package private(set) var notice: String?
  /// Why the program stopped or a save did not reload, shown over the top of the drawing.
  package private(set) var problem: String?
  /// The running program.
  package private(set) var live: LearnerLiveRun
  /// Where every view is after the latest step.
  package private(set) var latest: LearnerLiveRun.Frame

  private let start: Starter
  private let modified: (URL) -> Date?
  /// The program's recording so far: the views' sizes and looks and the overlay, read again when views
  /// appear and after every lift of the finger (a handler may have added behaviours).
  private var shapes: SceneRun
  private var shapesStale = false
  private var fingerDown = false
  private var cursorShown = false
  private var owed = 0.0
  private var layout: LiveLayout?
  private var fileDate: Date?
  private var sinceLook = 0.0

  /// How often the file is looked at for a save (s of wall time).
  static let reloadInterval = 0.5
  /// One step of the learner's program (s).
  static let step = 1.0 / 60

  /// Starts the program with `start` and takes its first step; `modified` reads the file's
  /// modification time (a save reloads the program).
  init(scene: LearnerScene, settings: OutputSettings, messages t: Messages, modified: @escaping (URL) -> Date? = WatchLoop.modificationDate,
               start: @escaping Starter) throws(TutorError) {
    let (live, latest, shapes) = try Self.launch(start, t)
    (self.scene, self.settings, self.t, self.start, self.modified) = (scene, settings, t, start, modified)
    (self.live, self.latest, self.shapes) = (live, latest, shapes)
    debugOverlay = shapes.geometry.debugEnabled
    cursor = CGPoint(x: shapes.geometry.width / 2, y: shapes.geometry.height / 2)
    fileDate = modified(scene.file)
  }

  deinit { live.stop() }

  /// Starts a program, takes its first step and reads its recording.
  private static func launch(_ start: Starter, _ t: Messages) throws(TutorError)
    -> (LearnerLiveRun, LearnerLiveRun.Frame, SceneRun) {
    let live: LearnerLiveRun
    switch start() {
    case .success(let started): live = started
    case .failure(let problem): throw TutorError(problem.failure?.message(t) ?? problem.message, details: problem.details)
    }
    switch live.step().flatMap({ frame in live.run().map { (frame, $0) } }) {
    case .success(let (frame, run)): return (live, frame, run)
    case .failure(let failure):
      live.stop()
      throw TutorError(failure.message(t))
    }
  }

  /// Moves the clock on by `seconds` of wall time (× `speed`), stepping the program; looks for a save.
  package func advance(wallSeconds seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    sinceLook += seconds
    if sinceLook >= Self.reloadInterval {
      sinceLook = 0
      if let date = modified(scene.file), date != fileDate {
        fileDate = date
        reload()
      }
    }
    guard !isPaused else { return }
    owed += seconds * speed
    let count = min(Int(owed / Self.step + 1e-9), LiveSession.maximumStepsPerFrame)
    owed = min(owed - Double(count) * Self.step, Self.step)
    guard count > 0 else { return }
    switch live.step(count) {
    case .success(let frame):
      latest = frame
      if shapesStale || frame.items.contains(where: { shapes.trajectory.track($0.name) == nil }) { readShapes() }
    case .failure(let failure): fail(failure)
    }
  }

  /// Carries out one key or mouse report. While paused, what it does to the program's views (a drag
  /// that moves one) shows at once: the program is asked where its views are without a step.
  package func handle(_ input: TerminalInput) -> LiveSession.Outcome {
    let outcome = react(to: input)
    if isPaused, failure == nil, live.hasQueued {
      switch live.look() {
      case .success(let frame): latest = frame
      case .failure(let failure): fail(failure)
      }
    }
    return outcome
  }

  private func react(to input: TerminalInput) -> LiveSession.Outcome {
    if let step = LiveLayout.cursorStep(for: input) {
      moveCursor(columns: step.columns, rows: step.rows)
      return .keepRunning
    }
    switch input {
    case .escape, .character("q"), .character("Q"): return .quit
    case .character("p"), .character("P"): if failure == nil { isPaused.toggle() }
    case .character("r"), .character("R"): restart(notice: nil)
    case .character("+"), .character("="): speed = min(LiveSession.speeds.upperBound, speed * 2)
    case .character("-"), .character("_"): speed = max(LiveSession.speeds.lowerBound, speed / 2)
    case .character("d"), .character("D"): debugOverlay.toggle()
    case .character("?"): showsHelp.toggle()
    case .character("t"), .character("T"):
      tilting.toggle()
      if tilting { tiltToCursor() }
    case .character(" "), .enter:
      cursorShown = true
      touch(.began, at: cursor)
      touch(.ended, at: cursor)
    case .mouse(let report): mouse(report)
    default: break
    }
    return .keepRunning
  }

  /// The session so far as a run (for `plot`, `scene` and `play` afterwards), or nil when the program
  /// cannot give it; then the program is stopped.
  package func finish() -> SceneRun? {
    defer { live.stop() }
    if case .success(let run) = live.run() { return run }
    return failure == nil ? nil : shapes
  }

  /// The scene point at the centre of screen cell (`column`, `row`), counted from 1; nil before the
  /// first frame or off the drawing.
  package func scenePoint(column: Int, row: Int) -> CGPoint? {
    layout?.scenePoint(column: column, row: row)
  }

  private func touch(_ phase: LiveTouch.Phase, at point: CGPoint) {
    guard failure == nil else { return }
    if phase == .began { touches += 1 }
    if phase == .ended { shapesStale = true }
    live.touch(phase, at: point)
  }

  private func moveCursor(columns: Int, rows: Int) {
    cursorShown = true
    cursor = LiveLayout.moved(cursor, columns: columns, rows: rows, cell: layout?.cellSize ?? LiveLayout.guessedCell,
                              width: shapes.geometry.width, height: shapes.geometry.height)
    if tilting { tiltToCursor() }
  }

  /// In tilt mode, the cursor's place as the device's tilt: the stage's centre level, its edges ±1.
  private func tiltToCursor() {
    tilt = LiveTilt.tilt(at: cursor, width: shapes.geometry.width, height: shapes.geometry.height)
    live.tilt(x: tilt.x, y: tilt.y)
  }

  private func mouse(_ report: MouseReport) {
    guard report.button == 0, let point = scenePoint(column: report.column, row: report.row) else { return }
    cursor = point
    cursorShown = false
    if tilting {
      // The mouse tilts the device: pressed or not, it moves the tilt and puts no finger down.
      cursorShown = true
      tiltToCursor()
      return
    }
    switch report.action {
    case .press:
      if fingerDown { touch(.ended, at: point) }
      touch(.began, at: point)
      fingerDown = true
    case .drag:
      if fingerDown { touch(.moved, at: point) }
    case .release:
      if fingerDown { touch(.ended, at: point) }
      fingerDown = false
    case .move, .wheel:
      break
    }
  }

  private func readShapes() {
    shapesStale = false
    switch live.run() {
    case .success(let run): shapes = run
    case .failure(let failure): fail(failure)
    }
  }

  private func fail(_ failure: LearnerFailure) {
    self.failure = LearnerCodeRunners.problem(failure)
    problem = failure.message(t) + " " + t("Fix it and save: the program starts again.")
    isPaused = true
  }

  /// The program started again: a fresh one after a save (`notice` says so), or after `r`. When the
  /// new one does not build or start, the one running goes on and the notice says why.
  private func restart(notice: String?) {
    do {
      let (fresh, frame, run) = try Self.launch(start, t)
      live.stop()
      (live, latest, shapes) = (fresh, frame, run)
      (failure, isPaused, fingerDown, owed, touches) = (nil, false, false, 0, 0)
      if tilting { tiltToCursor() }
      (self.notice, problem) = (notice, nil)
    } catch {
      (self.notice, problem) = (nil, failure == nil
        ? t("{problem} The program before goes on.", ["problem": error.message]) : error.message)
    }
  }

  private func reload() {
    restart(notice: t("reloaded {file}", ["file": scene.file.lastPathComponent]))
  }

  /// The frame for a terminal of `size`: the status line, then the drawing (the keys over it when asked).
  package func frame(size: TerminalSize) -> [String] {
    let columns = max(1, size.columns), rows = max(1, size.rows)
    guard rows > 1 else { return [statusLine.render(width: columns, centredOver: columns)] }
    var geometry = shapes.geometry
    geometry.debugEnabled = debugOverlay
    let items = latest.items.compactMap { item -> StageDrawing.Item? in
      guard let track = shapes.trajectory.track(item.name) else { return nil }
      return StageDrawing.Item(id: item.name, center: CGPoint(x: item.x, y: item.y), angle: item.angle,
                               size: CGSize(width: track.width, height: track.height))
    }
    var drawn = StageDrawing(geometry: geometry, t: t).scene(items)
    if cursorShown { drawn.snapPoints.append(SceneSnapPoint(point: cursor)) }
    let options = settings.renderOptions
    let laid = SceneDrawing(scene: drawn).layout(width: columns, height: rows - 1, options: options)
    layout = LiveLayout(mapping: laid.mapping, firstRow: 1 + laid.canvasRow, backend: options.backend)
    var lines = laid.grid.lines(colorMode: options.colorMode)
    if let problem {
      for (index, line) in TextWrap.paragraph(problem, width: columns, first: " ", rest: " ").enumerated() where index < lines.count {
        lines[index] = DisplayWidth.padded(line, to: columns)
      }
    }
    if showsHelp {
      let touches = [t("Here: your recognizers and buttons get the touches; saving your file reloads it.")]
      let tiltKey = (t("t"), t("the cursor and the mouse tilt the device\n(the centre is level); t again: they touch"))
      for (index, line) in LiveFrame.help(touches: touches, width: columns, spaceTaps: true, moreKeys: [tiltKey], t).enumerated()
        where index < lines.count {
        lines[index] = ANSI.truncate(line, toWidth: columns)
      }
    }
    return [statusLine.render(width: columns, centredOver: columns)] + lines
  }

  /// Time, the file, the notice, pause and speed, frames per second, the keys hint.
  var statusLine: StatusLine {
    var pieces: [StatusLine.Piece] = [.time(latest.time), StatusLine.Piece(scene.file.lastPathComponent)]
    if let notice { pieces.append(StatusLine.Piece(notice)) }
    if isPaused && failure == nil { pieces.append(StatusLine.Piece(t("paused"))) }
    if tilting {
      let text = t("tilt {x}, {y}", ["x": String(format: "%.2f", tilt.x), "y": String(format: "%.2f", tilt.y)])
      pieces.append(StatusLine.Piece(text, t("tilt")))
    }
    if speed != 1 { pieces.append(StatusLine.Piece(t("speed {speed}", ["speed": LiveFrame.speedText(speed)]), LiveFrame.speedText(speed))) }
    if let fps = framesPerSecond { pieces.append(StatusLine.Piece("\(Int(fps.rounded())) fps")) }
    pieces.append(StatusLine.Piece(t("? keys  q quits"), t("? keys")))
    return StatusLine(pieces)
  }
}
