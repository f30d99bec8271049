import Foundation
import Testing
@testable import TerminalGraphics

@Suite("Terminal facts")
struct TerminalInfoTests {
  @Test(arguments: [
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, ColorMode.truecolor),
    (["TERM": "xterm", "COLORTERM": "24bit"], true, .truecolor),
    (["TERM": "xterm-256color"], true, .ansi256),
    (["TERM": "screen-256color"], true, .ansi256),
    (["TERM": "xterm"], true, .ansi16),
    (["TERM": "linux"], true, .ansi16),
    (["TERM": "dumb", "COLORTERM": "truecolor"], true, .none),
    (["TERM": "xterm-256color", "NO_COLOR": "1"], true, .none),
    (["TERM": "xterm-256color", "NO_COLOR": ""], true, .ansi256),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], false, .none),
    ([:], true, .none),
  ])
  func colourDepthFollowsTheEnvironmentRules(environment: [String: String], isTTY: Bool,
                                              expected: ColorMode) {
    #expect(TerminalInfo.detect(environment: environment, isTTY: isTTY).colorMode == expected)
  }

  @Test func sizePrefersTheWindowThenColumnsAndLinesThenEightyByTwentyFour() {
    let env = ["COLUMNS": "132", "LINES": "50", "TERM": "xterm"]
    #expect(TerminalInfo.detect(environment: env, isTTY: true,
                                windowSize: TerminalSize(columns: 100, rows: 30)).size
            == TerminalSize(columns: 100, rows: 30))
    #expect(TerminalInfo.detect(environment: env, isTTY: true).size
            == TerminalSize(columns: 132, rows: 50))
    #expect(TerminalInfo.detect(environment: [:], isTTY: true).size == TerminalSize(columns: 80, rows: 24))
  }

  @Test func invalidSizesAreIgnoredPerDimension() {
    let env = ["COLUMNS": "abc", "LINES": " 40 "]
    let size = TerminalInfo.detect(environment: env, isTTY: false,
                                   windowSize: TerminalSize(columns: 0, rows: 0)).size
    #expect(size == TerminalSize(columns: 80, rows: 40))
    #expect(TerminalInfo.detect(environment: ["COLUMNS": "-5"], isTTY: false).columns == 80)
  }

  @Test func interactiveOnlyOnATTYThatIsNotDumb() {
    #expect(TerminalInfo.detect(environment: ["TERM": "xterm"], isTTY: true).isInteractive)
    #expect(!TerminalInfo.detect(environment: ["TERM": "xterm"], isTTY: false).isInteractive)
    #expect(!TerminalInfo.detect(environment: ["TERM": "dumb"], isTTY: true).isInteractive)
    // NO_COLOR turns colour off but playback still runs.
    #expect(TerminalInfo.detect(environment: ["TERM": "xterm", "NO_COLOR": "1"], isTTY: true)
      .isInteractive)
  }

  @Test func asciiSwitchForcesTheAsciiBackEnd() {
    let info = TerminalInfo.detect(environment: ["TERM": "xterm-256color"], isTTY: true)
    #expect(RenderOptions(terminal: info).backend == .braille)
    #expect(RenderOptions(terminal: info, forceASCII: true).backend == .ascii)
    #expect(RenderOptions(terminal: info, forceASCII: true).colorMode == .ansi256)
  }

  @Test func currentTerminalDoesNotCrashAndHasAPositiveSize() {
    let info = TerminalInfo.current()
    #expect(info.columns > 0 && info.rows > 0)
  }
}

@Suite("Colours and escapes")
struct ColorTests {
  @Test func namedColoursUseTheSixteenStandardCodesInEveryMode() {
    #expect(TerminalColor.red.foregroundEscape(in: .ansi16) == "\u{1B}[31m")
    #expect(TerminalColor.red.foregroundEscape(in: .truecolor) == "\u{1B}[31m")
    #expect(TerminalColor.brightBlack.foregroundEscape(in: .ansi256) == "\u{1B}[90m")
    #expect(TerminalColor.red.foregroundEscape(in: .none) == "")
  }

  @Test func rgbColoursAreExactInTruecolorAndApproximatedOtherwise() {
    let orange = TerminalColor.rgb(255, 128, 0)
    #expect(orange.foregroundEscape(in: .truecolor) == "\u{1B}[38;2;255;128;0m")
    #expect(orange.foregroundEscape(in: .ansi256) == "\u{1B}[38;5;214m")
    #expect(TerminalColor.rgb(250, 10, 10).foregroundEscape(in: .ansi16) == "\u{1B}[91m")
  }

  @Test func noColourModeProducesZeroEscapeBytes() {
    let options = RenderOptions(backend: .braille, colorMode: .none)
    let lines = Fixtures.fallPlot().render(width: 80, height: 24, options: options)
      + SceneDrawing(scene: Fixtures.fullScene()).render(width: 60, height: 30, options: options)
    #expect(!lines.contains { ANSI.containsEscape($0) })
  }

  @Test func colourNeverLeaksPastTheEndOfALine() {
    let lines = Fixtures.fallPlot().render(width: 80, height: 24,
                                           options: RenderOptions(colorMode: .ansi16))
      + SceneDrawing(scene: Fixtures.fullScene()).render(width: 60, height: 30,
                                                          options: RenderOptions(colorMode: .truecolor))
    #expect(lines.contains { ANSI.containsEscape($0) })
    for line in lines {
      guard let last = line.range(of: "\u{1B}[", options: .backwards) else { continue }
      #expect(line[last.lowerBound...].hasPrefix(ANSI.reset), "line leaks colour: \(line.debugDescription)")
    }
  }

  @Test func stripAndDisplayWidthIgnoreEscapes() {
    let text = "\u{1B}[36m⣿⣿\u{1B}[0m ab\u{1B}]0;title\u{07}"
    #expect(ANSI.strip(text) == "⣿⣿ ab")
    #expect(ANSI.displayWidth(text) == 5)
    #expect(ANSI.truncate(text, toWidth: 2) == "\u{1B}[36m⣿⣿\u{1B}[0m\u{1B}]0;title\u{07}\u{1B}[0m")
  }
}
