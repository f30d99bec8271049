import Foundation
import TerminalGraphics

/// Word wrapping and a little Markdown for the terminal: paragraphs are re-flowed to the width,
/// `- ` items get a hanging indent, indented code blocks are kept as they are, and `**bold**` and
/// `` `code` `` become bold (with colour) or plain text.
enum TextLayout {
  static func markdown(_ text: String, width: Int, color: Bool) -> String {
    var output: [String] = []
    var paragraph: [String] = []
    var bullet = false
    func flush() {
      guard !paragraph.isEmpty else { return }
      let joined = inline(joinLines(paragraph), color: color)
      output += bullet ? wrap(joined, width: width, first: "  - ", rest: "    ")
        : wrap(joined, width: width, first: "", rest: "")
      paragraph = []
      bullet = false
    }
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine)
      if line.hasPrefix("    ") || line.hasPrefix("\t") {
        flush()
        // Drop only the code-block marker (four spaces or a tab) so nested code keeps its shape.
        output.append("  " + (line.hasPrefix("\t") ? line.dropFirst() : line.dropFirst(4)))
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty {
        flush()
        if output.last != "" { output.append("") }
      } else if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
        flush()
        bullet = true
        paragraph = [String(trimmed.dropFirst(2))]
      } else if trimmed.hasPrefix("#") {
        flush()
        let title = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        output += wrap(color ? "\u{1B}[1m\(title)\u{1B}[0m" : title, width: width, first: "", rest: "")
      } else {
        paragraph.append(trimmed)
      }
    }
    flush()
    while output.last == "" { output.removeLast() }
    return output.joined(separator: "\n")
  }

  /// `**bold**` and `` `code` `` markers.
  static func inline(_ text: String, color: Bool) -> String {
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: "**") {
      result += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      guard let end = after.range(of: "**") else {
        result += rest[start.lowerBound...]
        rest = ""
        break
      }
      let inner = after[..<end.lowerBound]
      result += color ? "\u{1B}[1m\(inner)\u{1B}[0m" : String(inner)
      rest = after[end.upperBound...]
    }
    result += rest
    return result
  }

  /// Greedy word wrap at spaces, in display columns (`DisplayWidth`: Hangul and Han count two). A
  /// backticked command (`set gravity.angle 90 deg`) is kept on one line when it fits on one, so
  /// that it can be read and typed as printed. Chinese, which has no spaces, also breaks between
  /// ideographs (`breakPieces`), filling each line; any other word with wide characters that is wider
  /// than a whole line is split between characters. Only a word of one-column characters wider than a
  /// line (a long command or web address) runs past the width, on a line of its own.
  static func wrap(_ text: String, width: Int, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var lineWidth = visibleLength(first)
    var lineHasWord = false
    let limit = max(width, lineWidth + 10)
    let restWidth = visibleLength(rest)
    func nextLine() {
      lines.append(line)
      line = rest
      lineWidth = restWidth
      lineHasWord = false
    }
    for word in unbreakableWords(text, limit: limit - restWidth) {
      let wordWidth = visibleLength(word)
      if lineWidth + (lineHasWord ? 1 : 0) + wordWidth <= limit {
        line += (lineHasWord ? " " : "") + word
        lineWidth += (lineHasWord ? 1 : 0) + wordWidth
        lineHasWord = true
        continue
      }
      var pieces = breakPieces(word)
      if pieces.count == 1 {
        // No place to break inside: the word starts a line, split only when wider than one.
        if lineHasWord { nextLine() }
        // Split only a word with wide characters: a long command or address stays whole to be typed
        // or followed, as in every language.
        if lineWidth + wordWidth > limit, word.unicodeScalars.contains(where: { DisplayWidth.of($0) == 2 }) {
          pieces = characterPieces(word)
        }
      }
      var needsSpace = lineHasWord
      for piece in pieces {
        let pieceWidth = visibleLength(piece)
        if lineHasWord, lineWidth + (needsSpace ? 1 : 0) + pieceWidth > limit {
          nextLine()
          needsSpace = false
        }
        line += (needsSpace ? " " : "") + piece
        lineWidth += (needsSpace ? 1 : 0) + pieceWidth
        lineHasWord = true
        needsSpace = false
      }
    }
    if lineHasWord || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `word` cut where a line may break inside it: before and after an ideograph (Han, kana,
  /// fullwidth forms, emoji), but not before closing punctuation (`，。）`…) nor after opening
  /// punctuation (`（「`…). Hangul is not broken: Korean breaks at its spaces. Escape sequences stay
  /// with the character before them (or the first one).
  static func breakPieces(_ word: String) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var previous: Character? = nil
    for unit in units(word) {
      if let character = unit.visible, let before = previous, !piece.isEmpty,
         isIdeographic(before) || isIdeographic(character),
         !closingPunctuation.contains(character), !openingPunctuation.contains(before) {
        pieces.append(piece)
        piece = ""
      }
      piece += unit.text
      if let character = unit.visible { previous = character }
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }

  /// `word` cut between every two characters (escape sequences stay with the character before them).
  static func characterPieces(_ word: String) -> [String] {
    var pieces: [String] = []
    for unit in units(word) {
      if unit.visible == nil, !pieces.isEmpty { pieces[pieces.count - 1] += unit.text } else { pieces.append(unit.text) }
    }
    return pieces
  }

  /// The characters of `text`, each escape sequence (`ESC [ … final`) one unit with no visible
  /// character.
  private static func units(_ text: String) -> [(text: String, visible: Character?)] {
    var result: [(text: String, visible: Character?)] = []
    var escape: String? = nil
    for character in text {
      if var sequence = escape {
        sequence.append(character)
        // The final character of a CSI sequence ends it (the `[` right after ESC does not).
        if sequence.count > 2, let value = character.unicodeScalars.first?.value, (0x40...0x7E).contains(value) {
          result.append((sequence, nil))
          escape = nil
        } else {
          escape = sequence
        }
      } else if character == "\u{1B}" {
        escape = String(character)
      } else {
        result.append((String(character), character))
      }
    }
    if let escape { result.append((escape, nil)) }
    return result
  }

  /// A paragraph's source lines as one line: a space between them, as Markdown does, except where a
  /// line break falls between two ideographs (Chinese puts no space between words, so a translator's
  /// line break must not become one).
  static func joinLines(_ lines: [String]) -> String {
    var result = ""
    for line in lines {
      if let last = result.last, let first = line.first, !(isIdeographic(last) && isIdeographic(first)) {
        result += " "
      }
      result += line
    }
    return result
  }

  /// Whether a line may break next to `character`: wide, and not Hangul.
  private static func isIdeographic(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first, scalar.value >= 0x1100, DisplayWidth.of(character) >= 2 else {
      return false
    }
    switch scalar.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF: return false
    default: return true
    }
  }

  /// Punctuation no line starts with, and punctuation no line ends with (Chinese and ASCII).
  private static let closingPunctuation: Set<Character> = [
    "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "】", "〉", "》", "〕", "…", "—", "％", "”", "’",
    "·", ",", ".", ";", ":", "?", "!", ")", "]", "}", "%",
  ]
  private static let openingPunctuation: Set<Character> = ["（", "「", "『", "【", "〈", "《", "〔", "“", "‘", "(", "[", "{"]

  /// The words of `text`, with the words of each backticked span joined into one when the span fits
  /// in `limit` columns.
  static func unbreakableWords(_ text: String, limit: Int) -> [String] {
    var words: [String] = []
    var open: [Substring] = []
    for word in text.split(separator: " ") {
      if open.isEmpty {
        // A span opens when a word has an odd number of backticks.
        if word.filter({ $0 == "`" }).count % 2 == 1 { open = [word] } else { words.append(String(word)) }
        continue
      }
      open.append(word)
      guard word.filter({ $0 == "`" }).count % 2 == 1 else { continue }
      let span = open.joined(separator: " ")
      words += keepsTogether(span, limit: limit) ? [span] : open.map(String.init)
      open = []
    }
    words += open.map(String.init)
    return words
  }

  /// Whether a backticked span stays one word: when it fits in `limit` columns, or, in Chinese, where
  /// the text around the command has no spaces and may break at its ideographs, when the command does.
  private static func keepsTogether(_ span: String, limit: Int) -> Bool {
    if visibleLength(span) <= limit { return true }
    guard let open = span.firstIndex(of: "`"),
          let close = span[span.index(after: open)...].firstIndex(of: "`") else { return false }
    return visibleLength(String(span[open...close])) <= limit && breakPieces(span).count > 1
  }

  /// Display width (`DisplayWidth`) without ANSI escape sequences.
  static func visibleLength(_ text: String) -> Int {
    ANSI.displayWidth(text)
  }

  /// Pads `text` with spaces to `width` display columns.
  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - visibleLength(text)))
  }
}
