/// Word wrapping for the short texts of a drawing (titles, legend labels, notes): greedy, at spaces,
/// with a continuation indent, and nothing dropped. A word wider than a line is split across lines,
/// between characters (never inside one, nor between a letter and its combining marks). Widths are
/// display columns (`DisplayWidth`): Hangul and Han count two, as `TextGrid` draws them.
///
/// ```swift
/// TextWrap.lines("Top edges y(t): down is +y, as on screen", width: 20)
/// // ["Top edges y(t): down", "is +y, as on screen"]
/// TextWrap.lines("fallingButton hits bounds", width: 16, indent: 2)
/// // ["fallingButton", "  hits bounds"]
/// TextWrap.lines("상자의 윗변 위치", width: 8)
/// // ["상자의", "윗변", "위치"]
/// ```
public enum TextWrap {
  /// The lines of `text` wrapped to `width` columns; every line after the first starts with
  /// `indent` spaces (less when the width leaves no room for them). Runs of spaces collapse to one;
  /// empty or blank text gives one empty line; a width below 1 counts as 1. No line is wider than
  /// `width`: at a width of 1, where a wide character can never fit, it becomes a space.
  public static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
    let width = max(1, width)
    let indent = max(0, min(indent, width / 2))
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    guard !words.isEmpty else { return [""] }
    var result: [String] = []
    var line = ""
    var lineWidth = 0
    var lineHasWord = false
    func startLine(indented: Bool = true) {
      lineWidth = result.isEmpty || !indented ? 0 : indent
      line = String(repeating: " ", count: lineWidth)
    }
    func flush() {
      result.append(line)
      startLine()
      lineHasWord = false
    }
    startLine()
    for word in words {
      let wordWidth = DisplayWidth.of(word)
      if lineHasWord {
        if lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        flush()
      }
      // At the start of a line: the word goes here, split between characters when it is too wide.
      guard lineWidth + wordWidth > width else {
        line += word
        lineWidth += wordWidth
        lineHasWord = true
        continue
      }
      for character in word {
        let characterWidth = DisplayWidth.of(character)
        if lineWidth + characterWidth > width, lineHasWord { flush() }
        if lineWidth + characterWidth > width, characterWidth <= width {
          startLine(indented: false)  // a wide character in a very narrow space: no indent, then
        }
        if lineWidth + characterWidth > width {
          line += " "  // wider than a whole line (a wide character at width 1)
          lineWidth += 1
        } else {
          line.append(character)
          lineWidth += characterWidth
        }
        lineHasWord = true
      }
    }
    if lineHasWord { result.append(line) }
    return result.isEmpty ? [""] : result
  }

  /// The display width of `text` in columns (`DisplayWidth.of(_:)`).
  public static func width(_ text: String) -> Int { DisplayWidth.of(text) }
}
