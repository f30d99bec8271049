import Foundation
import Testing
@testable import TerminalGraphics

@Suite("Canvas")
struct CanvasTests {
  @Test(arguments: CanvasBackend.allCases)
  func backEndHasTheDocumentedDotsPerCell(backend: CanvasBackend) {
    let expected: (Int, Int) = switch backend {
    case .braille: (2, 4)
    case .quadrant: (2, 2)
    case .halfBlock: (1, 2)
    case .ascii: (2, 2)
    }
    #expect(backend.dotsPerColumn == expected.0 && backend.dotsPerRow == expected.1)
    let canvas = Canvas(columns: 7, rows: 3, backend: backend)
    #expect(canvas.dotColumns == 7 * expected.0 && canvas.dotRows == 3 * expected.1)
  }

  @Test func brailleDotsFollowTheUnicodeDotNumbering() {
    var canvas = Canvas(columns: 1, rows: 1, backend: .braille)
    canvas.setDot(x: 0, y: 0)
    #expect(canvas.render() == ["⠁"])
    canvas.setDot(x: 1, y: 3)
    #expect(canvas.render() == ["⢁"])
    for y in 0..<4 { for x in 0..<2 { canvas.setDot(x: x, y: y) } }
    #expect(canvas.render() == ["⣿"])
  }

