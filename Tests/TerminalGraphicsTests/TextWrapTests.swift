import Foundation
import Testing
@testable import TerminalGraphics

@Suite("Wrapped titles, legends and captions")
struct TextWrapTests {
  @Test func wrapsAtSpacesWithAContinuationIndent() {
    #expect(TextWrap.lines("Top edges y(t): down is +y, as on screen", width: 20)
            == ["Top edges y(t): down", "is +y, as on screen"])
    #expect(TextWrap.lines("fallingButton hits bounds", width: 16, indent: 2)
            == ["fallingButton", "  hits bounds"])
    #expect(TextWrap.lines("", width: 10) == [""])
  }

  @Test func aWordWiderThanTheLineIsSplitNotDropped() {
    let lines = TextWrap.lines("a supercalifragilistic word", width: 8, indent: 1)
    #expect(lines.allSatisfy { $0.unicodeScalars.count <= 8 })
    #expect(lines.joined().filter { $0 != " " } == "asupercalifragilisticword")
  }

  @Test("at any width every word of the text survives, in order, and no line is too wide",
        arguments: [1, 2, 5, 9, 13, 40])
  func nothingIsLost(width: Int) {
    let text = "Swing angles of the five balls (degrees, positive to the right)"
    let lines = TextWrap.lines(text, width: width, indent: 2)
    #expect(lines.allSatisfy { $0.unicodeScalars.count <= width })
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
  }

  /// The cradle's plot: five series and four event labels.
  static func cradlePlot() -> LinePlot {
    let t = (0...100).map { Double($0) / 25 }
    let series = (0..<5).map { k in
      PlotSeries(label: "ball\(k).swing", x: t, y: t.map { sin($0 * 3 + Double(k)) * 30 })
    }
    let events = (0..<4).map { EventMark(x: 0.2 + 0.01 * Double($0), label: "ball\($0) hits ball\($0 + 1)") }
    return LinePlot(title: "Swing angles of the five balls (degrees, positive to the right)",
                    xLabel: "t (s)", yLabel: "(deg)", series: series, events: events)
  }

  @Test("titles and legends wrap instead of being cut, and no legend entry is dropped",
        arguments: [40, 60, 80, 100])
  func plotHeaderKeepsEverything(width: Int) {
    let lines = Self.cradlePlot().render(width: width, height: 24, options: .plain(.braille))
    #expect(lines.count == 24)
    #expect(lines.allSatisfy { $0.unicodeScalars.count == width })
    let text = lines.prefix(12).joined(separator: "\n")
    for k in 0..<5 { #expect(text.contains("ball\(k).swing"), "ball\(k).swing at \(width)") }
    for k in 0..<4 { #expect(text.contains("▼ ball\(k) hits ball\(k + 1)"), "event \(k) at \(width)") }
    let words = lines.prefix(4).joined(separator: " ").split(separator: " ")
    #expect(words.contains("right)"), "title cut at \(width)")
    #expect(lines.contains { $0.contains("┌") } && lines.contains { $0.contains("└") })
  }

  @Test func theLegendWrapsEntryByEntryUnderItsFirstEntry() {
    let lines = Self.cradlePlot().render(width: 40, height: 24, options: .plain(.ascii))
    Golden.check(lines, named: "lineplot-wrapped-header-ascii")
    let legendRows = lines.filter { $0.contains(".swing") || $0.contains(" hits ") }
    #expect(legendRows.count >= 3)
    let starts = legendRows.map { $0.firstIndex { $0 != " " && $0 != "(" && $0 != "d" && $0 != "e" && $0 != "g" && $0 != ")" } }
    #expect(Set(starts).count == 1, "legend rows start in one column")
  }

  @Test func anEntryWiderThanThePlotWrapsItsLabel() {
    let plot = LinePlot(series: [PlotSeries(label: "a very long series label that cannot fit",
                                            values: [1, 2, 3])])
    let lines = plot.render(width: 20, height: 12, options: .plain(.ascii))
    let header = lines.prefix(4).joined(separator: " ")
    for word in ["very", "long", "series", "label", "cannot", "fit"] {
      #expect(header.contains(word), "\(word) missing")
    }
  }

  @Test func filmstripCaptionsWrapInsteadOfBeingCut() {
    let scene = Scene(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
    let strip = Filmstrip(frames: [FilmstripFrame(scene: scene, caption: "before the first impact"),
                                   FilmstripFrame(scene: scene, caption: "after")])
    let lines = strip.render(width: 24, panelHeight: 8, options: .plain(.ascii))
    let text = lines.joined(separator: " ")
    for word in ["before", "the", "first", "impact", "after"] { #expect(text.contains(word)) }
    #expect(lines.allSatisfy { $0.unicodeScalars.count == 24 })
  }
}
