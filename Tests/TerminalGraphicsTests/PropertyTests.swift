import Foundation
import TestSupport
import Testing
@testable import TerminalGraphics

/// Random data (including NaN, ±∞ and extreme values) and random sizes from 1 × 1 to 300 × 100:
/// nothing traps and every render has exactly the requested number of lines, each exactly the
/// requested display width.
@Suite("Properties")
struct PropertyTests {
  static func randomSeries(_ random: inout SplitMix64, index: Int) -> PlotSeries {
    let count = random.int(0...400)
    let nastyX = random.int(0...3) == 0
    let x = (0..<count).map { i in nastyX ? random.nasty() : Double(i) * 0.01 }
    let y = (0..<count).map { _ in random.int(0...4) == 0 ? random.nasty() : random.double(-500...500) }
    return PlotSeries(label: random.int(0...5) == 0 ? "" : "series \(index)", x: x,
                      y: random.int(0...9) == 0 ? Array(y.prefix(count / 2)) : y)
  }

  static func randomOptions(_ random: inout SplitMix64) -> RenderOptions {
    RenderOptions(backend: CanvasBackend.allCases[random.int(0...3)],
                  colorMode: ColorMode.allCases[random.int(0...3)])
  }

  static func expectShape(_ lines: [String], width: Int, height: Int, _ context: String) {
    #expect(lines.count == height, "\(context): \(lines.count) lines")
    for line in lines where ANSI.displayWidth(line) != width {
      Issue.record("\(context): line of width \(ANSI.displayWidth(line)): \(line.debugDescription)")
      return
    }
  }

  @Test(arguments: 0..<4)
  func randomLinePlotsKeepTheirSize(batch: Int) {
    var random = SplitMix64(seed: 1000 + UInt64(batch))
    for round in 0..<60 {
      let width = random.int(1...300)
      let height = random.int(1...100)
      var plot = LinePlot(title: random.int(0...1) == 0 ? nil : "Title \(round)",
                          xLabel: "t (s)", yLabel: random.int(0...3) == 0 ? nil : "y (pt)")
      plot.series = (0..<random.int(0...4)).map { Self.randomSeries(&random, index: $0) }
      plot.yPointsDown = random.int(0...1) == 0
      plot.referenceLines = (0..<random.int(0...2)).map { _ in
        random.int(0...1) == 0 ? .horizontal(y: random.nasty(), label: "ref")
          : .vertical(x: random.nasty(), label: "a long reference label")
      }
      plot.events = (0..<random.int(0...3)).map { _ in
        EventMark(x: random.nasty(), y: random.int(0...2) == 0 ? random.nasty() : nil, label: "e")
      }
      if random.int(0...5) == 0 {
        // Any valid range, including infinite or extreme bounds.
        let (a, b) = (random.nasty(), random.nasty())
        if a <= b { plot.xRange = a...b } else if b <= a { plot.xRange = b...a }
      }
      if random.int(0...5) == 0 {
        let a = random.double(-100...100)
        plot.yRange = a...(a + random.double(0...10))
      }
      let options = Self.randomOptions(&random)
      Self.expectShape(plot.render(width: width, height: height, options: options), width: width,
                       height: height, "line plot \(batch)/\(round) \(width)×\(height) \(options)")
    }
  }

  @Test func randomTrajectoryPlotsKeepTheirSize() {
    var random = SplitMix64(seed: 77)
    for round in 0..<80 {
      let width = random.int(1...300)
      let height = random.int(1...100)
      let plot = LinePlot.trajectory(title: "Path", xLabel: "x (pt)", yLabel: "y (pt)",
                                series: (0..<random.int(0...3)).map {
                                  Self.randomSeries(&random, index: $0)
                                },
                                equalAspect: random.int(0...1) == 0)
      let options = Self.randomOptions(&random)
      Self.expectShape(plot.render(width: width, height: height, options: options), width: width,
                       height: height, "trajectory \(round) \(width)×\(height)")
    }
  }

  static func randomPoint(_ random: inout SplitMix64) -> CGPoint {
    random.int(0...6) == 0 ? CGPoint(x: random.nasty(), y: random.nasty())
      : CGPoint(x: random.double(-50...370), y: random.double(-50...620))
  }

  static func randomScene(_ random: inout SplitMix64) -> Scene {
    var scene = Scene()
    if random.int(0...9) == 0 {
      scene.bounds = CGRect(x: random.nasty(), y: random.nasty(), width: random.nasty(),
                            height: random.nasty())
    }
    scene.items = (0..<random.int(0...60)).map { index in
      SceneItem(shape: random.int(0...1) == 0 ? .rectangle : .ellipse,
                center: randomPoint(&random),
                size: CGSize(width: random.int(0...8) == 0 ? random.nasty() : random.double(0...200),
                             height: random.double(0...120)),
                angle: random.int(0...8) == 0 ? random.nasty() : random.double(-4...4),
                label: random.int(0...2) == 0 ? nil : "item\(index)",
                filled: random.int(0...3) == 0)
    }
    scene.boundaries = (0..<random.int(0...3)).map { _ in
      SceneBoundary(points: (0..<random.int(0...5)).map { _ in randomPoint(&random) },
                    closed: random.int(0...1) == 0, label: "b")
    }
    scene.anchors = (0..<random.int(0...3)).map { _ in SceneAnchor(point: randomPoint(&random), label: "a") }
    scene.attachments = (0..<random.int(0...3)).map { _ in
      SceneAttachment(from: randomPoint(&random), to: randomPoint(&random),
                      style: [.rigid, .spring, .rope][random.int(0...2)])
    }
    scene.snapPoints = (0..<random.int(0...2)).map { _ in SceneSnapPoint(point: randomPoint(&random), label: "s") }
    scene.arrows = (0..<random.int(0...3)).map { _ in
      SceneArrow(from: randomPoint(&random), to: randomPoint(&random), label: "push")
    }
    scene.regions = (0..<random.int(0...2)).map { _ in
      random.int(0...1) == 0
        ? SceneRegion(shape: .circle(center: randomPoint(&random), radius: random.nasty(0...300)), label: "r")
        : SceneRegion(shape: .rectangle(CGRect(origin: randomPoint(&random),
                                               size: CGSize(width: random.nasty(), height: 50))))
    }
    scene.fields = (0..<random.int(0...1)).map { _ in
      SceneVectorField(samples: (0..<random.int(0...30)).map { _ in
        SceneVectorSample(point: randomPoint(&random), dx: random.nasty(), dy: random.nasty(-5...5))
      }, arrowLength: random.int(0...1) == 0 ? nil : random.nasty(0...50))
    }
    scene.trails = (0..<random.int(0...2)).map { _ in
      SceneTrail(points: (0..<random.int(0...50)).map { _ in randomPoint(&random) })
    }
    return scene
  }

