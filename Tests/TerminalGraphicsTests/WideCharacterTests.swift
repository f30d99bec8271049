import Foundation
import Testing
@testable import TerminalGraphics

/// Korean, Chinese and Russian text in grids, wrapping, status lines, plots and scenes: every line
/// keeps its width in display columns, and no wide character is ever cut in half.
@Suite("Wide characters")
struct WideCharacterTests {
  static let korean = "상자가 떨어지면서 속도가 점점 빨라지고 바닥에 닿으면 튀어 오릅니다"
  static let chinese = "物体在重力作用下加速下落，碰到地面后反弹，每次反弹的高度都比上一次低。"
  static let russian = "Кнопка падает всё быстрее, ударяется о нижнюю границу и отскакивает"

  @Test("a TextGrid gives a wide character two cells and renders exactly its columns")
  func gridWithWideCharacters() {
    var grid = TextGrid(columns: 10, rows: 2)
    #expect(grid.write("가나a", column: 1, row: 0) == 5)
    #expect(grid.lines() == [" 가나a    ", "          "])
    #expect(grid.character(column: 1, row: 0) == "가" && grid.character(column: 2, row: 0) == nil)
    #expect(Fixtures.widths(grid.lines()) == [10, 10])
    // A wide character at the last column has no room for its second half: a space.
    grid.write("x漢", column: 8, row: 1)
    #expect(grid.lines()[1] == "        x ")
  }

  @Test("writing over half of a wide character blanks its other half")
  func overwritingHalf() {
    var grid = TextGrid(columns: 6, rows: 1)
    grid.write("漢字", column: 0, row: 0)
    grid.put("x", column: 1, row: 0)  // the second half of 漢
    #expect(grid.lines() == [" x字  "])
    grid.put("y", column: 2, row: 0)  // the first half of 字
    #expect(grid.lines() == [" xy   "])
    grid.write("가", column: 1, row: 0)  // covers x and y
    #expect(grid.lines() == [" 가   "])
    var placed = TextGrid(columns: 4, rows: 1)
    placed.write("ab", column: 0, row: 0)
    placed.place(grid, column: -2, row: 0)  // 가 starts at -1: its visible half is a space
    #expect(placed.lines() == ["    "])
    #expect(Fixtures.widths(placed.lines()) == [4])
  }

  @Test("combining marks ride on their character; maxWidth never splits a wide character")
  func marksAndMaxWidth() {
    var grid = TextGrid(columns: 6, rows: 1)
    #expect(grid.write("e\u{301}가", column: 0, row: 0) == 3)
    #expect(grid.lines() == ["e\u{301}가   "])
    grid.write("z", column: 0, row: 0)
    #expect(grid.lines() == ["z가   "], "the mark goes with the character it was on")
    var clipped = TextGrid(columns: 6, rows: 1)
    #expect(clipped.write("가나다", column: 0, row: 0, maxWidth: 3) == 3)
    #expect(clipped.lines() == ["가    "])
  }

  @Test("colours: a wide character keeps one colour escape and the line its width")
  func colouredWideCharacters() {
    var grid = TextGrid(columns: 5, rows: 1)
    grid.write("가", column: 0, row: 0, color: .red)
    grid.write("b", column: 2, row: 0, color: .green)
    let line = grid.lines(colorMode: .ansi16)[0]
    #expect(ANSI.displayWidth(line) == 5)
    #expect(ANSI.strip(line) == "가b  ")
  }

  @Test("the canvas text layer: wide glyphs take two cells and cover the dots under both")
  func canvasText() {
    var canvas = Canvas(columns: 6, rows: 1, backend: .braille)
    canvas.line(from: CGPoint(x: 0, y: 1), to: CGPoint(x: 11, y: 1))
    canvas.text("가a", column: 1, row: 0)
    let line = canvas.render()[0]
    #expect(ANSI.displayWidth(line) == 6)
    #expect(line.hasPrefix("⠒가a"), "\(line)")
    #expect(!canvas.isBlank(column: 2, row: 0) && canvas.hasGlyph(column: 2, row: 0))
    canvas.putGlyph("•", column: 2, row: 0)  // over the second half of 가
    #expect(canvas.render()[0].hasPrefix("⠒ •a"), "\(canvas.render()[0])")
    canvas.text("漢", column: 5, row: 0)  // no room for its second half
    #expect(ANSI.displayWidth(canvas.render()[0]) == 6)
    var clipped = Canvas(columns: 4, rows: 1, backend: .ascii)
    clipped.text("가나", column: -1, row: 0)
    #expect(clipped.render() == [" 나 "])
  }

