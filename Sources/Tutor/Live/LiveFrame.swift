import Dynamics
import Foundation
import Localization
import LessonModel
import TerminalGraphics

/// Draws a live scene's current instant: the items where the engine has them, the debug overlay when
/// it is on, the line from a grabbed item to the finger and the keyboard's cursor.
struct LiveFrame {
  let scene: LiveSession

  /// The drawing in `columns` × `rows` cells, with the mapping a pointer on it needs.
  func drawing(columns: Int, rows: Int) -> (lines: [String], mapping: CanvasMapping, canvasRow: Int, backend: CanvasBackend) {
    let built = scene.run.scene
    var geometry = built.geometry
    geometry.debugEnabled = scene.debugOverlay
    // The items where the engine has them now, each titled as the phone shows it: a button reads as its
    // title (Start, then Stop).
    let button = scene.run.buttonState
    let items = built.views.map { entry in
      let view = entry.view
      var item = StageDrawing.Item(id: entry.id, center: view.center,
                                   angle: Double(built.animator.accumulatedAngle(of: view) ?? view.transform.rotationAngle),
                                   size: view.bounds.size)
      item.label = entry.id == button?.item ? button?.title : nil
      return item
    }
    var drawn = StageDrawing(geometry: geometry, t: scene.messages).scene(items)
    // The overlay shows the snaps in the animator now, including those a live press added.
    if scene.debugOverlay {
      let drawnSnaps = Set(drawn.snapPoints.compactMap(\.label))
      for (id, behavior) in built.behaviors.sorted(by: { $0.key < $1.key }) where !drawnSnaps.contains(id) {
        guard let snap = behavior as? UISnapBehavior, snap.dynamicAnimator != nil else { continue }
        drawn.snapPoints.append(SceneSnapPoint(point: snap.snapPoint, label: id))
      }
    }
    if let line = scene.run.grabLine {
      drawn.attachments.append(SceneAttachment(from: line.finger, to: line.item, style: .rope))
    }
    if scene.showsCursor {
      drawn.snapPoints.append(SceneSnapPoint(point: scene.cursor))
    }
    let options = scene.settings.renderOptions
    let layout = SceneDrawing(scene: drawn).layout(width: columns, height: rows, options: options)
    return (layout.grid.lines(colorMode: options.colorMode), layout.mapping, layout.canvasRow, options.backend)
  }

  /// The keys, and what a touch does in this lesson, as lines to show over the drawing, `width` columns
  /// at most (wrapped, never cut), in the language of `t`.
  static func help(for lesson: Lesson, width: Int = 80, _ t: Messages = Messages(.en)) -> [String] {
    help(touches: touchDescriptions(lesson, t), width: width, t)
  }

  /// The keys, then `touches` (what a touch does here), as lines to show over the drawing.
  /// `spaceTaps`: space only taps (a learner's program, where the tutor cannot tell what a finger
  /// held down would do); `moreKeys`: keys of this scene's own, after the common ones.
  static func help(touches: [String], width: Int, spaceTaps: Bool = false, moreKeys: [(String, String)] = [],
                   _ t: Messages) -> [String] {
    let keys = [
      (t("mouse"), t("press, drag, release: a finger on the scene")),
      (t("arrows, hjkl"), t("move the cursor one cell (HJKL: five)")),
      (t("space"), spaceTaps ? t("tap at the cursor") : t("tap at the cursor, or put the finger down\nand lift it (grab, drag) on the next space")),
    ] + moreKeys
    let footer = [t("p pause   r start again   + - speed   d debug overlay"), t("? these keys   q or Esc leave")] + touches
    return keyBox(keys, footer: footer, width: width, t)
  }

  /// `keys` and what each does, a column apart (a `\n` in what one does continues under it), then the
  /// `footer` lines, as a box of one width to show over the drawing.
  static func keyBox(_ keys: [(String, String)], footer: [String], width: Int, _ t: Messages) -> [String] {
    let width = max(20, width)
    let column = (keys.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2
    // A line that fits keeps its spacing; a longer one wraps at its words.
    func fitted(_ line: String, first: String, rest: String) -> [String] {
      DisplayWidth.of(first + line) <= width ? [first + line] : TextWrap.paragraph(line, width: width, first: first, rest: rest)
    }
    var text = [" " + t("Keys")]
    for (key, does) in keys {
      // Narrower than the key column and a few words: each description goes under its key.
      if width - column - 2 < 16 {
        text.append("  " + key)
        text += TextWrap.paragraph(does.replacingOccurrences(of: "\n", with: " "), width: width, first: "    ", rest: "    ")
        continue
      }
      // The description's own line breaks hold while every line fits; otherwise it wraps as one
      // paragraph (wrapped line by line, a short tail like "finger down" stood alone).
      let written = does.split(separator: "\n").map(String.init)
      let fits = written.allSatisfy { column + 2 + DisplayWidth.of($0) <= width }
      for (index, line) in (fits ? written : [written.joined(separator: " ")]).enumerated() {
        let first = "  " + DisplayWidth.padded(index == 0 ? key : "", to: column)
        text += fitted(line, first: first, rest: String(repeating: " ", count: column + 2))
      }
    }
    for line in footer {
      text += fitted(line, first: "  ", rest: "  ")
    }
    // Padded to one width (by display columns, so that a translation lines up too): a box over the drawing.
    let boxWidth = min(width, max(62, text.map { DisplayWidth.of($0) }.max() ?? 0))
    var lines = text.map { DisplayWidth.padded($0, to: boxWidth) }
    lines.append(String(repeating: " ", count: boxWidth))
    return lines
  }

  /// What touches do in `lesson`, one line per gesture, in the language of `t`.
  static func touchDescriptions(_ lesson: Lesson, _ t: Messages = Messages(.en)) -> [String] {
    var lines: [String] = []
    for gesture in lesson.gestures {
      switch gesture.kind {
      case .tap: lines.append(t("Here: tap anywhere; the push points at the finger."))
      case .pan: lines.append(t("Here: drag an item sideways; its pan pushes it."))
      case .fling: lines.append(t("Here: drag the item and let go; it is flung."))
      case .scroll:
        lines.append(t("Here: scroll the list with the mouse wheel, or drag it up and down."))
        if gesture.insert > 0 { lines.append(t("Press i to insert a row at the cursor: the items below it make room.")) }
      case .button:
        // `Start, then Stop, then …`
        let presses = gesture.presses.dropFirst().reduce(gesture.presses.first ?? "") { sequence, next in
          t("{presses}, then {press}", ["presses": sequence, "press": next])
        }
        lines.append(t("Here: press {item} for {presses}.", ["item": gesture.item ?? t("the button"), "presses": presses]))
      }
    }
    if lesson.gestures.allSatisfy({ $0.kind == .button }) {
      lines.append(t("Drag any moving item: it hangs on the finger."))
    }
    return lines
  }

  /// `x0.5`, `x2`: a speed as the status line shows it.
  static func speedText(_ speed: Double) -> String {
    speed >= 1 ? "x\(Int(speed.rounded()))" : "x\(speed == 0.125 ? "1/8" : speed == 0.25 ? "1/4" : "1/2")"
  }
}
