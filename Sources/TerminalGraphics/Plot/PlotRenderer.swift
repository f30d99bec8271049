import Foundation

/// Draws a `LinePlot` into text: data ranges, nice ticks, layout, canvas, frame and labels.
enum PlotRenderer {
  /// Exactly `height` lines, each `width` columns wide (empty when `height` ≤ 0).
  static func render(_ plot: LinePlot, width: Int, height: Int, options: RenderOptions)
    -> [String] {
    guard height > 0 else { return [] }
    guard width > 0 else { return Array(repeating: "", count: height) }
    return grid(plot, width: width, height: height, options: options)
      .lines(colorMode: options.colorMode)
  }

  static func grid(_ plot: LinePlot, width: Int, height: Int, options: RenderOptions)
    -> TextGrid {
    var grid = TextGrid(columns: width, rows: height)
    var data = DataBounds()
    plot.series.forEach { data.add($0) }
    if data.isEmpty {
      let hasSamples = plot.series.contains { $0.count > 0 }
      PlotFrame.message(hasSamples ? "(no finite data to plot)" : "(no data to plot)",
                        title: plot.title, into: &grid)
      return grid
    }
    var bounds = data
    for reference in plot.referenceLines {
      switch reference.orientation {
      case .horizontal: bounds.add(y: reference.value)
      case .vertical: bounds.add(x: reference.value)
      }
    }
    for event in plot.events {
      bounds.add(x: event.x)
      if let y = event.y { bounds.add(y: y) }
    }
    let xData = sanitized(plot.xRange) ?? bounds.xRange
    let yData = sanitized(plot.yRange) ?? bounds.yRange
    let styles = plot.series.indices.map {
      SeriesStyle.style(index: $0, series: plot.series[$0], colorMode: options.colorMode)
    }
    let legend = Legend.make(series: plot.series, styles: styles, events: plot.events,
                             ascii: options.asciiOnly, colorMode: options.colorMode)
    guard width >= 8 else {
      return bare(plot, styles: styles, x: xData, y: yData, width: width, height: height,
                  options: options)
    }
    // The header's rows depend on the box's columns, which depend on the y tick labels, which
    // depend on the rows: start from the whole width and settle in a few rounds.
    var header = PlotHeader.make(plot, legend: legend, gridWidth: width, frameLeft: 0,
                                 frameRight: width - 1)
    var settled: (layout: PlotLayout, x: AxisTicks, y: AxisTicks)? = nil
    for _ in 0..<3 {
      guard let attempt = layoutAndTicks(plot, header: header, x: xData, y: yData, width: width,
                                         height: height)
      else { break }
      settled = attempt
      let next = PlotHeader.make(plot, legend: legend, gridWidth: width,
                                 frameLeft: attempt.layout.leftBorder,
                                 frameRight: attempt.layout.plotLeft + attempt.layout.plotColumns)
      let sameRows = next.titleLines.count == header.titleLines.count
        && next.rows.count == header.rows.count
      header = next
      if sameRows { break }
    }
    guard let (layout, xTicks, yTicks) = settled else {
      return bare(plot, styles: styles, x: xData, y: yData, width: width, height: height,
                  options: options)
    }
    var canvas = Canvas(columns: layout.plotColumns, rows: layout.plotRows,
                        backend: options.backend)
    canvas.mapping = .fill(x: xTicks.lower...xTicks.upper, y: yTicks.lower...yTicks.upper,
                           dotColumns: canvas.dotColumns, dotRows: canvas.dotRows,
                           yPointsDown: plot.yPointsDown)
    drawContents(plot, styles: styles, on: &canvas, options: options)
    canvas.draw(into: &grid, column: layout.plotLeft, row: layout.plotTop)
    PlotFrame.draw(plot, layout: layout, xTicks: xTicks, yTicks: yTicks, mapping: canvas.mapping,
                   dotsPerColumn: options.backend.dotsPerColumn,
                   dotsPerRow: options.backend.dotsPerRow, header: header, options: options,
                   into: &grid)
    return grid
  }