  @Test("wrapping Korean, Chinese and Russian never gives a line wider than asked, and keeps every character",
        arguments: [1, 2, 3, 5, 8, 13, 20, 40])
  func wrapping(width: Int) {
    for text in [Self.korean, Self.chinese, Self.russian] {
      let lines = TextWrap.lines(text, width: width, indent: 2)
      for line in lines { #expect(DisplayWidth.of(line) <= width, "\(width): \(line)") }
      if width > 1 {
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
      }
    }
    #expect(TextWrap.lines("상자의 윗변 위치", width: 8) == ["상자의", "윗변", "위치"])
    #expect(TextWrap.lines("弹簧振子", width: 5) == ["弹簧", "振子"])
  }

  @Test("a status line with Hangul fits its width and gives way by pieces", arguments: 0...44)
  func statusLineWithHangul(width: Int) {
    let status = StatusLine([.time(1.5), StatusLine.Piece("아무 키나 누르면 멈춥니다", "멈춤: 아무 키"),
                             StatusLine.Piece("x2")])
    let text = status.text(width: width)
    #expect(DisplayWidth.of(text) <= width)
    #expect(DisplayWidth.of(status.render(width: width, centredOver: 30)) == width)
    if width >= 43 { #expect(text == "t = 1.50 s   아무 키나 누르면 멈춥니다   x2") }
    if width == 39 { #expect(text == "t = 1.50 s 아무 키나 누르면 멈춥니다 x2") }
    if width == 38 { #expect(text == "t = 1.50 s   아무 키나 누르면 멈춥니다") }
    if width == 30 { #expect(text == "t = 1.50 s   멈춤: 아무 키") }
  }

  static func hangulPlot() -> LinePlot {
    let t = (0...50).map { Double($0) / 10 }
    return LinePlot(title: "버튼 윗변의 위치 y(t): 아래쪽이 +y", xLabel: "시간 t (초)", yLabel: "위치 (pt)",
                        series: [PlotSeries(label: "버튼.윗변", x: t, y: t.map { $0 * $0 })],
                        events: [EventMark(x: 2, label: "바닥에 닿음")])
  }

  @Test("a plot with a Hangul title, labels and legend keeps every line at the width",
        arguments: [24, 40, 61, 80])
  func plotWithHangul(width: Int) {
    let lines = Self.hangulPlot().render(width: width, height: 20, options: .plain(.braille))
    #expect(lines.count == 20)
    #expect(Fixtures.widths(lines) == Array(repeating: width, count: 20), "\(lines.joined(separator: "\n"))")
    let text = lines.joined(separator: "\n")
    #expect(text.contains("버튼.윗변") && text.contains("위치"))
  }

  @Test("golden: a plot in Korean, braille")
  func hangulPlotGolden() {
    Golden.check(Self.hangulPlot().render(width: 60, height: 16, options: .plain(.braille)), named: "lineplot-hangul-braille")
  }

  static func labelledScene() -> Scene {
    var scene = Scene()
    scene.items = [.rectangle(frame: CGRect(x: 40, y: 100, width: 120, height: 40), label: "떨어지는버튼"),
                   .circle(center: CGPoint(x: 200, y: 300), radius: 20, label: "弹簧球"),
                   .rectangle(frame: CGRect(x: -200, y: 100, width: 50, height: 50), label: "사라짐")]
    return scene
  }

  @Test("golden: a scene labelled in Korean and Chinese, braille")
  func labelledSceneGolden() {
    Golden.check(SceneDrawing(scene: Self.labelledScene()).render(width: 40, height: 24, options: .plain(.braille)),
                 named: "scene-labels-hangul-braille")
  }

  @Test("scene labels in Hangul and Han are placed whole at any size", arguments: [(24, 16), (40, 24), (60, 30)])
  func sceneLabels(size: (Int, Int)) {
    let scene = Self.labelledScene()
    let lines = SceneDrawing(scene: scene).render(width: size.0, height: size.1, options: .plain())
    #expect(Fixtures.widths(lines) == Array(repeating: size.0, count: size.1))
    let text = lines.joined(separator: "\n")
    #expect(text.contains("떨어지는버튼") && text.contains("弹簧球") && text.contains("사라짐"))
  }
}
