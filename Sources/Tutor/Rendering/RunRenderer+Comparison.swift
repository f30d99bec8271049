import Expressions
import LessonModel
import TerminalGraphics

/// Runs compared in one plot: the evidence of an exercise with named runs (`low`, `high`) draws every
/// run's lines on one value axis, so that the same height means the same value in each and the plot
/// keeps all the rows it is given.
extension RunRenderer {
  /// `plot` over each of `runs` (name and run) in one chart `width` columns wide and at most `rows` rows:
  /// each line is labelled with its run, and the marks are drawn once.
  static func compared(_ plot: LessonPlot, runs: [(name: String, renderer: RunRenderer)], width: Int, rows: Int) -> [String] {
    guard let first = runs.first?.renderer else { return [] }
    let charts = runs.map { (name: $0.name, chart: $0.renderer.chart(plot)) }
    var combined = charts[0].chart
    let single = charts[0].chart.series.count == 1
    combined.series = charts.flatMap { entry in
      entry.chart.series.map { line in
        var labelled = line
        labelled.label = single ? entry.name : "\(line.label), \(entry.name)"
        return labelled
      }
    }
    // A mark that a run moves is drawn for each run it differs in; contacts belong to one run each, so
    // none is marked.
    var seen: [String] = []
    combined.referenceLines = charts.flatMap(\.chart.referenceLines).filter { line in
      let key = "\(line.label) \(line.value)"
      guard !seen.contains(key) else { return false }
      seen.append(key)
      return true
    }
    combined.events = []
    return first.fit(combined, width: width, rows: min(rows, first.naturalRows(plot)))
  }
}
