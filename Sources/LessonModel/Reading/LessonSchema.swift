import Expressions
/// Rules of lesson files that are not a table's keys (those are `LessonTable`'s): names, numbers in
/// messages, units.
package enum LessonSchema {
  /// Properties of a layer a parameter `<layer>.<property>` may set (besides `frame.x|y|width|height`).
  package static let layerProperties = ["alpha", "scale", "angle"]
  /// The units' names, for suggestions.
  package static let unitNames = Unit.allCases.map(\.symbol)

  /// A number for messages: `12` rather than `12.0`, `0.1` as written.
  package static func show(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// A count as a word for messages: `five` (digits from 13 on).
  package static func countWord(_ count: Int) -> String {
    let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    return words.indices.contains(count) ? words[count] : String(count)
  }

  /// Whether `id` is kebab-case: `^[a-z][a-z0-9]*(-[a-z0-9]+)*$`.
  package static func isKebabCase(_ id: String) -> Bool {
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, let head = first.first, head.isASCII, head.isLowercase else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
    }
  }

  /// Whether `id` is a valid item or behaviour id: `^[A-Za-z][A-Za-z0-9_]*$`.
  package static func isIdentifier(_ id: String) -> Bool {
    guard let head = id.first, head.isASCII, head.isLetter else { return false }
    return id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
