import Testing
@testable import TerminalGraphics

@Suite("Display width: columns by East Asian Width")
struct DisplayWidthTests {
  @Test("Hangul, Han and emoji take two columns; Cyrillic, Latin, box drawing and braille one")
  func widthsOfSingleCharacters() {
    #expect(DisplayWidth.of("가") == 2)
    #expect(DisplayWidth.of("漢") == 2)
    #expect(DisplayWidth.of("。") == 2)  // fullwidth punctuation
    #expect(DisplayWidth.of("Ａ") == 2)  // fullwidth form (F)
    #expect(DisplayWidth.of("😀") == 2)
    #expect(DisplayWidth.of("Ж") == 1)
    #expect(DisplayWidth.of("a") == 1)
    #expect(DisplayWidth.of("─") == 1)
    #expect(DisplayWidth.of("⣿") == 1)
    #expect(DisplayWidth.of("°") == 1)  // ambiguous (A) counts one
    #expect(DisplayWidth.of("·") == 1)
  }

  @Test("combining marks, joiners and variation selectors take none")
  func zeroWidth() {
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("\u{301}") == 0)
    #expect(DisplayWidth.of("\u{200D}") == 0)  // ZWJ (Cf)
    #expect(DisplayWidth.of("\u{FE0F}") == 0)  // variation selector 16
    #expect(DisplayWidth.of("\u{20DD}") == 0)  // enclosing circle (Me)
    #expect(DisplayWidth.of("\u{00AD}") == 1)  // soft hyphen: shown by terminals
    // A syllable spelled in conjoining jamo is one two-column syllable.
    #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
  }

  @Test("emoji sequences are the sum of their scalars (an upper bound of what terminals show)")
  func emojiSequences() {
    #expect(DisplayWidth.of("👍🏽") == 4)
    #expect(DisplayWidth.of("👨\u{200D}👩\u{200D}👧") == 6)
    #expect(DisplayWidth.of("🇰🇷") == 2)  // two regional indicators, one column each
  }

  @Test("strings: the sum of their characters")
  func strings() {
    #expect(DisplayWidth.of("상자의 윗변") == 11)
    #expect(DisplayWidth.of("弹簧振子") == 8)
    #expect(DisplayWidth.of("Пружина") == 7)
    #expect(DisplayWidth.of("t = 0.40 s") == 10)
    #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
    #expect(DisplayWidth.of(Character("한")) == 2)
  }

  @Test("prefix never splits a wide character; padding counts columns")
  func prefixAndPadding() {
    #expect(DisplayWidth.prefix("가나다", columns: 5) == "가나")
    #expect(DisplayWidth.prefix("가나다", columns: 1) == "")
    #expect(DisplayWidth.prefix("abc", columns: 2) == "ab")
    #expect(DisplayWidth.prefix("e\u{301}x", columns: 1) == "e\u{301}")
    #expect(DisplayWidth.padded("가", to: 4) == "가  ")
    #expect(DisplayWidth.padded("Жук", to: 4) == "Жук ")
    #expect(DisplayWidth.padded("long", to: 2) == "long")
  }

  @Test("the table is sorted, disjoint and holds only widths 0 and 2; the fast paths agree with it")
  func tableIsWellFormed() {
    let table = DisplayWidth.table
    #expect(table.count % 3 == 0 && table.count > 300)
    var previousEnd: UInt32? = nil
    for run in stride(from: 0, to: table.count, by: 3) {
      #expect(table[run] <= table[run + 1])
      if let previousEnd { #expect(table[run] > previousEnd) }
      previousEnd = table[run + 1]
      #expect(table[run + 2] == 0 || table[run + 2] == 2)
    }
    for value in Array(0..<0x300) + Array(0x2500...0x25FC) + Array(0x2800...0x28FF) {
      #expect(DisplayWidth.lookup(UInt32(value)) == 1, "U+\(String(value, radix: 16))")
    }
    #expect(DisplayWidth.unicodeVersion.hasPrefix("16.") || DisplayWidth.unicodeVersion.hasPrefix("15.1"))
  }

  @Test("ANSI.displayWidth skips escapes and counts columns; truncate never splits a wide character")
  func ansiHelpers() {
    #expect(ANSI.displayWidth("\u{1B}[31m가나\u{1B}[0m") == 4)
    #expect(ANSI.truncate("가나다", toWidth: 4) == "가나")
    #expect(ANSI.truncate("가나다", toWidth: 3) == "가 ")  // the half that does not fit becomes a space
    #expect(ANSI.truncate("\u{1B}[31m가나다", toWidth: 3) == "\u{1B}[31m가 " + ANSI.reset)
    #expect(ANSI.truncate("ae\u{301}bc", toWidth: 2) == "ae\u{301}")
    #expect(ANSI.truncate("ab", toWidth: 2) == "ab")
    for width in 0...11 {
      #expect(ANSI.displayWidth(ANSI.truncate("漢字とЖ😀x", toWidth: width)) == min(width, 10))
    }
  }
}
