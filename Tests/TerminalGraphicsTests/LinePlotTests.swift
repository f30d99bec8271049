import Foundation
import Testing
@testable import TerminalGraphics

@Suite("Line plots")
struct LinePlotTests {
  @Test(arguments: CanvasBackend.allCases)
  func fallPlotGoldenForEachBackEnd(backend: CanvasBackend) {
    Golden.check(Fixtures.fallPlot().render(width: 80, height: 24, options: .plain(backend)),
                 named: "lineplot-fall-\(backend.rawValue)")
  }

  @Test func fallPlotGoldenWithColour() {
    Golden.check(Fixtures.fallPlot().render(width: 80, height: 24,
                                            options: RenderOptions(backend: .braille, colorMode: .ansi256)),
                 named: "lineplot-fall-braille-ansi256")
  }

  @Test func velocityPlotWithYUpGolden() {
    let fall = Fixtures.fall()
    let plot = LinePlot(title: "Velocity", xLabel: "t (s)", yLabel: "v (pt/s)",
                        series: [PlotSeries(label: "fallingButton.vy", x: fall.t, y: fall.v)],
                        referenceLines: [.horizontal(y: 0, label: "rest")],
                        events: fall.bounces.map { EventMark(x: $0, label: "bounce") })
    Golden.check(plot.render(width: 64, height: 18), named: "lineplot-velocity")
  }

  @Test func fourSeriesWithoutColourGetFourPatternsAndMarkers() {
    let t = (0...200).map { Double($0) / 40 }
    let series = (0..<4).map { k in
      PlotSeries(label: "s\(k + 1)", x: t, y: t.map { sin($0 + Double(k) * 0.8) * Double(4 - k) })
    }
    let lines = LinePlot(title: "Four series", xLabel: "t (s)", yLabel: "a.u.", series: series)
      .render(width: 72, height: 20, options: .plain(.ascii))
    Golden.check(lines, named: "lineplot-four-series-ascii")
    let header = lines[1]
    #expect(header.contains("--- s1") && header.contains("-+- s2") && header.contains(".x. s3")
            && header.contains("-*- s4"))
    #expect(lines.contains { $0.contains("+") } && lines.contains { $0.contains("x") })
  }

  @Test func emptyPlotShowsAClearMessage() {
    let lines = LinePlot(title: "Nothing", series: []).render(width: 40, height: 6)
    Golden.check(lines, named: "lineplot-empty")
    #expect(lines.contains { $0.contains("(no data to plot)") })
    let empty = LinePlot(series: [PlotSeries(label: "a", x: [], y: [])]).render(width: 40, height: 3)
    #expect(empty.contains { $0.contains("(no data to plot)") })
  }

  @Test func allNaNDataShowsNoFiniteDataMessage() {
    let plot = LinePlot(series: [PlotSeries(label: "a", values: [.nan, .infinity, -.infinity])])
    let lines = plot.render(width: 40, height: 5)
    Golden.check(lines, named: "lineplot-all-nan")
    #expect(lines.contains { $0.contains("(no finite data to plot)") })
  }

  @Test func constantSeriesGetsARangeAroundItsValue() {
    let plot = LinePlot(title: "Resting", xLabel: "t (s)", yLabel: "y (pt)",
                        series: [PlotSeries(label: "y", values: Array(repeating: 538, count: 50),
                                            step: 0.02)])
    let lines = plot.render(width: 50, height: 12)
    Golden.check(lines, named: "lineplot-constant")
    #expect(lines.contains { $0.contains("538") || $0.contains("540") })
  }

  @Test func singlePointIsDrawnAsAMarker() {
    let lines = LinePlot(title: "One sample", series: [PlotSeries(label: "p", x: [0.5], y: [3])])
      .render(width: 40, height: 10)
    Golden.check(lines, named: "lineplot-single-point")
    #expect(lines.contains { $0.contains("•") })
  }

  @Test func infiniteAndNaNSamplesBreakTheCurveButKeepTheRest() {
    var y = (0..<60).map { sin(Double($0) / 6) }
    y[20] = .nan
    y[21] = .infinity
    y[40] = -.infinity
    let lines = LinePlot(title: "Gaps", series: [PlotSeries(label: "sin", values: y, step: 0.1)])
      .render(width: 60, height: 12)
    Golden.check(lines, named: "lineplot-gaps")
    #expect(lines.contains { $0.hasPrefix("-1 ┤") } && lines.contains { $0.hasPrefix(" 1 ┤") })
    // The curve has gaps: no dots in the columns of the non-finite samples.
    #expect(lines.allSatisfy { $0.unicodeScalars.count == 60 })
  }

  @Test func zeroWidthXRangeStillPlots() {
    let lines = LinePlot(series: [PlotSeries(label: "v", x: [2, 2, 2], y: [1, 5, 3])])
      .render(width: 30, height: 8)
    #expect(lines.count == 8)
    #expect(lines.allSatisfy { $0.unicodeScalars.count == 30 })
    #expect(lines.contains { $0.contains("2") })
  }

  @Test func tinyPlotsDropDecorationsButKeepTheirSize() {
    let plot = Fixtures.fallPlot()
    for (width, height) in [(1, 1), (2, 1), (7, 3), (10, 4), (20, 5)] {
      let lines = plot.render(width: width, height: height)
      #expect(lines.count == height)
      #expect(lines.allSatisfy { $0.unicodeScalars.count == width })
    }
    Golden.check(plot.render(width: 24, height: 6), named: "lineplot-tiny-24x6")
    #expect(plot.render(width: 0, height: 3) == ["", "", ""])
    #expect(plot.render(width: 10, height: 0).isEmpty)
  }

  @Test func yAxisPointingDownPutsLargerValuesLower() {
    var plot = LinePlot(series: [PlotSeries(label: "", x: [0, 1], y: [0, 568])])
    plot.yPointsDown = true
    let down = plot.render(width: 40, height: 12)
    let zeroRow = down.firstIndex { $0.hasPrefix("  0 ┤") }
    let bottomRow = down.firstIndex { $0.hasPrefix("600 ┤") }
    #expect(zeroRow != nil && bottomRow != nil)
    #expect((zeroRow ?? 0) < (bottomRow ?? 0))
    plot.yPointsDown = false
    let up = plot.render(width: 40, height: 12)
    #expect((up.firstIndex { $0.hasPrefix("600 ┤") } ?? 99) < (up.firstIndex { $0.hasPrefix("  0 ┤") } ?? 0))
  }

  @Test func referenceLineLabelSitsAtTheRightEnd() {
    let lines = Fixtures.fallPlot().render(width: 80, height: 24)
    let row = lines.first { $0.contains("screen bottom 568") }
    #expect(row?.hasSuffix("screen bottom 568 │") == true)
  }

  @Test func eventMarksAppearOnTheTopBorder() {
    let lines = Fixtures.fallPlot().render(width: 80, height: 24)
    let top = lines.first { $0.contains("┌") }
    #expect(top?.contains("▼") == true)
    let ascii = Fixtures.fallPlot().render(width: 80, height: 24, options: .plain(.ascii))
    #expect(ascii.contains { $0.hasPrefix("    +") && $0.contains("v") })
  }

  @Test func asciiBackEndOutputIsSevenBitASCII() {
    let lines = Fixtures.fallPlot().render(width: 80, height: 24, options: .plain(.ascii))
    #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } })
  }

  @Test func fixedRangesClipTheData() {
    var plot = Fixtures.fallPlot()
    plot.xRange = 0.5...1.5
    plot.yRange = 300...600
    let lines = plot.render(width: 60, height: 16)
    #expect(lines.count == 16 && lines.allSatisfy { $0.unicodeScalars.count == 60 })
    #expect(lines.contains { $0.contains("0.6") && $0.contains("1.4") })
    #expect(lines.contains { $0.hasPrefix("300 ┤") } && lines.contains { $0.hasPrefix("600 ┤") })
  }

  @Test func renderingIsDeterministic() {
    let options = RenderOptions(backend: .braille, colorMode: .truecolor)
    #expect(Fixtures.fallPlot().render(width: 80, height: 24, options: options)
            == Fixtures.fallPlot().render(width: 80, height: 24, options: options))
  }
}

