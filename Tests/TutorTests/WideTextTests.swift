import TerminalGraphics
import Testing
@testable import Tutor

/// The tutor's prose, tables and echoes in Korean, Chinese and Russian: widths are display columns,
/// so no line is wider than the output width in any language.
@Suite("Wrapping in wide and non-Latin scripts")
struct WideTextTests {
  static let korean = "버튼은 중력 때문에 점점 빠르게 떨어지고, 아래쪽 경계에 닿으면 튀어 오릅니다. "
    + "`set gravity.magnitude 4` 로 중력을 바꾸고 `run` 으로 다시 실행해 보세요."
  static let chinese = "按钮在重力作用下越落越快，碰到下边界后弹起；每次弹起的高度都比上一次低。"
    + "输入`set gravity.magnitude 4`可以改变重力，再用`run`重新运行。"
  static let russian = "Кнопка падает всё быстрее под действием гравитации и отскакивает от нижней границы. "
    + "Измените гравитацию командой `set gravity.magnitude 4` и запустите сцену снова: `run`."

  /// Whether `line` keeps to `width` columns, or is one word of one-column characters wider than that
  /// (a command or an address, which wrapping never splits in any language) on a line of its own.
  static func keepsTo(_ width: Int, _ line: Substring) -> Bool {
    let text = ANSI.strip(String(line))
    guard DisplayWidth.of(text) > width else { return true }
    var word = text.drop { $0 == " " }
    if word.hasPrefix("- ") { word = word.dropFirst(2) }
    return !word.contains(" ") && word.unicodeScalars.allSatisfy { DisplayWidth.of($0) == 1 }
  }

  /// The characters of `text` that are not spaces, in order.
  static func ink(_ text: String) -> String { text.filter { $0 != " " && $0 != "\n" } }

  @Test("wrapped prose is never wider than the width and keeps every character", arguments: [20, 27, 36, 50, 80])
  func noLineTooWide(width: Int) {
    for text in [Self.korean, Self.chinese, Self.russian] {
      let lines = TextWrap.paragraph(text, width: width, first: "", rest: "  ")
      for line in lines { #expect(Self.keepsTo(width, line[...]), "\(width): \(line)") }
      #expect(Self.ink(lines.joined()) == Self.ink(text))
      let page = MarkdownText.render("# 제목: 버튼이 떨어지는 시간과 중력의 세기\n\n" + text + "\n\n- " + text, width: width, color: true)
      for line in page.split(separator: "\n") { #expect(Self.keepsTo(width, line), "\(width): \(line)") }
    }
  }

  @Test("Chinese breaks between ideographs, never before closing punctuation, and keeps a command whole")
  func chineseBreaks() {
    let lines = TextWrap.paragraph(Self.chinese, width: 30, first: "", rest: "")
    #expect(lines.count > 2)
    for line in lines.dropFirst() {
      #expect(!["，", "。", "；", "、"].contains(line.first.map(String.init) ?? ""), "\(line)")
    }
    #expect(lines.contains { $0.contains("`set gravity.magnitude 4`") }, "\(lines)")
    // Lines are filled: each but the last leaves less room than the next character needs.
    for (line, next) in zip(lines, lines.dropFirst()) {
      #expect(DisplayWidth.of(line) + 2 + (next.first.map { DisplayWidth.of($0) } ?? 0) > 30 || next.hasPrefix("`"),
              "\(line) | \(next)")
    }
  }

  @Test("Korean breaks at its spaces, not between syllables")
  func koreanBreaksAtSpaces() {
    let lines = TextWrap.paragraph(Self.korean, width: 24, first: "", rest: "")
    let words = Set(Self.korean.split(separator: " ").map(String.init))
    for line in lines {
      for word in line.split(separator: " ") { #expect(words.contains(String(word)), "\(word) in \(line)") }
    }
  }

  @Test("a word with wide characters wider than the line is split between them; a long address stays whole")
  func longWordsAreSplit() {
    #expect(TextWrap.paragraph("see https://example.com/a/very/long/path here", width: 20, first: "", rest: "")
      == ["see", "https://example.com/a/very/long/path", "here"])
    #expect(TextWrap.paragraph("초고속충돌감지알고리즘설명서입니다", width: 20, first: "", rest: "")
      == ["초고속충돌감지알고리", "즘설명서입니다"])
  }

  @Test("padding and table columns count display columns")
  func padding() {
    #expect(ANSI.padded("가나", to: 6) == "가나  ")
    #expect(ANSI.padded("\u{1B}[1m漢\u{1B}[0m", to: 3) == "\u{1B}[1m漢\u{1B}[0m ")
    #expect(ANSI.displayWidth("Жёсткость") == 9)
    #expect(ANSI.displayWidth("e\u{301}") == 1)
  }

  @Test("echoed input is clipped by columns, never inside a character")
  func clip() {
    let hangul = String(repeating: "가", count: 30)
    #expect(TutorSession.clip(hangul) == String(repeating: "가", count: 20) + "…")
    #expect(TutorSession.clip(String(repeating: "a", count: 41)) == String(repeating: "a", count: 40) + "…")
    #expect(TutorSession.clip("짧은 입력") == "짧은 입력")
  }

  @Test("English wraps exactly as before: one column a character")
  func englishUnchanged() {
    #expect(MarkdownText.render("- one two three four five six seven eight", width: 20, color: false)
      == "  - one two three\n    four five six\n    seven eight")
    #expect(TextWrap.paragraph("type `set gravity.angle 90 deg` now", width: 20, first: "", rest: "")
      == ["type `set", "gravity.angle 90", "deg` now"])
  }
}
