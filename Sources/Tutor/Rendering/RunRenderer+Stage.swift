import DynamicsDrawing
import Expressions
import LessonModel
import TerminalGraphics

/// A run's plots and its scene laid out to fit the window, so that what a command prints — and the
/// line under it that a learner must read — is never scrolled away by a drawing taller than the
/// screen.
extension RunRenderer {
  /// Rows a command's whole output may fill: the window's height less the prompt's line.
  var outputRows: Int { settings.height - 1 }

  /// The narrowest a plot is drawn beside a scene.
  static let plotMinimumWidth = 40
  /// The fewest rows a plot or a scene is drawn in; with fewer, a line says how to see it.
  static let drawingMinimumRows = 8

  /// `plots` and the scene at `time` (with trails) in at most `rows` rows: side by side when the window
  /// is wide enough for the scene at its true aspect and the plots beside it, else one above the other;
  /// a drawing that does not fit is replaced by the line that shows it on its own.
  func stage(plots: [LessonPlot], sceneAt time: Double, rows: Int) -> [String] {
    guard run.trajectory.count > 0 else { return [t("(no samples)")] }
    let (scene, index) = makeScene(at: time, trails: true)
    let caption = Filmstrip.caption(time: run.trajectory.times[index])
    let width = settings.graphicsWidth
    let sceneRows = min(rows, staticSceneRows(for: scene))
    let sceneColumns = SceneDrawing.naturalColumns(for: scene, rows: max(1, sceneRows - 1)) + 2
    let plotColumns = width - sceneColumns - 2
    if !plots.isEmpty, sceneRows >= Self.drawingMinimumRows, plotColumns >= Self.plotMinimumWidth {
      let drawing = SceneDrawing(scene: scene, caption: caption)
        .render(width: sceneColumns, height: sceneRows, options: options)
      return beside(stacked(plots, width: plotColumns, rows: rows), drawing, leftWidth: plotColumns)
    }
    var lines: [String] = []
    for plot in plots {
      // A blank line follows, and the scene (or the line that says how to see it) needs one at least.
      let room = rows - lines.count - 2
      if room >= Self.drawingMinimumRows {
        lines += drawn(plot, width: width, rows: min(room, naturalRows(plot))).prefix(room) + [""]
      } else {
        lines += TextWrap.paragraph(t("`plot {id}` draws \"{title}\".", ["id": plot.id, "title": plot.title ?? plot.id]),
                                    width: settings.width, first: "", rest: "  ")
      }
    }
    let room = min(rows - lines.count, staticSceneRows(for: scene))
    if room >= Self.drawingMinimumRows {
      lines += SceneDrawing(scene: scene, caption: caption).render(width: width, height: room, options: options).map(Self.trimmed)
    } else {
      lines += TextWrap.paragraph(t("`scene {time}` draws the scene at the end of the run.",
                                    ["time": Figures.format(run.trajectory.times[index], unit: "")]),
                                  width: settings.width, first: "", rest: "  ")
    }
    return lines
  }

  /// The rows a lesson plot takes at the window's width when nothing constrains it.
  func naturalRows(_ plot: LessonPlot) -> Int {
    drawn(plot, width: settings.graphicsWidth, rows: nil).count
  }

  /// A lesson plot `width` columns wide in `rows` rows (nil: its usual height).
  func drawn(_ plot: LessonPlot, width: Int, rows: Int?) -> [String] {
    switch plot.kind {
    case .series: return series(plot, width: width, rows: rows)
    case .scene: return scene(at: plot.to ?? run.trajectory.duration, trails: true, rows: rows).components(separatedBy: "\n")
    case .filmstrip: return render(plot).components(separatedBy: "\n")
    }
  }

  /// `plots` one above the other in `width` columns, sharing `rows` rows with a blank line between.
  func stacked(_ plots: [LessonPlot], width: Int, rows: Int) -> [String] {
    let share = max(Self.drawingMinimumRows, (rows - (plots.count - 1)) / max(1, plots.count))
    var lines: [String] = []
    for (number, plot) in plots.enumerated() {
      if number > 0 { lines.append("") }
      lines += drawn(plot, width: width, rows: min(share, max(naturalRows(plot), share / 2)))
    }
    return Array(lines.prefix(rows))
  }

  /// Two blocks of lines side by side: `left` padded to `leftWidth` columns, two spaces, then `right`.
  func beside(_ left: [String], _ right: [String], leftWidth: Int) -> [String] {
    (0..<max(left.count, right.count)).map { row in
      let leftLine = row < left.count ? left[row] : ""
      let rightLine = row < right.count ? right[row] : ""
      return Self.trimmed(ANSI.padded(leftLine, to: leftWidth) + "  " + rightLine)
    }
  }
}