@Suite("Trajectory plots")
struct TrajectoryPlotTests {
  static func plot() -> LinePlot {
    let fall = Fixtures.fall()
    let x = fall.t.map { 80 + $0 * 60 }
    return LinePlot.trajectory(title: "Path of the button", xLabel: "x (pt)", yLabel: "y (pt)",
                          series: [PlotSeries(label: "centre", x: x, y: fall.y)],
                          referenceLines: [.horizontal(y: 568, label: "floor")],
                          events: fall.bounces.map {
                            EventMark(x: 80 + $0 * 60, y: 538, label: "collision")
                          })
  }

  @Test(arguments: [CanvasBackend.braille, .ascii])
  func trajectoryGolden(backend: CanvasBackend) {
    Golden.check(Self.plot().render(width: 60, height: 22, options: .plain(backend)),
                 named: "trajectory-\(backend.rawValue)")
  }

  @Test func equalAspectMakesUnitsEquallyLongAcrossAndDown() {
    let square = (0...40).map { Double($0) * 2.5 }
    let path = PlotSeries(label: "", x: square + square.map { _ in 100 }, y: square.map { _ in 0 } + square)
    let plot = LinePlot.trajectory(series: [path], yPointsDown: false, markEnds: false)
    let grid = PlotRenderer.grid(plot, width: 60, height: 24, options: .plain(.braille))
    // The horizontal leg (100 units) and the vertical leg (100 units) must look equally long.
    var rowsWithDots = Set<Int>()
    var columnsWithDots = Set<Int>()
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        if let glyph = grid.character(column: column, row: row), (0x2801...0x28FF).contains(glyph.value) {
          rowsWithDots.insert(row)
          columnsWithDots.insert(column)
        }
      }
    }
    let width = Double(columnsWithDots.count)
    let height = Double(rowsWithDots.count) * Canvas.cellAspect
    #expect(abs(width - height) <= 2.5, "\(width) vs \(height)")
  }

  @Test func startAndEndAreMarked() {
    let lines = Self.plot().render(width: 60, height: 22)
    #expect(lines.contains { $0.contains("○") } && lines.contains { $0.contains("●") })
    #expect(lines.contains { $0.contains("×") })
  }
}