  /// Rows of the title and header of `plot` at `width` columns, the frame estimated from the
  /// widest likely y tick label (six columns).
  static func headerRows(_ plot: LinePlot, width: Int, options: RenderOptions) -> Int {
    let styles = plot.series.indices.map {
      SeriesStyle.style(index: $0, series: plot.series[$0], colorMode: options.colorMode)
    }
    let legend = Legend.make(series: plot.series, styles: styles, events: plot.events,
                             ascii: options.asciiOnly, colorMode: options.colorMode)
    let left = width >= 20 ? 5 : 0
    let header = PlotHeader.make(plot, legend: legend, gridWidth: max(1, width), frameLeft: left,
                                 frameRight: max(left, width - 1))
    return header.titleLines.count + header.rows.count
  }

  /// The layout for a header of the given size, with the ticks that decide its columns; nil when
  /// the plot is too small for axes.
  private static func layoutAndTicks(_ plot: LinePlot, header: PlotHeader,
                                     x xData: ClosedRange<Double>, y yData: ClosedRange<Double>,
                                     width: Int, height: Int)
    -> (layout: PlotLayout, x: AxisTicks, y: AxisTicks)? {
    guard var layout = PlotLayout.rows(height: height, titleRows: header.titleLines.count,
                                       headerRows: header.rows.count,
                                       hasXLabel: plot.xLabel?.isEmpty == false)
    else { return nil }
    // Ticks: the y labels decide the left margin, which decides the plot width and the x ticks.
    let yTarget = min(10, max(3, layout.plotRows / 3 + 1))
    var yTicks = ticks(yData, fixed: plot.yRange != nil, target: yTarget)
    guard layout.setColumns(width: width, labelWidth: labelWidth(yTicks)) else { return nil }
    var xTicks = ticks(xData, fixed: plot.xRange != nil,
                       target: min(10, max(2, layout.plotColumns / 10 + 1)))
    if plot.equalAspect {
      for _ in 0..<2 {
        let (x, y) = equalAspectRanges(x: xTicks, y: yTicks, columns: layout.plotColumns,
                                       rows: layout.plotRows)
        xTicks = NiceTicks.within(x, targetCount: min(10, max(2, layout.plotColumns / 10 + 1)))
        yTicks = NiceTicks.within(y, targetCount: yTarget)
        if !layout.setColumns(width: width, labelWidth: labelWidth(yTicks)) { return nil }
      }
    }
    return (layout, xTicks, yTicks)
  }

  /// A plot too small for axes: the curves fill the whole area.
  private static func bare(_ plot: LinePlot, styles: [SeriesStyle], x: ClosedRange<Double>,
                           y: ClosedRange<Double>, width: Int, height: Int,
                           options: RenderOptions) -> TextGrid {
    let xTicks = NiceTicks.covering(x, targetCount: 2)
    let yTicks = NiceTicks.covering(y, targetCount: 2)
    var canvas = Canvas(columns: width, rows: height, backend: options.backend)
    canvas.mapping = .fill(x: xTicks.lower...xTicks.upper, y: yTicks.lower...yTicks.upper,
                           dotColumns: canvas.dotColumns, dotRows: canvas.dotRows,
                           yPointsDown: plot.yPointsDown)
    var barePlot = plot
    barePlot.referenceLines = plot.referenceLines.map { var line = $0; line.label = ""; return line }
    drawContents(barePlot, styles: styles, on: &canvas, options: options)
    return canvas.textGrid()
  }

