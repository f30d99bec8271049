import Foundation

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
      let joined = inline(paragraph.joined(separator: " "), color: color)
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
        output.append(color ? "\u{1B}[1m\(title)\u{1B}[0m" : title)
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

  /// Greedy word wrap at spaces. A backticked command (`set gravity.angle 90 deg`) is kept on one
  /// line when it fits on one, so that it can be read and typed as printed.
  static func wrap(_ text: String, width: Int, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var lineHasWord = false
    let limit = max(width, first.count + 10)
    for word in unbreakableWords(text, limit: limit - visibleLength(rest)) {
      let visible = visibleLength(line) + (lineHasWord ? 1 : 0) + visibleLength(String(word))
      if lineHasWord && visible > limit {
        lines.append(line)
        line = rest
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    if lineHasWord || lines.isEmpty { lines.append(line) }
    return lines
  }

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
      words += visibleLength(span) <= limit ? [span] : open.map(String.init)
      open = []
    }
    words += open.map(String.init)
    return words
  }

  /// Length without ANSI escape sequences.
  static func visibleLength(_ text: String) -> Int {
    var count = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if scalar == "m" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        count += 1
      }
    }
    return count
  }

  /// Pads `text` with spaces to `width` visible characters.
  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - visibleLength(text)))
  }
}
