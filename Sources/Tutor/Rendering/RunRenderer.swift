import Foundation
import DynamicsDrawing
import Localization
import Expressions
import LessonModel
import LessonRuntime
import TerminalGraphics

/// Turns a run into text: a summary, the lesson's plots and a drawing of the scene.
struct RunRenderer {
  let lesson: Lesson
  let run: SceneRun
  let settings: OutputSettings
  /// The learner's language, for the words around the figures.
  var t = Messages(.en)

  var options: RenderOptions { settings.renderOptions }

  /// Rows for one plot: most of a screen, leaving room for the prompt.
  var plotHeight: Int { max(10, min(settings.height - 6, 18)) }

  /// What `run` prints, fitted to the window: a summary line, the plots marked `on_run` and the scene
  /// at the end (`stage(plots:sceneAt:rows:)`).
  func runReport() -> String {
    let trajectory = run.trajectory
    let steps = max(trajectory.count - 1, 0)
    var summary = t.plural(steps, "Ran {duration} ({count} step of {step}).", "Ran {duration} ({count} steps of {step}).",
                           ["duration": Figures.format(trajectory.duration, unit: "s"), "step": stepText])
    let landings = firstContacts()
    if !landings.isEmpty { summary = t.sentences(summary, t("First contacts: {contacts}.", ["contacts": t.list(landings)])) }
    let lines = TextWrap.paragraph(summary, width: settings.width, first: "", rest: "  ")
    let plots = lesson.plots.filter(\.showsOnRun)
    return (lines + [""] + stage(plots: plots, sceneAt: trajectory.duration, rows: outputRows - lines.count - 1))
      .joined(separator: "\n")
  }

  var stepText: String { Self.stepText(lesson.scene.step) }

  /// A step length as learners read it: `1/60 s`.
  static func stepText(_ step: Double) -> String {
    guard step > 0, step.isFinite else { return "1/60 s" }
    return "1/\(Int((1 / step).rounded())) s"
  }