  /// Reference lines, series, markers, point events and labels.
  static func drawContents(_ plot: LinePlot, styles: [SeriesStyle], on canvas: inout Canvas,
                           options: RenderOptions) {
    let ascii = options.asciiOnly
    let referenceColor: (ReferenceLine) -> TerminalColor? = {
      options.colorMode.usesColor ? ($0.color ?? .brightBlack) : nil
    }
    let lastX = Double(canvas.dotColumns) - 0.5
    let lastY = Double(canvas.dotRows) - 0.5
    for reference in plot.referenceLines where reference.value.isFinite {
      var phase = 0
      switch reference.orientation {
      case .horizontal:
        let y = canvas.mapping.dotY(reference.value)
        canvas.dotLine(-0.5, y, lastX, y, color: referenceColor(reference),
                       pattern: LineStyle.dashed.pattern, phase: &phase)
      case .vertical:
        let x = canvas.mapping.dotX(reference.value)
        canvas.dotLine(x, -0.5, x, lastY, color: referenceColor(reference),
                       pattern: LineStyle.dashed.pattern, phase: &phase)
      }
    }
    var ends: [(first: (x: Double, y: Double), last: (x: Double, y: Double), color: TerminalColor?)] = []
    for (index, series) in plot.series.enumerated() where index < styles.count {
      if let end = drawSeries(series, style: styles[index], index: index, on: &canvas,
                              ascii: ascii) {
        ends.append((end.first, end.last, styles[index].color))
      }
    }
    for event in plot.events {
      guard let y = event.y, event.x.isFinite, y.isFinite else { continue }
      canvas.glyph(ascii ? "x" : "×", at: CGPoint(x: event.x, y: y),
                   color: options.colorMode.usesColor ? (event.color ?? .red) : nil)
    }
    // Start and end marks go over event marks: where a path begins and ends matters most.
    if plot.markEnds {
      for end in ends {
        let start = canvas.cell(dotX: end.first.x, dotY: end.first.y)
        let finish = canvas.cell(dotX: end.last.x, dotY: end.last.y)
        canvas.putGlyph(ascii ? "o" : "○", column: start.column, row: start.row, color: end.color)
        canvas.putGlyph(ascii ? "@" : "●", column: finish.column, row: finish.row, color: end.color)
      }
    }
    for reference in plot.referenceLines where reference.value.isFinite && !reference.label.isEmpty {
      labelReference(reference, on: &canvas, color: referenceColor(reference))
    }
  }

  /// One series: line segments between consecutive finite samples, a glyph for isolated samples,
  /// and (without colour) the series marker every `SeriesStyle.markerSpacing` cells. Returns the
  /// dot positions of the first and last finite samples.
  @discardableResult
  static func drawSeries(_ series: PlotSeries, style: SeriesStyle, index: Int,
                         on canvas: inout Canvas, ascii: Bool)
    -> (first: (x: Double, y: Double), last: (x: Double, y: Double))? {
    let mapping = canvas.mapping
    let count = series.count
    let pattern = style.line.pattern
    let dotsX = Double(canvas.backend.dotsPerColumn)
    let dotsY = Double(canvas.backend.dotsPerRow)
    let longJump = 4 * Double(canvas.columns + canvas.rows)
    var phase = 0
    var previous: (x: Double, y: Double)? = nil
    var travelled = 0.0
    var nextMarker = 3 + 2.5 * Double(index % 4)
    var first: (x: Double, y: Double)? = nil
    var last: (x: Double, y: Double)? = nil
    for sample in 0..<count {
      let x = series.x[sample]
      let y = series.y[sample]
      guard x.isFinite, y.isFinite else {
        previous = nil
        continue
      }
      let point = (x: mapping.dotX(x), y: mapping.dotY(y))
      if first == nil { first = point }
      last = point
      if let from = previous {
        canvas.dotLine(from.x, from.y, point.x, point.y, color: style.color, pattern: pattern,
                       phase: &phase)
        if let marker = style.marker {
          let length = (((point.x - from.x) / dotsX) * ((point.x - from.x) / dotsX)
            + ((point.y - from.y) / dotsY) * ((point.y - from.y) / dotsY)).squareRoot()
          if !length.isFinite || length > longJump {
            travelled = 0
            nextMarker = SeriesStyle.markerSpacing / 2
          } else {
            while travelled + length >= nextMarker {
              let t = length > 0 ? (nextMarker - travelled) / length : 0
              let cell = canvas.cell(dotX: from.x + t * (point.x - from.x),
                                     dotY: from.y + t * (point.y - from.y))
              if !canvas.hasGlyph(column: cell.column, row: cell.row) {
                canvas.putGlyph(marker, column: cell.column, row: cell.row, color: style.color)
              }
              nextMarker += SeriesStyle.markerSpacing
            }
            travelled += length
          }
        }
      } else {
        let nextIsFinite = sample + 1 < count && series.x[sample + 1].isFinite
          && series.y[sample + 1].isFinite
        if !nextIsFinite {
          let cell = canvas.cell(dotX: point.x, dotY: point.y)
          canvas.putGlyph(style.pointGlyph(ascii: ascii), column: cell.column, row: cell.row,
                          color: style.color)
        }
      }
      previous = point
    }
    guard let first, let last else { return nil }
    return (first, last)
  }

