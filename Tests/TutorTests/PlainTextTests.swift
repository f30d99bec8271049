import Foundation
import LessonReading
import TerminalGraphics
import Testing
@testable import Tutor

/// ASCII mode: chosen where the terminal cannot show more (the locale, `TERM=dumb`) and, once chosen,
/// nothing but 7-bit ASCII in what the learner reads.
@Suite("Plain text where the terminal cannot do better")
struct PlainTextTests {
  /// A session through every command, over several lessons, in English: the commands a learner types.
  static let script: [String] = [
    "help", "help run", "help units", "lessons", "page", "next", "prev", "params", "set gravity.magnitude 4",
    "reset all", "presets", "preset article", "reset", "run", "plot y", "plot speed", "scene 0.5", "play", "live", "code",
    "answer 0.5", "hint", "hint", "solution", "answer 447 ms", "next", "choose a", "next", "check", "edit", "watch", "lang",
    "use lesson", "sandbox",
    "open snap-back", "next", "next", "run", "check", "hint", "solution",
    "open tap-to-push", "next", "tap 100 100", "run", "params",
    "open newtons-cradle", "next", "next", "run", "choose b", "scene 1",
    "open field-gallery", "run", "next", "next", "check", "solution",
    "open spring-fields-pip", "fling 1000 1000", "run", "play 0.5",
    "open cradle-pull-release", "pull 0 -60", "run",
    "open parallax-motion", "run", "open bounce-present", "run", "code", "open collision-modes", "run",
    "nonsense", "set nothing 1", "clear", "quit",
  ]

  /// Everything the session answers to `script` and to opening each lesson, as the program writes it
  /// with `settings` (a playback is its filmstrip, as on a pipe).
  static func output(_ settings: OutputSettings) -> String {
    let session = TutorSession(catalog: settings.shown(CatalogLoader.load(root: Fixture.root)), settings: settings)
    var texts = [session.start()]
    let lessons = session.catalog.entries.map(\.id).map { "open \($0)" }
    for line in script + lessons {
      let response = session.handle(line)
      texts.append(response.text)
      if let playback = response.playback { texts.append(playback.filmstrip) }
    }
    return texts.map { settings.written($0, in: .en) }.joined(separator: "\n")
  }

  @Test("the script uses every command the REPL has")
  func scriptCoversEveryCommand() {
    let typed = Set(Self.script.compactMap { $0.split(separator: " ").first.map(String.init) })
    let missing = CommandRegistry.declarations.map(\.name).filter { !typed.contains($0) }
    #expect(missing.isEmpty, "commands the ASCII session does not use: \(missing)")
  }

  @Test("an ASCII session writes no byte of 0x80 or more, at 80 and at 50 columns")
  func asciiSessionIsPureASCII() {
    for width in [80, 50] {
      let text = Self.output(OutputSettings(width: width, height: 30, ascii: true))
      let offending = text.split(separator: "\n").filter { $0.utf8.contains { $0 >= 0x80 } }
      #expect(offending.isEmpty, "\(offending.count) lines at \(width) columns with non-ASCII:\n\(offending.prefix(8).joined(separator: "\n"))")
      #expect(text.contains("fallingButton-bounds"))
      #expect(text.contains("-- Falling buttons - page 1/11 - 0 of 5 exercises"))
      #expect(text.contains("\"How to use UIKit Dynamics, iOS 7\""), "an article in another script goes by its English title")
    }
  }

  @Test("without ASCII mode the session's text is written as it is")
  func unicodeSessionUnchanged() {
    let settings = OutputSettings.plain
    let session = TutorSession(catalog: settings.shown(CatalogLoader.load(root: Fixture.root)), settings: settings)
    let start = session.start()
    #expect(settings.written(start, in: .en) == start)
    #expect(start.contains("“[iOS7] UIKit Dynamics 사용법” (How to use UIKit Dynamics, iOS 7)"))
  }

