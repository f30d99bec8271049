import Foundation
import Localization
import LessonModel
import LessonRuntime
import TerminalGraphics

/// A lesson's scene as the learner drives it live: the engine run (`LiveRun`), what the keys and the
/// mouse do to it, and the frame to show. No terminal I/O: `LiveLoop` feeds it input and time and
/// writes its frames, and tests do the same without a terminal.
///
/// Keys: arrows or `hjkl` move a cursor one cell (`HJKL` five), space taps at the cursor (or, where a
/// finger would grab or drag, puts the finger down and lifts it on the next space), `p` pauses, `r`
/// starts the scene again, `+`/`-` double or halve the speed (1/8 to 4), `d` switches the debug overlay,
/// `?` shows the keys, `q` or Esc leaves. The left mouse button is a finger: press, drag, release; the
/// wheel scrolls the lesson's springy list, when it has one, and `i` inserts a row into it at the cursor
/// (the last place the mouse or the keys pointed at).
package final class LiveSession {
  /// What handling an input asks of the loop.
  public enum Outcome: Sendable, Equatable {
    /// Go on.
    case keepRunning
    /// The learner asked to leave (`q`, Esc).
    case quit
  }

  /// The lesson running.
  public let lesson: Lesson
  /// The values it runs with.
  public let values: ParameterValues
  /// The engine run since the start or the last reset.
  public private(set) var run: LiveRun
  /// How frames are drawn (colour, ASCII).
  public var settings: OutputSettings
  /// The learner's language: the status line and the keys.
  package let messages: Messages
  /// Whether the clock is stopped.
  package private(set) var isPaused = false
  /// Scene seconds per wall-clock second.
  public private(set) var speed = 1.0
  /// Whether the keys are shown over the drawing.
  package private(set) var showsHelp = false
  /// Whether the debug overlay (boundaries, anchors, fields) is drawn.
  package private(set) var debugOverlay: Bool
  /// Frames per second, as the loop measures them (shown in the status line).
  package var framesPerSecond: Double?
  /// The keyboard's cursor, in scene points.
  package private(set) var cursor: CGPoint
  /// Whether a finger is down, and whether the keyboard put it there.
  private var finger: (down: Bool, byKeyboard: Bool) = (false, false)
  private var cursorShown = false
  /// Scene time owed to the engine (s): wall time × speed not yet stepped.
  private var owed = 0.0
  /// The last frame's drawing: mapping from dots to scene points and the screen row its canvas starts on.
  private var layout: LiveLayout?

  /// The slowest and fastest speeds `-` and `+` reach.
  package static let speeds = 0.125...4.0
  /// Most engine steps taken for one frame; a frame that fell further behind drops the rest, so a slow
  /// terminal slows the scene instead of freezing it.
  static let maximumStepsPerFrame = 16

  /// A live scene of `lesson` with `values`, its words in the language of `messages`; fails for lessons
  /// whose engine has no animator.
  public init(lesson: Lesson, values: ParameterValues, settings: OutputSettings,
              messages t: Messages = Messages(.en)) throws(TutorError) {
    do {
      run = try LiveRun(lesson: lesson, values: values)
    } catch {
      throw TutorError(t("the scene cannot run live: {problem}", ["problem": error.message]))
    }
    (self.lesson, self.values, self.settings, messages) = (lesson, values, settings, t)
    debugOverlay = run.scene.geometry.debugEnabled
    cursor = CGPoint(x: lesson.scene.width / 2, y: lesson.scene.height / 2)
  }

  /// Moves the clock on by `seconds` of wall time (× `speed`, nothing while paused), stepping the engine.
  public func advance(wallSeconds seconds: Double) {
    guard !isPaused, seconds.isFinite, seconds > 0 else { return }
    let h = lesson.scene.step
    owed += seconds * speed
    var taken = 0
    while owed >= h * (1 - 1e-9), taken < Self.maximumStepsPerFrame, !run.isFull {
      run.step()
      owed -= h
      taken += 1
    }
    owed = min(owed, h)
    if run.isFull { isPaused = true }
  }

  /// Carries out one key or mouse report. While paused, what it does to the scene (a scroll, a grab)
  /// shows at once rather than at the next step, which is when it is recorded either way.
  public func handle(_ input: TerminalInput) -> Outcome {
    let outcome = react(to: input)
    if isPaused { run.carryOutPending() }
    return outcome
  }

  private func react(to input: TerminalInput) -> Outcome {
    if let step = LiveLayout.cursorStep(for: input) {
      moveCursor(columns: step.columns, rows: step.rows)
      return .keepRunning
    }
    switch input {
    case .escape, .character("q"), .character("Q"): return .quit
    case .character("p"), .character("P"): isPaused.toggle()
    case .character("r"), .character("R"): reset()
    case .character("+"), .character("="): speed = min(Self.speeds.upperBound, speed * 2)
    case .character("-"), .character("_"): speed = max(Self.speeds.lowerBound, speed / 2)
    case .character("d"), .character("D"): debugOverlay.toggle()
    case .character("?"): showsHelp.toggle()
    case .character("i"), .character("I"): run.insert(at: cursor)
    case .character(" "), .enter: pressSpace()
    case .mouse(let report): mouse(report)
    default: break
    }
    return .keepRunning
  }

  /// Starts the scene again from t = 0 with the same values (the recorded touches start again too).
  package func reset() {
    if let fresh = try? LiveRun(lesson: lesson, values: values) {
      run = fresh
      finger = (false, false)
      owed = 0
      isPaused = false
    }
  }

  private func pressSpace() {
    cursorShown = true
    if finger.down {
      guard finger.byKeyboard else { return }
      run.touch(.ended, at: cursor)
      finger = (false, false)
      return
    }
    let point = landing(near: cursor)
    switch run.gesture(at: point) {
    case .tap, .button, .none, .insert:
      run.touch(.began, at: point)
      run.touch(.ended, at: point)
    case .grab, .pan, .fling, .scroll:
      run.touch(.began, at: point)
      finger = (true, true)
    }
  }

  private func moveCursor(columns: Int, rows: Int) {
    cursorShown = true
    cursor = LiveLayout.moved(cursor, columns: columns, rows: rows, cell: cellSize, width: lesson.scene.width,
                              height: lesson.scene.height)
    if finger.down && finger.byKeyboard { run.touch(.moved, at: cursor) }
  }

  /// Where a finger pointing at the cell around `point` lands: `point` itself when something is under it,
  /// else the point of that cell nearest its centre that has something under it (a cell can be 10 or 20
  /// points across, wider than a small ball). What is recorded and replayed is the point chosen here.
  func landing(near point: CGPoint) -> CGPoint {
    guard run.gesture(at: point) == .none else { return point }
    let (width, height) = cellSize
    var best: (point: CGPoint, distance: Double)?
    for i in -3...3 {
      for j in -3...3 {
        let candidate = CGPoint(x: Double(point.x) + Double(i) * width / 7, y: Double(point.y) + Double(j) * height / 7)
        let distance = Double(i * i) * width * width + Double(j * j) * height * height
        guard distance < (best?.distance ?? .infinity), run.gesture(at: candidate) != .none else { continue }
        best = (candidate, distance)
      }
    }
    return best?.point ?? point
  }

  /// One cell's size in scene points (a guess of 8 × 16 before the first frame).
  private var cellSize: (width: Double, height: Double) { layout?.cellSize ?? LiveLayout.guessedCell }

  private func mouse(_ report: MouseReport) {
    if report.action == .wheel {
      // Wheel up (button 0) shows earlier content: the list moves down.
      if let point = scenePoint(column: report.column, row: report.row) { run.wheel(report.button == 0 ? 1 : -1, at: point) }
      return
    }
    guard report.button == 0, let point = scenePoint(column: report.column, row: report.row) else { return }
    switch report.action {
    case .press:
      cursor = point
      cursorShown = false
      if finger.down { run.touch(.ended, at: point) }
      run.touch(.began, at: landing(near: point))
      finger = (true, false)
    case .drag:
      cursor = point
      if finger.down { run.touch(.moved, at: point) }
    case .release:
      cursor = point
      if finger.down { run.touch(.ended, at: point) }
      finger = (false, false)
    case .move, .wheel:
      break
    }
  }

  /// The scene point at the centre of screen cell (`column`, `row`), counted from 1 as mouse reports
  /// count; nil before the first frame or off the drawing's rows.
  package func scenePoint(column: Int, row: Int) -> CGPoint? {
    layout?.scenePoint(column: column, row: row)
  }

  /// The frame for a terminal of `size`: the status line, then the drawing (the keys over it when asked).
  public func frame(size: TerminalSize) -> [String] {
    let columns = max(1, size.columns), rows = max(1, size.rows)
    guard rows > 1 else { return [statusLine.render(width: columns, centredOver: columns)] }
    let drawing = LiveFrame(scene: self).drawing(columns: columns, rows: rows - 1)
    layout = LiveLayout(mapping: drawing.mapping, firstRow: 1 + drawing.canvasRow, backend: drawing.backend)
    var lines = drawing.lines
    if showsHelp {
      for (index, line) in LiveFrame.help(for: lesson, width: columns, messages).enumerated() where index < lines.count {
        lines[index] = ANSI.truncate(line, toWidth: columns)
      }
    }
    return [statusLine.render(width: columns, centredOver: columns)] + lines
  }

  /// Time, what the finger is doing, the button, pause and speed, frames per second, the keys hint.
  var statusLine: StatusLine {
    let t = messages
    var pieces: [StatusLine.Piece] = [.time(run.time)]
    if let grabbed = run.grabbed {
      let speed = "\(Int(grabbed.speed.rounded()))"
      pieces.append(StatusLine.Piece(t("grab {item} {speed} pt/s", ["item": grabbed.id, "speed": speed]), "\(speed) pt/s"))
    } else if let gesture = run.gestureInProgress, gesture != .none {
      pieces.append(StatusLine.Piece(gesture.rawValue))
    }
    if isPaused { pieces.append(StatusLine.Piece(run.isFull ? t("paused: 10 min recorded, r resets") : t("paused"), t("paused"))) }
    if speed != 1 { pieces.append(StatusLine.Piece(t("speed {speed}", ["speed": LiveFrame.speedText(speed)]), LiveFrame.speedText(speed))) }
    if let button = run.buttonState, let title = button.title {
      pieces.append(StatusLine.Piece("\(button.item): \(title)"))
    }
    if let fps = framesPerSecond { pieces.append(StatusLine.Piece("\(Int(fps.rounded())) fps")) }
    pieces.append(StatusLine.Piece(t("? keys  q quits"), t("? keys")))
    return StatusLine(pieces)
  }

  /// Whether to draw the keyboard's cursor.
  var showsCursor: Bool { cursorShown || (finger.down && finger.byKeyboard) }
}
