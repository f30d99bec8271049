import Foundation
import TerminalGraphics

/// A little Markdown for the terminal: paragraphs are re-flowed to the width (`TextWrap`), `- ` items
/// get a hanging indent, indented code blocks are kept as they are, and `**bold**` and `` `code` ``
/// become bold (with colour) or plain text.
enum MarkdownText {
  static func render(_ text: String, width: Int, color: Bool) -> String {
    var output: [String] = []
    var paragraph: [String] = []
    var bullet = false
    func flush() {
      guard !paragraph.isEmpty else { return }
      let joined = inline(joinLines(paragraph), color: color)
      output += bullet ? TextWrap.paragraph(joined, width: width, first: "  - ", rest: "    ")
        : TextWrap.paragraph(joined, width: width, first: "", rest: "")
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
        output += TextWrap.paragraph(color ? "\u{1B}[1m\(title)\u{1B}[0m" : title, width: width, first: "", rest: "")
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

  /// A paragraph's source lines as one line: a space between them, as Markdown does, except where a
  /// line break falls between two ideographs (Chinese puts no space between words, so a translator's
  /// line break must not become one).
  static func joinLines(_ lines: [String]) -> String {
    var result = ""
    for line in lines {
      if let last = result.last, let first = line.first, !(TextWrap.isIdeographic(last) && TextWrap.isIdeographic(first)) {
        result += " "
      }
      result += line
    }
    return result
  }
}