  /// `fallingButton–bounds at 0.917 s`, one per item that touched something.
  func firstContacts() -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for record in run.trajectory.contacts where record.began && seen.insert(record.item).inserted {
      result.append(t("{item}–{other} at {time}", ["item": record.item, "other": record.other,
                                                      "time": Figures.format(record.time, unit: "s")]))
    }
    return Array(result.prefix(4))
  }

  /// The signals named by `signals` (`item.quantity`), or why one names no item or no known quantity
  /// of this run.
  func validate(_ signals: [String]) -> Result<[SignalRef], AnswerError> {
    guard !signals.isEmpty else { return .failure(AnswerError(t("name at least one quantity, for example `plot y fallingButton`"))) }
    var references: [SignalRef] = []
    for signal in signals {
      guard let dot = signal.lastIndex(of: ".") else {
        return .failure(AnswerError(t("\"{shown}\" needs an item: `plot {signal} <item>` or `plot <item>.{signal}`",
                                      ["shown": TutorSession.clip(signal), "signal": signal])))
      }
      let item = String(signal[..<dot]), quantity = String(signal[signal.index(after: dot)...])
      guard run.trajectory.track(item) != nil else {
        return .failure(AnswerError(t("no item \"{name}\"{suggestion}", ["name": TutorSession.clip(item),
                                      "suggestion": Suggestion.didYouMean(item, in: run.trajectory.tracks.map(\.id), t)])))
      }
      guard let known = ItemSignal(rawValue: quantity) else {
        let names = ItemSignal.allCases.map(\.rawValue)
        return .failure(AnswerError(t("no quantity \"{name}\"{suggestion}; try {names}",
                                      ["name": TutorSession.clip(quantity), "suggestion": Suggestion.didYouMean(quantity, in: names, t),
                                       "names": names.joined(separator: ", ")])))
      }
      references.append(SignalRef(item: item, quantity: known))
    }
    return .success(references)
  }

  /// A plot of `signals` over the run, y pointing down when every one is measured downward on screen.
  func render(_ signals: [SignalRef], id: String) -> String {
    render(LessonPlot(kind: .series, id: id, signals: signals, yPointsDown: signals.allSatisfy(\.pointsDown)))
  }

  /// One lesson plot (series, or a filmstrip of the scene).
  func render(_ plot: LessonPlot) -> String {
    switch plot.kind {
    case .filmstrip:
      // The title wraps at word boundaries with a continuation indent, never past the strip's width.
      let title = TextWrap.lines(plot.title ?? t("Filmstrip"), width: settings.graphicsWidth, indent: 2)
      return (title + filmstrip(at: plot.times)).map(Self.trimmed).joined(separator: "\n")
    case .scene: return scene(at: plot.to ?? run.trajectory.duration, trails: true)
    case .series: return series(plot)
    }
  }

  func series(_ plot: LessonPlot) -> String {
    series(plot, width: settings.graphicsWidth, rows: nil).joined(separator: "\n")
  }

  /// A series plot `width` columns wide, `rows` rows tall (nil: the usual height, with any rows a
  /// wrapped title or legend needs on top). `yRange` overrides the plot's own value range.
  func series(_ plot: LessonPlot, width: Int, rows: Int?, yRange: ClosedRange<Double>? = nil) -> [String] {
    fit(chart(plot, yRange: yRange), width: width, rows: rows)
  }

  /// `chart` drawn `width` columns wide in `rows` rows (nil: the usual height), no line ending in a space.
  func fit(_ chart: LinePlot, width: Int, rows: Int?) -> [String] {
    var chart = chart
    let header = chart.headerRows(width: width, options: options)
    // In a few rows the curves are the evidence: contacts that crowd the legend onto more rows give
    // way when that leaves the curves fewer than `curveMinimumRows` (the frame and the time axis
    // take 4 rows besides the header).
    if let rows, !chart.events.isEmpty, rows - header - 4 < Self.curveMinimumRows {
      var bare = chart
      bare.events = []
      if bare.headerRows(width: width, options: options) < header { chart = bare }
    }
    // A title or legend wrapped onto more rows than the usual two gets those rows on top, so the
    // plot area keeps its height.
    let extra = max(0, min(chart.headerRows(width: width, options: options) - 2, 10))
    return chart.render(width: width, height: rows ?? plotHeight + extra, options: options).map(Self.trimmed)
  }

  /// The fewest rows of curves a plot keeps before its contacts' legend gives way.
  static let curveMinimumRows = 6

  /// The chart of a series plot over this run: its signals and differences, its marks, and the first
  /// contact of each item it plots.
  func chart(_ plot: LessonPlot, yRange: ClosedRange<Double>? = nil) -> LinePlot {
    let trajectory = run.trajectory
    let from = plot.from, to = plot.to ?? trajectory.duration
    let indices = trajectory.times.indices.filter { trajectory.times[$0] >= from - 1e-9 && trajectory.times[$0] <= to + 1e-9 }
    let xs = indices.map { trajectory.times[$0] }
    var allSeries: [PlotSeries] = []
    var units: Set<String> = []
    var plottedItems: Set<String> = []
    for signal in plot.signals {
      guard let track = trajectory.track(signal.item) else { continue }
      units.insert(signal.quantity.unit.symbol)
      plottedItems.insert(track.id)
      allSeries.append(PlotSeries(label: signal.description, x: xs,
                                  y: indices.map { Self.denoised(track.value(of: signal.quantity, at: $0)) }, color: nil))
    }
    for difference in plot.differences {
      guard let first = trajectory.track(difference.minuend.item), let second = trajectory.track(difference.subtrahend.item) else { continue }
      units.insert(difference.minuend.quantity.unit.symbol)
      plottedItems.formUnion([first.id, second.id])
      let ys = indices.map {
        Self.denoised(first.value(of: difference.minuend.quantity, at: $0) - second.value(of: difference.subtrahend.quantity, at: $0))
      }
      allSeries.append(PlotSeries(label: difference.description, x: xs, y: ys, color: nil))
    }
    let evaluator = ExpressionEvaluator(environment: EvaluationEnvironment(constants: run.constants))
    var lines: [ReferenceLine] = []
    for mark in plot.horizontalMarks {
      if let value = try? mark.value.value(evaluator) { lines.append(.horizontal(y: value, label: mark.label)) }
    }
    for mark in plot.verticalMarks {
      if let value = try? mark.value.value(evaluator) { lines.append(.vertical(x: value, label: mark.label)) }
    }
    var events: [EventMark] = []
    var marked = Set<String>()
    for record in trajectory.contacts where record.began && plottedItems.contains(record.item)
      && record.time >= from && record.time <= to && marked.insert(record.item).inserted {
      events.append(EventMark(x: record.time, label: t("{item} hits {other}", ["item": record.item, "other": record.other])))
    }
    let names = plot.signals.map(\.description) + plot.differences.map(\.description)
    return LinePlot(title: plot.title ?? names.joined(separator: ", "), xLabel: "t (s)",
                    yLabel: axisLabel(names: names, unit: units.count == 1 ? units.first ?? "" : nil, down: plot.yPointsDown),
                    series: allSeries, referenceLines: lines, events: events, yPointsDown: plot.yPointsDown,
                    xRange: from...max(to, from + 1e-6), yRange: yRange ?? fixedRange(plot))
  }

  /// A value as plotted: the solver's rounding noise (a ball at rest swinging 1e-14 degrees) is 0, as
  /// in the exports, so that a still item draws a flat line on a plain axis instead of an axis
  /// stretched over the noise.
  static func denoised(_ value: Double) -> Double {
    abs(value) < RunExport.noiseFloor ? 0 : value
  }

  /// The value axis's label: the signal and its unit when there is one signal (`detail.top (pt)`, no
  /// parentheses for a plain number: `list.alpha`), else the shared unit, and, for a plot drawn with
  /// larger values lower, that it grows downwards as y does on the screen. `unit` is nil when the
  /// signals have different units.
  func axisLabel(names: [String], unit: String?, down: Bool) -> String {
    let values = ["signal": names.first ?? "", "unit": unit ?? ""]
    switch (names.count == 1, unit?.isEmpty == false, down) {
    case (true, true, false): return t("{signal} ({unit})", values)
    case (true, true, true): return t("{signal} ({unit}, down is +)", values)
    case (true, false, false): return names.first ?? ""
    case (true, false, true): return t("{signal} (down is +)", values)
    case (false, true, false): return "(\(unit ?? ""))"
    case (false, true, true): return t("({unit}, down is +)", values)
    case (false, false, false): return t("value")
    case (false, false, true): return t("value (down is +)")
    }
  }

  /// The plot's own `y_range`, evaluated with this run's values; nil when it has none or it is not
  /// an increasing pair of numbers.
  func fixedRange(_ plot: LessonPlot) -> ClosedRange<Double>? {
    guard let range = plot.yRange else { return nil }
    let evaluator = ExpressionEvaluator(environment: EvaluationEnvironment(constants: run.constants))
    guard let low = try? range.low.value(evaluator), let high = try? range.high.value(evaluator),
          low.isFinite, high.isFinite, low < high else { return nil }
    return low...high
  }

  /// The scene at time `t` (the nearest recorded step), with motion trails up to then if asked, drawn to
  /// fit the window (`rows` at most, the caption's included).
  func scene(at time: Double, trails: Bool, rows: Int? = nil) -> String {
    guard run.trajectory.count > 0 else { return t("(no samples)") }
    let (scene, index) = makeScene(at: time, trails: trails)
    let height = min(staticSceneRows(for: scene), rows ?? outputRows)
    let caption = Filmstrip.caption(time: run.trajectory.times[index])
    return SceneDrawing(scene: scene, caption: caption)
      .render(width: settings.graphicsWidth, height: height, options: options)
      .map(Self.trimmed)
      .joined(separator: "\n")
  }

  /// Rows for a scene printed once (not animated): tall enough that the drawing, at its true aspect,
  /// uses the width it is given, but at most about two screens (and never fewer rows than a screen
  /// minus two, the size of a playback frame). A caption row comes on top.
  func staticSceneRows(for scene: Scene) -> Int {
    let screen = max(12, min(settings.height - 2, 30))
    let most = max(screen, min(60, 2 * (settings.height - 2)))
    var rows = screen
    while rows < most && SceneDrawing.naturalColumns(for: scene, rows: rows) < settings.graphicsWidth {
      rows += 1
    }
    if SceneDrawing.naturalColumns(for: scene, rows: rows) > settings.graphicsWidth { rows = max(screen, rows - 1) }
    return rows + 1
  }

  /// A line without its trailing spaces.
  static func trimmed(_ line: String) -> String {
    // A plain scan: a regular expression here was compiled again on every line drawn.
    var end = line.endIndex
    while end > line.startIndex, line[line.index(before: end)].isWhitespace { end = line.index(before: end) }
    return String(line[..<end])
  }

  /// Several instants side by side when they fit, otherwise stacked.
  func filmstrip(at times: [Double]) -> [String] {
    guard run.trajectory.count > 0 else { return [t("(no samples)")] }
    let frames = times.map { time -> FilmstripFrame in
      let (scene, index) = makeScene(at: time, trails: false)
      return FilmstripFrame(scene: scene, time: run.trajectory.times[index])
    }
    let panelHeight = max(10, min(settings.height - 4, 20))
    return Filmstrip(frames: frames).render(width: settings.graphicsWidth, panelHeight: panelHeight, options: options)
      .map(Self.trimmed)
  }

  /// A live playback of the run, a filmstrip to print instead without a terminal, and the last frame.
  func playbackPlan(speed: Double) -> PlaybackPlan {
    let duration = run.trajectory.duration
    let playback = LivePlayback(duration: duration, framesPerSecond: 30, speed: speed) { request in
      let (scene, index) = makeScene(at: request.time, trails: false)
      // The status line on top is laid out for the terminal's width, not the drawing's, which is
      // narrower whenever the window is wider than the scene's aspect needs.
      let rows = max(3, request.size.rows - 3)
      // The whole width is the drawing's grid, so that names that do not fit beside their items are
      // noted in the margin beside the drawing rather than under it, where they would take its rows.
      let columns = max(1, request.size.columns)
      let times = run.trajectory.times
      let status = StatusLine([.time(times.indices.contains(index) ? times[index] : request.time), stopHint])
      return [status.render(width: columns, centredOver: columns)]
        + SceneDrawing(scene: scene).render(width: columns, height: rows, options: options)
    }
    let count = 4
    let times = (0..<count).map { duration * Double($0) / Double(count - 1) }
    let renderer = self
    return PlaybackPlan(playback: playback, filmstrip: filmstrip(at: times).joined(separator: "\n"),
                        finalFrame: { settings in
                          RunRenderer(lesson: renderer.lesson, run: renderer.run, settings: settings, t: renderer.t)
                            .scene(at: duration, trails: true)
                        })
  }

  /// How to stop a playback, for its status line: the first piece to give way when space is short.
  var stopHint: StatusLine.Piece { StatusLine.Piece(t("(any key stops)")) }

  /// The scene's shapes at the recorded step nearest to `time`, and that step's index.
  func makeScene(at time: Double, trails: Bool) -> (Scene, Int) {
    let trajectory = run.trajectory
    let index = min(max(Int((time / lesson.scene.step).rounded()), 0), max(trajectory.count - 1, 0))
    let items = trajectory.tracks.filter { index < $0.x.count }.map { track in
      var item = StageDrawing.Item(id: track.id, center: CGPoint(x: track.x[index], y: track.y[index]), angle: track.angle[index],
                                   size: CGSize(width: track.width, height: track.height),
                                   alpha: track.value(of: .alpha, at: index), scale: track.value(of: .scale, at: index))
      if trails && track.isDynamic && index > 0 {
        let stride = max(1, index / 60)
        item.trail = Swift.stride(from: 0, through: index, by: stride).map { CGPoint(x: track.x[$0], y: track.y[$0]) }
      }
      return item
    }
    return (StageDrawing(geometry: run.geometry, t: t).scene(items), index)
  }
}
