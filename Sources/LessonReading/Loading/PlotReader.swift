import LessonModel
import TOML
import Expressions
import Localization
/// Reads `[[plot]]` tables and their marks.
struct PlotReader: DraftReader {
  let draft: LessonDraft

  /// Every `[[plot]]`; a lesson needs at least one.
  func read(_ top: TableReader, root: TOMLTable) -> [LessonPlot] {
    let tables = top.tables("plot")
    if tables.isEmpty && !top.has("plot") {
      sink.error("a lesson needs at least one [[plot]]", at: root.position)
    }
    var plots: [LessonPlot] = []
    for table in tables {
      guard let plot = readPlot(table) else { continue }
      if plots.contains(where: { $0.id == plot.id }) {
        sink.error("duplicate plot id \"\(plot.id)\"", at: table.position)
      }
      plots.append(plot)
    }
    return plots
  }

  func readPlot(_ table: TOMLTable) -> LessonPlot? {
    let reader = TableReader(table, of: .plot, context: "[[plot]]", sink: sink)
    defer { reader.reportUnknownKeys() }
    guard let id = reader.string("id", required: true), let kindName = reader.string("kind", required: true) else { return nil }
    reader.context = "plot \"\(id)\""
    let known = PlotKind(rawValue: kindName)
    if known == nil {
      let names = PlotKind.allCases.map(\.rawValue)
      sink.error("plot \"\(id)\": unknown kind \"\(kindName)\"; a plot is one of \(names.joined(separator: ", "))"
                 + Suggestion.didYouMean(kindName, in: names), at: reader.node("kind")?.position)
    }
    // Read on as a series so that the rest of the table is checked too; the error keeps the lesson out.
    let kind = known ?? .series
    let written = (reader.strings("signals") ?? []).flatMap { signal -> [String] in
      guard let dot = signal.lastIndex(of: "."), let ids = draft.itemPatterns[String(signal[..<dot])] else { return [signal] }
      return ids.map { $0 + signal[dot...] }
    }
    let itemIDs = Set(items.map(\.id))
    var signals: [SignalRef] = []
    var differences: [SignalDifference] = []
    for signal in written {
      if let ref = SignalRef(parsing: signal), itemIDs.contains(ref.item) {
        signals.append(ref)
        continue
      }
      if let difference = SignalDifference(parsing: signal),
         itemIDs.contains(difference.minuend.item), itemIDs.contains(difference.subtrahend.item) {
        if difference.minuend.quantity.unit != difference.subtrahend.quantity.unit {
          sink.error("plot \"\(id)\": \"\(signal)\" takes a signal in \(difference.subtrahend.quantity.unit) from one in "
                     + "\(difference.minuend.quantity.unit); a difference needs one unit", at: reader.node("signals")?.position)
        }
        differences.append(difference)
        continue
      }
      let signalNames = items.flatMap { item in ItemSignal.allCases.map { "\(item.id).\($0.rawValue)" } }
      sink.error("plot \"\(id)\": unknown signal \"\(signal)\"" + Suggestion.didYouMean(signal, in: signalNames.sorted()),
                 at: reader.node("signals")?.position)
    }
    // A vertical position on the screen grows downwards in every plot, as y does on the screen.
    let vertical = signals.contains { [.y, .top, .bottom].contains($0.quantity) }
    var spec = LessonPlot(kind: kind, id: id, signals: signals, from: reader.number("from") ?? 0,
                          to: reader.number("to"), times: [], yPointsDown: reader.bool("y_down") ?? vertical,
                          title: reader.string("title"), showsOnRun: reader.bool("on_run") ?? true)
    spec.differences = differences
    if let rangeNode = reader.node("y_range") {
      let ends = rangeNode.array ?? []
      if ends.count == 2, let low = reader.quantity(ends[0], what: "y_range"), let high = reader.quantity(ends[1], what: "y_range") {
        check(low, at: rangeNode.position, what: "plot \"\(id)\" y_range")
        check(high, at: rangeNode.position, what: "plot \"\(id)\" y_range")
        spec.yRange = (low, high)
        draft.markChecks.append((low, rangeNode.position, id))
        draft.markChecks.append((high, rangeNode.position, id))
      } else {
        reader.wrongType("y_range", rangeNode, expected: "[low, high]: two numbers or expressions")
      }
    }
    if known == .series && written.isEmpty {
      sink.error("plot \"\(id)\": a \(kind) plot needs signals", at: table.position)
    }
    if spec.from < 0 || spec.from >= scene.duration {
      sink.error("plot \"\(id)\": from = \(LessonSchema.show(spec.from)) must be in [0, \(LessonSchema.show(scene.duration))) s",
                 at: reader.node("from")?.position)
    }
    if let to = spec.to, to > scene.duration + 1e-9 || to <= spec.from {
      sink.error(to > scene.duration + 1e-9
                   ? "plot \"\(id)\": to = \(LessonSchema.show(to)) is beyond the scene duration \(LessonSchema.show(scene.duration))"
                   : "plot \"\(id)\": to = \(LessonSchema.show(to)) must be after from = \(LessonSchema.show(spec.from))",
                 at: reader.node("to")?.position)
    }
    if let timesNode = reader.node("times") {
      let times = timesNode.array?.compactMap { reader.number($0, what: "times") } ?? []
      if timesNode.array == nil { reader.wrongType("times", timesNode, expected: "an array of numbers") }
      if kind == .filmstrip && !(2...6).contains(times.count) {
        sink.error("plot \"\(id)\": filmstrip needs 2 to 6 times, found \(times.count)", at: timesNode.position)
      }
      for time in times where time < 0 || time > scene.duration + 1e-9 {
        sink.error("plot \"\(id)\": time \(LessonSchema.show(time)) is outside the scene's 0 to \(LessonSchema.show(scene.duration)) s",
                   at: timesNode.position)
      }
      if times != times.sorted() {
        sink.error("plot \"\(id)\": times must be in increasing order", at: timesNode.position)
      }
      spec.times = times
    } else if kind == .filmstrip {
      sink.error("plot \"\(id)\": filmstrip needs times", at: table.position)
    }
    for mark in reader.tables("marks") {
      let markReader = TableReader(mark, of: .mark, context: "plot \"\(id)\" mark", sink: sink)
      let label = markReader.string("label") ?? ""
      if let y = markReader.quantity("y") {
        check(y, at: markReader.node("y")?.position, what: "plot \"\(id)\" mark")
        spec.horizontalMarks.append((y, label))
        draft.markChecks.append((y, markReader.node("y")?.position, id))
      } else if let x = markReader.quantity("x") {
        check(x, at: markReader.node("x")?.position, what: "plot \"\(id)\" mark")
        spec.verticalMarks.append((x, label))
        draft.markChecks.append((x, markReader.node("x")?.position, id))
      } else {
        sink.error("plot \"\(id)\": a mark needs y (a level) or x (a time)", at: mark.position)
      }
      markReader.reportUnknownKeys()
    }
    return spec
  }
}
