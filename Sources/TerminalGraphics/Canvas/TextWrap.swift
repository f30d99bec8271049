/// Word wrapping for the short texts of a drawing (titles, legend labels, notes): greedy, at spaces,
/// with a continuation indent, and nothing dropped. A word wider than a line is split across lines.
/// Widths count Unicode scalars, as `TextGrid` does.
///
/// ```swift
/// TextWrap.lines("Top edges y(t): down is +y, as on screen", width: 20)
/// // ["Top edges y(t): down", "is +y, as on screen"]
/// TextWrap.lines("fallingButton hits bounds", width: 16, indent: 2)
/// // ["fallingButton", "  hits bounds"]
/// ```
public enum TextWrap {
  /// The lines of `text` wrapped to `width` columns; every line after the first starts with
  /// `indent` spaces (less when the width leaves no room for them). Runs of spaces collapse to one;
  /// empty or blank text gives one empty line; a width below 1 counts as 1.
  public static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
    let width = max(1, width)
    let indent = max(0, min(indent, width / 2))
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
      .map { Array($0.unicodeScalars) }
    guard !words.isEmpty else { return [""] }
    var result: [String] = []
    var line: [Unicode.Scalar] = []
    var lineHasWord = false
    func startLine() -> [Unicode.Scalar] {
      result.isEmpty ? [] : Array(repeating: " ", count: indent)
    }
    func flush() {
      result.append(String(String.UnicodeScalarView(line)))
      line = startLine()
      lineHasWord = false
    }
    line = startLine()
    for word in words {
      if lineHasWord {
        if line.count + 1 + word.count <= width {
          line.append(" ")
          line.append(contentsOf: word)
          continue
        }
        flush()
      }
      // At the start of a line: the word goes here, split when it is wider than the line.
      var rest = word[...]
      while line.count + rest.count > width {
        let room = max(1, width - line.count)
        line.append(contentsOf: rest.prefix(room))
        rest = rest.dropFirst(room)
        flush()
      }
      if !rest.isEmpty {
        line.append(contentsOf: rest)
        lineHasWord = true
      }
    }
    if lineHasWord { result.append(String(String.UnicodeScalarView(line))) }
    return result.isEmpty ? [""] : result
  }

  /// The display width of `text` (Unicode scalars).
  public static func width(_ text: String) -> Int { text.unicodeScalars.count }
}
