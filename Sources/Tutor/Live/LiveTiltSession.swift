import Foundation
import Localization
import LessonModel
import LessonRuntime
import TerminalGraphics

/// `live` on a `motion` lesson: the device's tilt follows the cursor, as the phone would follow the
/// hand, and the layers move with their motion effects at once. The middle of the stage is level, its
/// edges a full tilt (±1). No terminal I/O: `LiveLoop` drives it as it drives a lesson's `LiveSession`.
///
/// Keys: arrows or `hjkl` move the cursor a cell (`HJKL` five), `0` levels the device, `?` shows the
/// keys, `q` or Esc leaves; the mouse, pressed or dragged, puts the cursor where it points.
package final class LiveTiltSession: LiveScene {
  /// The layers and the tilt.
  package let tilt: LiveTilt
  /// How frames are drawn.
  package var settings: OutputSettings
  /// Frames per second, as the loop measures them.
  package var framesPerSecond: Double?
  /// Whether the keys are shown over the drawing.
  package private(set) var showsHelp = false
  /// The cursor (pt), which sets the tilt.
  package private(set) var cursor: CGPoint
  private let t: Messages
  private let width: Double, height: Double
  private var layout: LiveLayout?

  /// The lesson's layers with `values`, level, the cursor in the middle.
  init(lesson: Lesson, values: ParameterValues, settings: OutputSettings, messages t: Messages) throws(TutorError) {
    do {
      tilt = try LiveTilt(lesson: lesson, values: values)
    } catch {
      throw TutorError(t("the scene cannot run live: {problem}", ["problem": error.message]))
    }
    (self.settings, self.t) = (settings, t)
    let geometry = tilt.shown().geometry
    (width, height) = (geometry.width, geometry.height)
    cursor = CGPoint(x: width / 2, y: height / 2)
  }

  /// Nothing moves in time: the layers follow the tilt alone.
  package func advance(wallSeconds seconds: Double) {}

  /// Carries out one key or mouse report.
  package func handle(_ input: TerminalInput) -> LiveSession.Outcome {
    if let step = LiveLayout.cursorStep(for: input) {
      move(columns: step.columns, rows: step.rows)
      return .keepRunning
    }
    switch input {
    case .escape, .character("q"), .character("Q"): return .quit
    case .character("?"): showsHelp.toggle()
    case .character("0"): point(at: CGPoint(x: width / 2, y: height / 2))
    case .mouse(let report):
      guard report.button == 0 || report.action == .move, report.action != .wheel,
            let point = layout?.scenePoint(column: report.column, row: report.row) else { break }
      self.point(at: point)
    default: break
    }
    return .keepRunning
  }

  /// What to say after the session: the last tilt.
  package func summary() -> String {
    t("Live tilt ended at {x}, {y}.", ["x": Self.text(Double(tilt.tilt.horizontal)), "y": Self.text(Double(tilt.tilt.vertical))])
  }

  private func move(columns: Int, rows: Int) {
    point(at: LiveLayout.moved(cursor, columns: columns, rows: rows, cell: layout?.cellSize ?? LiveLayout.guessedCell,
                               width: width, height: height))
  }

  /// The cursor at `point` (kept on the stage), and the tilt it stands for.
  private func point(at point: CGPoint) {
    cursor = CGPoint(x: min(max(Double(point.x), 0), width), y: min(max(Double(point.y), 0), height))
    let offset = LiveTilt.tilt(at: cursor, width: width, height: height)
    tilt.set(x: offset.x, y: offset.y)
  }

  /// The frame for a terminal of `size`: the status line, then the layers at the tilt, the cursor
  /// marked (the keys over them when asked).
  package func frame(size: TerminalSize) -> [String] {
    let columns = max(1, size.columns), rows = max(1, size.rows)
    guard rows > 1 else { return [statusLine.render(width: columns, centredOver: columns)] }
    let run = tilt.shown()
    let items = run.trajectory.tracks.map { track in
      StageDrawing.Item(id: track.id, center: CGPoint(x: track.x[0], y: track.y[0]), angle: track.angle[0],
                        size: CGSize(width: track.width * track.scale[0], height: track.height * track.scale[0]))
    }
    var drawn = StageDrawing(geometry: run.geometry, t: t).scene(items)
    drawn.snapPoints.append(SceneSnapPoint(point: cursor))
    let options = settings.renderOptions
    let laid = SceneDrawing(scene: drawn).layout(width: columns, height: rows - 1, options: options)
    layout = LiveLayout(mapping: laid.mapping, firstRow: 1 + laid.canvasRow, backend: options.backend)
    var lines = laid.grid.lines(colorMode: options.colorMode)
    if showsHelp {
      for (index, line) in help(width: columns).enumerated() where index < lines.count {
        lines[index] = ANSI.truncate(line, toWidth: columns)
      }
    }
    return [statusLine.render(width: columns, centredOver: columns)] + lines
  }

  /// The keys, as lines to show over the drawing.
  private func help(width: Int) -> [String] {
    let keys = [(t("mouse"), t("press or drag: the device tilts toward the pointer")),
                (t("arrows, hjkl"), t("move the cursor one cell (HJKL: five)")), ("0", t("level the device"))]
    let footer = [t("? these keys   q or Esc leave"), t("The middle of the stage is level; its edges tilt the device fully (-1 to 1).")]
    return LiveFrame.keyBox(keys, footer: footer, width: width, t)
  }

  /// The tilt, the frames per second, the keys hint.
  var statusLine: StatusLine {
    let x = Self.text(Double(tilt.tilt.horizontal)), y = Self.text(Double(tilt.tilt.vertical))
    var pieces = [StatusLine.Piece(t("tilt {x}, {y}", ["x": x, "y": y]), t("tilt"))]
    if let fps = framesPerSecond { pieces.append(StatusLine.Piece("\(Int(fps.rounded())) fps")) }
    pieces.append(StatusLine.Piece(t("? keys  q quits"), t("? keys")))
    return StatusLine(pieces)
  }

  private static func text(_ value: Double) -> String { String(format: "%.2f", value) }
}