  /// Writes a reference line's label: over the right end of a horizontal line, or at the top
  /// beside a vertical line (right of it when it fits, else left).
  private static func labelReference(_ reference: ReferenceLine, on canvas: inout Canvas,
                                     color: TerminalColor?) {
    let text = " " + reference.label + " "
    let width = DisplayWidth.of(text)
    switch reference.orientation {
    case .horizontal:
      let cell = canvas.cell(dotX: 0, dotY: canvas.mapping.dotY(reference.value))
      guard cell.row >= 0, cell.row < canvas.rows else { return }
      canvas.text(text, column: max(0, canvas.columns - width), row: cell.row, color: color)
    case .vertical:
      let cell = canvas.cell(dotX: canvas.mapping.dotX(reference.value), dotY: 0)
      guard cell.column >= 0, cell.column < canvas.columns else { return }
      let right = cell.column + 1
      let start = right + width <= canvas.columns ? right : max(0, cell.column - width)
      canvas.text(text, column: start, row: 0, color: color)
    }
  }

  // MARK: Ranges and ticks

  /// Ticks covering the data, or inside a range the caller fixed.
  private static func ticks(_ range: ClosedRange<Double>, fixed: Bool, target: Int) -> AxisTicks {
    fixed && range.upperBound > range.lowerBound
      ? NiceTicks.within(range, targetCount: target) : NiceTicks.covering(range, targetCount: target)
  }

  private static func labelWidth(_ ticks: AxisTicks) -> Int {
    ticks.labels.map { DisplayWidth.of($0) }.max() ?? 0
  }

  /// A caller's fixed range, ordered, or nil when it is missing or not finite.
  private static func sanitized(_ range: ClosedRange<Double>?) -> ClosedRange<Double>? {
    guard let range, range.lowerBound.isFinite, range.upperBound.isFinite else { return nil }
    return range
  }

  /// Widens one axis so that a unit along x and a unit along y cover the same distance on screen
  /// (a cell is `Canvas.cellAspect` times taller than wide).
  static func equalAspectRanges(x: AxisTicks, y: AxisTicks, columns: Int, rows: Int)
    -> (ClosedRange<Double>, ClosedRange<Double>) {
    let width = max(x.upper - x.lower, 1e-300)
    let height = max(y.upper - y.lower, 1e-300)
    let xPerUnit = Double(max(1, columns)) / width  // cell widths per unit
    let yPerUnit = Double(max(1, rows)) * Canvas.cellAspect / height
    guard xPerUnit.isFinite, yPerUnit.isFinite, xPerUnit > 0, yPerUnit > 0 else {
      return (x.lower...x.upper, y.lower...y.upper)
    }
    if xPerUnit > yPerUnit {
      let half = Double(max(1, columns)) / yPerUnit / 2
      let mid = (x.lower + x.upper) / 2
      return ((mid - half)...(mid + half), y.lower...y.upper)
    } else {
      let half = Double(max(1, rows)) * Canvas.cellAspect / xPerUnit / 2
      let mid = (y.lower + y.upper) / 2
      return (x.lower...x.upper, (mid - half)...(mid + half))
    }
  }
}