  @Test(arguments: [
    (["TERM": "xterm", "LC_ALL": "C"], true),
    (["TERM": "xterm", "LANG": "C"], true),
    (["TERM": "xterm", "LC_CTYPE": "POSIX"], true),
    (["TERM": "xterm", "LANG": "en_US"], true),
    (["TERM": "xterm", "LANG": "en_US.ISO-8859-1"], true),
    (["TERM": "xterm", "LC_ALL": "C", "LANG": "en_US.UTF-8"], true),
    (["TERM": "xterm", "LC_CTYPE": "C", "LANG": "en_US.UTF-8"], true),
    (["TERM": "dumb", "LANG": "en_US.UTF-8"], true),
    (["TERM": "xterm", "LANG": "en_US.UTF-8"], false),
    (["TERM": "xterm", "LANG": "C.utf8"], false),
    (["TERM": "xterm", "LANG": "de_DE.utf-8@euro"], false),
    (["TERM": "xterm", "LC_ALL": "", "LC_CTYPE": "ko_KR.UTF-8", "LANG": "C"], false),
    (["TERM": "xterm", "LC_ALL": "en_US.UTF-8", "LANG": "C"], false),
    (["TERM": "xterm"], false),
    ([:], false),
  ])
  func localeAndTerminalChooseASCII(environment: [String: String], ascii: Bool) {
    let terminal = TerminalInfo.detect(environment: environment, isTTY: true)
    #expect(OutputSettings(terminal: terminal).ascii == ascii, "\(environment)")
    #expect(OutputSettings(terminal: terminal).renderOptions.backend == (ascii ? .ascii : .braille))
    #expect(RenderOptions(terminal: terminal).backend == (ascii ? .ascii : .braille))
    #expect(OutputSettings(terminal: terminal, ascii: true).ascii, "--ascii always wins")
  }

  @Test("punctuation and symbols take their ASCII forms, accents go, other scripts are marked")
  func transliteration() {
    #expect(ASCIIText.transliterated("a–b — “c” ‘d’ 3×4 ±0.1 90° ✔ ✘ θ ω café Straße") ==
      "a-b - \"c\" 'd' 3x4 +/-0.1 90deg [ok] [x] theta omega cafe Strasse")
    #expect(ASCIIText.transliterated("“[iOS7] UIKit Dynamics 사용법”, 샘플 코드, 实战iOS7之UIDynamics, Ознакомительный отрывок.")
      == "\"[iOS7] UIKit Dynamics [Hangul]\", [Hangul], [Han], [Cyrillic].")
    #expect(ASCIIText.transliterated("사용법, и, 你好", keeping: [.hangul]) == "사용법, [Cyrillic], [Han]")
    #expect(ASCIIText.transliterated("┌──┐\n│⠁ │\n└──┘ 👍") == "+--+\n|# |\n+--+ ?")
    let coloured = "\u{1B}[31m✔\u{1B}[0m plain"
    #expect(ASCIIText.transliterated(coloured) == "\u{1B}[31m[ok]\u{1B}[0m plain")
    let plain = "nothing to do here\n  at all"
    #expect(ASCIIText.transliterated(plain) == plain)
  }

  @Test("a table keeps its columns, and a line that grows past the width is broken")
  func layoutIsKept() {
    let table = "  name   range         unit\n  a      0…10          g\n  bb     -6.283…6.283  rad"
    let lines = ASCIIText.transliterated(table).split(separator: "\n")
    #expect(lines[1] == "  a      0..10         g")
    #expect(lines[2] == "  bb     -6.283..6.283 rad")
    let prose = "Known units: s, ms, pt, deg (or °), Hz, and more\n  words after"
    let broken = ASCIIText.transliterated(prose, width: 48)
    #expect(broken.split(separator: "\n").allSatisfy { $0.count <= 48 }, "\(broken)")
    #expect(broken == "Known units: s, ms, pt, deg (or deg), Hz, and\n  more\n  words after")
  }
}
