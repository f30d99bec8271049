import Foundation
import TerminalGraphics
import Testing
@testable import Tutor

/// The status line `play` shows above the animation (the time, and that any key stops it) is laid out
/// for the terminal's width, not cut to the drawing's, which is only as wide as the scene's aspect needs.
@Suite("The status line of `play`")
struct PlaybackStatusTests {
  static let full = "t = 0.40 s   (any key stops)"

  /// The playback `play` starts at the beginning of the first lesson.
  static func playback() -> LivePlayback? {
    let session = Fixture.session()
    _ = session.start()
    let playback = session.handle("play").playback?.playback
    if playback == nil { Issue.record("play returned no playback") }
    return playback
  }

  /// The lines `playback` draws at scene time 0.4 s on a terminal of `columns` × `rows`.
  static func frame(_ playback: LivePlayback?, columns: Int, rows: Int) -> [String] {
    playback?.frame(LivePlayback.FrameRequest(index: 12, time: 0.4,
                                              size: TerminalSize(columns: columns, rows: rows))) ?? []
  }

  @Test("in a short, wide window the whole status line shows, centred over the window like the drawing")
  func wideTerminalNarrowDrawing() {
    let lines = Self.frame(Self.playback(), columns: 80, rows: 16)
    // The drawing (16 rows of a portrait screen: about 14 columns) is centred in the window's width, its
    // notes beside it; the status line is laid out for the window, not cut to the drawing.
    #expect(lines.first?.trimmingCharacters(in: .whitespaces) == Self.full, "\(lines.first ?? "no lines")")
    #expect(lines.first?.hasPrefix(String(repeating: " ", count: (80 - Self.full.count) / 2) + "t =") == true)
    #expect(lines.allSatisfy { ANSI.displayWidth($0) <= 80 })
  }

  @Test("the status line is still centred over a drawing wide enough for it")
  func centredOverAWideDrawing() {
    let lines = Self.frame(Self.playback(), columns: 100, rows: 30)
    let drawingWidth = lines.dropFirst().map(ANSI.displayWidth).max() ?? 0
    #expect(drawingWidth > Self.full.count)
    let start = String(repeating: " ", count: (drawingWidth - Self.full.count) / 2)
    #expect(lines.first?.hasPrefix(start + Self.full) == true, "\(lines.first ?? "no lines")")
  }

  @Test("in a very narrow window the time stays, the hint goes whole, and no line overflows")
  func narrowTerminals() {
    let playback = Self.playback()
    for columns in 1...40 {
      let lines = Self.frame(playback, columns: columns, rows: 24)
      #expect(lines.count == 22)
      #expect(lines.allSatisfy { ANSI.displayWidth($0) <= columns }, "\(columns) columns")
      let status = lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
      if columns >= 6 { #expect(status.contains("0.40 s"), "\(columns) columns: \(status)") }
      #expect(status.contains("(any key stops)") || !status.contains("("), "\(columns) columns: \(status)")
      #expect(!status.hasSuffix("t = 0.40"), "\(columns) columns: the unit was cut off")
    }
  }
}