  @Test(arguments: 0..<4)
  func randomScenesKeepTheirSize(batch: Int) {
    var random = SplitMix64(seed: 2000 + UInt64(batch))
    for round in 0..<40 {
      let width = random.int(1...300)
      let height = random.int(1...100)
      let scene = Self.randomScene(&random)
      let options = Self.randomOptions(&random)
      let lines = SceneDrawing(scene: scene, caption: random.int(0...1) == 0 ? nil : "t = 1.00 s")
        .render(width: width, height: height, options: options)
      Self.expectShape(lines, width: width, height: height,
                       "scene \(batch)/\(round) \(width)×\(height) \(options)")
    }
  }

  @Test func randomFilmstripsHaveWholePanels() {
    var random = SplitMix64(seed: 31)
    for round in 0..<30 {
      let width = random.int(1...300)
      let panelHeight = random.int(1...40)
      let strip = Filmstrip(frames: (0..<random.int(0...6)).map { index in
        FilmstripFrame(scene: Self.randomScene(&random), time: Double(index) * 0.1)
      }, gap: random.int(0...3))
      let layout = strip.layout(width: width, panelHeight: panelHeight)
      let lines = strip.render(width: width, panelHeight: panelHeight)
      // Whole panels, then the notes for labels that had no room in them.
      #expect(lines.count >= layout.panelRows * panelHeight)
      Self.expectShape(lines, width: width, height: max(lines.count, layout.panelRows * panelHeight),
                       "filmstrip \(round) \(width)×\(panelHeight)")
    }
  }

  @Test func randomCanvasDrawingStaysInside() {
    var random = SplitMix64(seed: 5)
    for _ in 0..<200 {
      let columns = random.int(1...300)
      let rows = random.int(1...100)
      let backend = CanvasBackend.allCases[random.int(0...3)]
      var canvas = Canvas(columns: columns, rows: rows, backend: backend)
      if random.int(0...1) == 0 {
        canvas.mapping = .fit(world: CGRect(x: 0, y: 0, width: 320, height: 568), columns: columns,
                              rows: rows, backend: backend)
      }
      for _ in 0..<20 {
        let a = Self.randomPoint(&random)
        let b = Self.randomPoint(&random)
        switch random.int(0...6) {
        case 0: canvas.line(from: a, to: b, style: LineStyle.allCases[random.int(0...3)])
        case 1: canvas.rectangle(center: a, size: CGSize(width: random.nasty(), height: random.double(0...99)),
                                 angle: random.nasty(), filled: random.int(0...1) == 0)
        case 2: canvas.ellipse(center: a, radiusX: random.nasty(0...200), radiusY: random.double(0...80),
                               angle: random.double(0...7), filled: random.int(0...1) == 0)
        case 3: canvas.arrow(from: a, to: b, headLength: random.nasty(0...5))
        case 4: canvas.text("text label", at: a, alignment: [.left, .center, .right][random.int(0...2)])
        case 5: canvas.polyline((0..<random.int(0...20)).map { _ in Self.randomPoint(&random) },
                                closed: random.int(0...1) == 0)
        default: canvas.point(a)
        }
      }
      let lines = canvas.render(colorMode: .none)
      Self.expectShape(lines, width: columns, height: rows, "canvas \(columns)×\(rows) \(backend)")
      #expect(canvas.litDotCount <= canvas.dotColumns * canvas.dotRows)
    }
  }

  @Test func randomLabelsNeverBreakTheLineWidth() {
    var random = SplitMix64(seed: 9)
    let pieces = ["a", "é", "日本", "🙂", "\u{301}", "\t", "\u{1B}[31m", "\n", "⣿", "─", "ß"]
    for _ in 0..<100 {
      let label = (0..<random.int(0...8)).map { _ in pieces[random.int(0...pieces.count - 1)] }.joined()
      let plot = LinePlot(title: label, xLabel: label, yLabel: label,
                          series: [PlotSeries(label: label, values: [1, 2, 3])],
                          referenceLines: [.horizontal(y: 2, label: label)])
      let width = random.int(1...120)
      let height = random.int(1...40)
      let lines = plot.render(width: width, height: height)
      Self.expectShape(lines, width: width, height: height, "label \(label.debugDescription)")
      #expect(!lines.contains { ANSI.containsEscape($0) })
    }
  }
}
