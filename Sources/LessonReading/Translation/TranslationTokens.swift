import LessonModel
import Foundation

/// What a translation must carry over from its English unchanged, each the same number of times:
/// backticked code (`` `set gravity.magnitude 4` ``), `{{ figures }}` and `{placeholders}`, code
/// blocks, and the numbers of the running text. Comparing these catches a dropped command, a changed
/// figure or a number written out in words. A code block's comments are text, translated like the
/// rest (their numbers count with the running text's); so are a reference table's header and the
/// cells of its rows that are words rather than values (`CodeSkeleton`).
package struct TranslationTokens: Sendable, Equatable {
  /// Backticked spans as written, and code blocks without their text (`CodeSkeleton`).
  package var code: [String]
  /// `{{ … }}` and `{…}` spans, as written.
  package var placeholders: [String]
  /// Numbers outside code and placeholders (`400`, `0.447`), as written.
  package var numbers: [String]

  /// The tokens of a text.
  package init(_ fullText: String) {
    let (text, indented) = Self.splitIndentedCode(fullText)
    var code: [String] = []
    var placeholders: [String] = []
    var rest = ""
    for block in indented {
      let skeleton = CodeSkeleton(block)
      code.append(skeleton.code)
      rest += " " + skeleton.text + " "
    }
    var index = text.startIndex
    func take(until closing: String, from start: String.Index, skip: Int) -> String.Index? {
      guard let opening = text.index(start, offsetBy: skip, limitedBy: text.endIndex),
            let range = text.range(of: closing, range: opening..<text.endIndex) else { return nil }
      return range.upperBound
    }
    while index < text.endIndex {
      let tail = text[index...]
      var end: String.Index?
      if tail.hasPrefix("```") {
        end = take(until: "```", from: index, skip: 3)
        if let end {
          let skeleton = CodeSkeleton(String(text[index..<end]))
          code.append(skeleton.code)
          rest += " " + skeleton.text + " "
        }
      } else if tail.hasPrefix("`") {
        end = take(until: "`", from: index, skip: 1)
        if let end { code.append(String(text[index..<end])) }
      } else if tail.hasPrefix("{{") {
        end = take(until: "}}", from: index, skip: 2)
        if let end { placeholders.append(String(text[index..<end])) }
      } else if tail.hasPrefix("{") {
        end = take(until: "}", from: index, skip: 1)
        if let end { placeholders.append(String(text[index..<end])) }
      }
      if let end {
        rest += " "
        index = end
      } else {
        rest.append(text[index])
        index = text.index(after: index)
      }
    }
    self.code = code.sorted()
    self.placeholders = placeholders.sorted()
    numbers = Self.numbers(in: rest).sorted()
  }

  /// Indented code (lines of four spaces or a tab, which the tutor shows as they are) taken out of the
  /// text: the text without it, and each run of such lines.
  static func splitIndentedCode(_ text: String) -> (text: String, blocks: [String]) {
    var kept: [Substring] = []
    var blocks: [String] = []
    var block: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("    ") || line.hasPrefix("\t") {
        block.append(line)
      } else {
        if !block.isEmpty {
          blocks.append(block.joined(separator: "\n"))
          block = []
        }
        kept.append(line)
      }
    }
    if !block.isEmpty { blocks.append(block.joined(separator: "\n")) }
    return (kept.joined(separator: "\n"), blocks)
  }

  /// Runs of digits with at most one decimal point inside (`0.447`, `1000`), not part of a name such as
  /// `x1` or `iOS7`, and without a sentence's closing point.
  static func numbers(in text: String) -> [String] {
    var found: [String] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
    func isNameCharacter(_ i: Int) -> Bool {
      i >= 0 && i < scalars.count && (("a"..."z").contains(scalars[i]) || ("A"..."Z").contains(scalars[i]) || scalars[i] == "_")
    }
    while index < scalars.count {
      guard isDigit(index), !isNameCharacter(index - 1), !(index > 0 && isDigit(index - 1)) else {
        index += 1
        continue
      }
      var end = index
      while isDigit(end) { end += 1 }
      if end < scalars.count, scalars[end] == ".", isDigit(end + 1) {
        end += 1
        while isDigit(end) { end += 1 }
      }
      if !isNameCharacter(end) {
        var number = String.UnicodeScalarView()
        number.append(contentsOf: scalars[index..<end])
        found.append(String(number))
      }
      index = end
    }
    return found
  }

  /// What differs between the English's tokens and a translation's, in words; nil when they agree.
  package static func difference(english: String, translation: String) -> String? {
    let source = TranslationTokens(english)
    let target = TranslationTokens(translation)
    var problems: [String] = []
    func compare(_ what: String, _ left: [String], _ right: [String]) {
      guard left != right else { return }
      let missing = Self.subtract(left, right)
      let extra = Self.subtract(right, left)
      var parts: [String] = []
      if !missing.isEmpty { parts.append("lacks \(missing.joined(separator: ", "))") }
      if !extra.isEmpty { parts.append("adds \(extra.joined(separator: ", "))") }
      problems.append("\(what): " + parts.joined(separator: "; "))
    }
    compare("code", source.code, target.code)
    compare("placeholders", source.placeholders, target.placeholders)
    compare("numbers", source.numbers, target.numbers)
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }

  /// The elements of `left` not matched one for one in `right`, each shortened for a message.
  private static func subtract(_ left: [String], _ right: [String]) -> [String] {
    var remaining = right
    var result: [String] = []
    for token in left {
      if let index = remaining.firstIndex(of: token) {
        remaining.remove(at: index)
      } else {
        result.append(token.count > 40 ? String(token.prefix(37)) + "…" : token)
      }
    }
    return result
  }
}
