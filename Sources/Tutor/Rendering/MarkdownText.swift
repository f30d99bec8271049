import Foundation
import TerminalGraphics

/// A little Markdown for the terminal: paragraphs are re-flowed to the width (`TextWrap`), `- ` items
/// get a hanging indent, indented code blocks are kept as they are, and `**bold**` and `*emphasis*`
/// become bold or italic (with colour) or plain text.
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
        output += codeLines("  " + (line.hasPrefix("\t") ? line.dropFirst() : line.dropFirst(4)), width: width)
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

  /// A line of a code block as it fits the width: unchanged when it fits, else broken at the last space
  /// that fits (with none, after the last `(` or `,` or before the last `.` that fits, so that no name
  /// is cut; with none of those, at the width) and continued four columns deeper than the line's own
  /// indentation, as an editor would wrap it, so that no piece starts at the left margin.
  static func codeLines(_ line: String, width: Int) -> [String] {
    guard TextWrap.width(line) > width, width > 8 else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    let continuation = indent + "    "
    var pieces: [String] = []
    var rest = Substring(line)
    var prefix = ""
    while TextWrap.width(prefix + rest) > width {
      let room = width - TextWrap.width(prefix)
      var taken = "", breakAt: String.Index?, punctuationBreak: String.Index?
      var index = rest.startIndex
      while index < rest.endIndex, TextWrap.width(taken + String(rest[index])) <= room {
        taken.append(rest[index])
        let started = rest[rest.startIndex..<index].contains(where: { $0 != " " })
        if rest[index] == " ", index > rest.startIndex, started {
          breakAt = index
        } else if rest[index] == ".", started {
          punctuationBreak = index
        } else if rest[index] == "(" || rest[index] == "," {
          punctuationBreak = rest.index(after: index)
        }
        index = rest.index(after: index)
      }
      guard index > rest.startIndex else { break }  // a character wider than the room: keep the rest whole
      let end = breakAt ?? punctuationBreak ?? index
      pieces.append(prefix + rest[rest.startIndex..<end])
      rest = rest[end...].drop { $0 == " " }
      prefix = continuation.count + 8 < width ? continuation : ""
    }
    if !rest.isEmpty || pieces.isEmpty { pieces.append(prefix + rest) }
    return pieces
  }

  /// `**bold**`, `*emphasis*` and `` `code` `` markers: bold and emphasis lose their asterisks (and
  /// are styled when colour is on); code spans are kept as they are, asterisks and all. A lone `*`,
  /// as in `2 * pi`, is text.
  static func inline(_ text: String, color: Bool) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    func isWordCharacter(_ position: Int) -> Bool {
      position >= 0 && position < characters.count && (characters[position].isLetter || characters[position].isNumber)
    }
    func isBlank(_ position: Int) -> Bool {
      position < 0 || position >= characters.count || characters[position].isWhitespace
    }
    /// The index of the closing marker of `length` asterisks for an opening one at `start`, if any.
    func closing(from start: Int, length: Int) -> Int? {
      var position = start + length
      guard !isBlank(position), characters[position] != "*" || length == 2 else { return nil }
      while position + length <= characters.count {
        if characters[position] == "`" { return nil }
        let marker = (0..<length).allSatisfy { characters[position + $0] == "*" }
        if marker, position > start + length, !isBlank(position - 1), !isWordCharacter(position + length),
           length == 2 || (position + 1 < characters.count ? characters[position + 1] != "*" : true) {
          return position
        }
        position += 1
      }
      return nil
    }
    while index < characters.count {
      let character = characters[index]
      if character == "`", let end = characters[(index + 1)...].firstIndex(of: "`") {
        result += String(characters[index...end])
        index = end + 1
        continue
      }
      if character == "*", !isWordCharacter(index - 1) || index + 1 < characters.count && characters[index + 1] == "*" {
        let length = index + 1 < characters.count && characters[index + 1] == "*" ? 2 : 1
        if let end = closing(from: index, length: length) {
          let inner = inline(String(characters[(index + length)..<end]), color: color)
          let style = length == 2 ? "\u{1B}[1m" : "\u{1B}[3m"
          result += color ? "\(style)\(inner)\u{1B}[0m" : inner
          index = end + length
          continue
        }
      }
      result.append(character)
      index += 1
    }
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
