import Foundation
import Testing
@testable import TerminalGraphics

@Suite("Playback status line")
struct StatusLineTests {
  /// The line `play` shows: the time, then how to stop.
  static let status = StatusLine([.time(0.4), StatusLine.Piece("(any key stops)")])
  static let full = "t = 0.40 s   (any key stops)"

  /// Every line the status may show: whole pieces with gaps of one to three spaces, or nothing.
  static let allowed: Set<String> = {
    var lines: Set<String> = ["", "t = 0.40 s", "0.40 s"]
    for gap in 1...3 {
      for time in ["t = 0.40 s", "0.40 s"] {
        lines.insert(time + String(repeating: " ", count: gap) + "(any key stops)")
      }
    }
    return lines
  }()

  @Test func wideTerminalShowsEveryPieceInFull() {
    #expect(Self.status.text(width: 80) == Self.full)
    #expect(Self.status.text(width: 28) == Self.full)
  }

  @Test func gapsNarrowBeforeAnyPieceGivesWay() {
    #expect(Self.status.text(width: 27) == "t = 0.40 s  (any key stops)")
    #expect(Self.status.text(width: 26) == "t = 0.40 s (any key stops)")
  }

  @Test func leastImportantPieceIsDroppedBeforeTheTimeIsShortened() {
    #expect(Self.status.text(width: 25) == "t = 0.40 s")
    #expect(Self.status.text(width: 10) == "t = 0.40 s")
  }

  @Test func timeTakesItsShortFormWhenTheFullOneDoesNotFitAndIsNeverCut() {
    #expect(Self.status.text(width: 9) == "0.40 s")
    #expect(Self.status.text(width: 6) == "0.40 s")
    #expect(Self.status.text(width: 5) == "")
    #expect(Self.status.text(width: 0) == "")
    #expect(Self.status.text(width: -3) == "")
  }

  @Test func atEveryWidthTheLineFitsAndShowsOnlyWholePieces() {
    for width in -2...60 {
      let text = Self.status.text(width: width)
      #expect(ANSI.displayWidth(text) <= max(0, width), "width \(width): \(text)")
      #expect(Self.allowed.contains(text), "width \(width): \(text)")
      if width >= 6 { #expect(text.contains("0.40 s"), "width \(width): the time must stay") }
      let line = Self.status.render(width: width, centredOver: 12)
      #expect(ANSI.displayWidth(line) == max(0, width), "width \(width): \(line)")
      #expect(line.trimmingCharacters(in: .whitespaces) == text)
    }
  }

  @Test func renderCentresOverTheDrawingWhenItFitsThere() {
    let line = Self.status.render(width: 40, centredOver: 32)
    #expect(line == "  " + Self.full + String(repeating: " ", count: 10))
  }

  @Test func renderUsesTheTerminalWidthWhenTheDrawingIsNarrowerThanTheLine() {
    let line = Self.status.render(width: 40, centredOver: 16)
    #expect(line == Self.full + String(repeating: " ", count: 12))
    #expect(Self.status.render(width: 20, centredOver: 16)
            == "   t = 0.40 s" + String(repeating: " ", count: 7))
  }

  @Test func hostileTextNeverBreaksTheLine() {
    let hostile = StatusLine([
      StatusLine.Piece("\u{1B}[31mred\u{1B}[0m", "red"),
      StatusLine.Piece("e\u{301}mo\u{1F600}ji", "\u{1F600}"),
      StatusLine.Piece("tab\there\nnew\u{7}line"),
      StatusLine.Piece("", ""),
    ])
    for width in 0...40 {
      let text = hostile.text(width: width)
      let line = hostile.render(width: width, centredOver: 5)
      #expect(!ANSI.containsEscape(text) && !ANSI.containsEscape(line))
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 || TextGrid.printable($0) != $0 })
      // Columns, not scalars: the emoji takes two and the combining accent none.
      #expect(DisplayWidth.of(text) <= width, "width \(width): \(text)")
      #expect(DisplayWidth.of(line) == width, "width \(width): \(line)")
    }
    #expect(hostile.text(width: 3) == "red")
  }

  @Test func timeOfAnUnknownInstantStillFits() {
    #expect(StatusLine([.time(.nan)]).text(width: 20) == "t = ? s")
    #expect(StatusLine([.time(.nan)]).text(width: 4) == "? s")
    #expect(StatusLine([.time(-0.0001)]).text(width: 20) == "t = 0.00 s")
  }

  /// Through live playback on the fake terminal: a drawing 8 columns wide in a 40-column window
  /// gets the whole status line above it.
  @Test func playbackShowsTheWholeStatusLineAboveANarrowDrawing() {
    let size = TerminalSize(columns: 40, rows: 6)
    let playback = LivePlayback(duration: 0, holdAtEnd: 0) { request in
      let status = StatusLine([.time(request.time), StatusLine.Piece("(any key stops)")])
      return [status.render(width: request.size.columns, centredOver: 8)]
        + Array(repeating: String(repeating: "#", count: 8), count: 3)
    }
    let terminal = FakeTerminal(size: size)
    #expect(playback.run(on: terminal) == .finished)
    let firstRow = ANSI.moveTo(row: 1, column: 1) + "t = 0.00 s   (any key stops)"
      + String(repeating: " ", count: 12) + ANSI.moveTo(row: 2, column: 1)
    #expect(terminal.output.contains(firstRow))
  }
}