  @Test func quadrantHalfBlockAndAsciiGlyphsMatchTheirDots() {
    var quadrant = Canvas(columns: 2, rows: 1, backend: .quadrant)
    quadrant.setDot(x: 0, y: 0)
    quadrant.setDot(x: 0, y: 1)
    quadrant.setDot(x: 3, y: 1)
    #expect(quadrant.render() == ["▌▗"])
    var half = Canvas(columns: 2, rows: 1, backend: .halfBlock)
    half.setDot(x: 0, y: 0)
    half.setDot(x: 1, y: 1)
    #expect(half.render() == ["▀▄"])
    var ascii = Canvas(columns: 3, rows: 1, backend: .ascii)
    ascii.line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 1))   // "\"
    ascii.line(from: CGPoint(x: 2, y: 1), to: CGPoint(x: 3, y: 1))   // "_"
    ascii.line(from: CGPoint(x: 5, y: 0), to: CGPoint(x: 5, y: 1))   // "|"
    #expect(ascii.render() == ["\\_|"])
  }

  @Test func linesAreClippedToTheCanvas() {
    var canvas = Canvas(columns: 10, rows: 2, backend: .braille)
    canvas.line(from: CGPoint(x: -1000, y: 5), to: CGPoint(x: 1000, y: 5))
    #expect(canvas.litDotCount == canvas.dotColumns)
    for x in 0..<canvas.dotColumns { #expect(canvas.isDotSet(x: x, y: 5)) }
    canvas.line(from: CGPoint(x: -50, y: -50), to: CGPoint(x: -1, y: 100))
    canvas.line(from: CGPoint(x: 0, y: 9), to: CGPoint(x: 100, y: 9))
    #expect(canvas.litDotCount == canvas.dotColumns)
  }

  @Test func hugeAndNonFiniteCoordinatesNeverTrapOrDrawOutside() {
    var canvas = Canvas(columns: 5, rows: 3, backend: .braille)
    canvas.line(from: CGPoint(x: -1e308, y: -1e308), to: CGPoint(x: 1e308, y: 1e308))
    canvas.line(from: CGPoint(x: Double.nan, y: 1), to: CGPoint(x: 3, y: 3))
    canvas.point(CGPoint(x: Double.infinity, y: 0))
    canvas.circle(center: CGPoint(x: 5, y: 5), radius: 1e300, filled: true)
    canvas.rectangle(center: CGPoint(x: 1e200, y: -1e200), size: CGSize(width: 1e300, height: 3),
                     angle: .nan, filled: true)
    canvas.text("far away", at: CGPoint(x: -1e300, y: 1e300))
    canvas.arrow(from: CGPoint(x: 0, y: 0), to: CGPoint(x: Double.infinity, y: 2))
    let lines = canvas.render()
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.unicodeScalars.count == 5 })
  }

  @Test func textIsClippedAtTheEdges() {
    var canvas = Canvas(columns: 6, rows: 2, backend: .braille)
    canvas.text("hello world", column: 3, row: 0)
    canvas.text("xy", column: -1, row: 1)
    canvas.text("zz", column: 0, row: 5)
    #expect(canvas.render() == ["   hel", "y     "])
  }

  @Test(arguments: CanvasBackend.allCases)
  func squareInThePhoneSceneLooksSquare(backend: CanvasBackend) {
    for (columns, rows) in [(40, 20), (80, 24), (30, 40), (120, 40)] {
      let mapping = CanvasMapping.fit(world: CGRect(x: 0, y: 0, width: 320, height: 568),
                                      columns: columns, rows: rows, backend: backend)
      var canvas = Canvas(columns: columns, rows: rows, backend: backend, mapping: mapping)
      canvas.rectangle(CGRect(x: 110, y: 234, width: 100, height: 100), filled: true)
      // Measure the lit dots and convert to cell widths (a cell is twice as tall as wide).
      var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
      for y in 0..<canvas.dotRows {
        for x in 0..<canvas.dotColumns where canvas.isDotSet(x: x, y: y) {
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = max(maxY, y)
        }
      }
      let width = Double(maxX - minX + 1) / Double(backend.dotsPerColumn)
      let height = Double(maxY - minY + 1) / Double(backend.dotsPerRow) * Canvas.cellAspect
      #expect(abs(width - height) <= 1.0, "\(backend) \(columns)×\(rows): \(width) vs \(height)")
    }
  }

  @Test func fitLetterboxesAndCentresTheScene() {
    let mapping = CanvasMapping.fit(world: CGRect(x: 0, y: 0, width: 320, height: 568),
                                    columns: 80, rows: 24, backend: .braille)
    // Height limits: 568 pt over 96 dot rows; width is centred.
    #expect(abs(mapping.dotY(0) - 0) < 0.5)
    #expect(abs(mapping.dotY(568) - 95) < 0.5)
    let left = mapping.dotX(0)
    let right = mapping.dotX(320)
    #expect(abs((left + right) / 2 - 79.5) <= 1)
    #expect(mapping.yPointsDown)
  }

  @Test func fillMapsRangeEndsToTheFirstAndLastDots() {
    let mapping = CanvasMapping.fill(x: 0...10, y: 0...100, dotColumns: 21, dotRows: 11,
                                     yPointsDown: false)
    #expect(mapping.dotX(0) == 0 && mapping.dotX(10) == 20)
    #expect(mapping.dotY(0) == 10 && mapping.dotY(100) == 0)
    let down = CanvasMapping.fill(x: 0...10, y: 0...100, dotColumns: 21, dotRows: 11,
                                  yPointsDown: true)
    #expect(down.dotY(0) == 0 && down.dotY(100) == 10)
    #expect(abs(down.worldY(down.dotY(37)) - 37) < 1e-9)
  }

  @Test func rotationIsClockwiseOnScreenWithYDown() {
    let corners = Canvas.rectangleCorners(center: .zero, size: CGSize(width: 2, height: 0),
                                          angle: .pi / 2)
    // The right end (1, 0) turns a quarter clockwise on screen: to (0, 1), below the centre.
    #expect(abs(Double(corners[1].x)) < 1e-12 && abs(Double(corners[1].y) - 1) < 1e-12)
  }

  @Test func filledShapesLightTheirInterior() {
    var canvas = Canvas(columns: 10, rows: 5, backend: .braille)
    canvas.rectangle(CGRect(x: 2, y: 2, width: 10, height: 10), filled: true)
    for y in 2...12 { for x in 2...12 { #expect(canvas.isDotSet(x: x, y: y)) } }
    #expect(canvas.litDotCount == 121)
  }

  @Test func dashedAndDottedLinesLightFewerDotsThanSolid() {
    func count(_ style: LineStyle) -> Int {
      var canvas = Canvas(columns: 30, rows: 1, backend: .braille)
      canvas.line(from: CGPoint(x: 0, y: 1), to: CGPoint(x: 59, y: 1), style: style)
      return canvas.litDotCount
    }
    #expect(count(.solid) == 60)
    #expect(count(.dashed) < 60 && count(.dotted) < count(.dashed))
  }

  @Test(arguments: CanvasBackend.allCases)
  func canvasGoldenForEachBackEnd(backend: CanvasBackend) {
    Golden.check(Self.sampleCanvas(backend).render(), named: "canvas-\(backend.rawValue)")
  }

  @Test func canvasGoldenWithColour() {
    Golden.check(Self.sampleCanvas(.braille).render(colorMode: .ansi256), named: "canvas-braille-ansi256")
  }

  /// Every primitive once, in a 320 × 568 world fitted into 40 × 16 cells.
  static func sampleCanvas(_ backend: CanvasBackend) -> Canvas {
    let world = CGRect(x: 0, y: 0, width: 320, height: 568)
    var canvas = Canvas(columns: 40, rows: 16, backend: backend,
                        mapping: .fit(world: world, columns: 40, rows: 16, backend: backend))
    canvas.rectangle(world)
    canvas.rectangle(center: CGPoint(x: 110, y: 130), size: CGSize(width: 120, height: 60),
                     angle: 0.4, color: .cyan)
    canvas.circle(center: CGPoint(x: 230, y: 150), radius: 60, color: .magenta)
    canvas.ellipse(center: CGPoint(x: 100, y: 380), radiusX: 70, radiusY: 35, angle: -0.3,
                   color: .green, filled: true)
    canvas.arrow(from: CGPoint(x: 180, y: 420), to: CGPoint(x: 290, y: 300), color: .yellow)
    canvas.polyline((0...16).map { CGPoint(x: 20 + Double($0) * 17, y: 520 - 30 * sin(Double($0) / 2)) },
                    color: .blue, style: .dashed)
    canvas.point(CGPoint(x: 300, y: 20), color: .red)
    canvas.text("label", at: CGPoint(x: 110, y: 130), alignment: .center)
    return canvas
  }
}
