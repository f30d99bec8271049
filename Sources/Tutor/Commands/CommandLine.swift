import Foundation

/// A line the learner typed, split into the command word and its arguments.
struct CommandLineInput {
  let word: String
  let arguments: [String]
  /// Everything after the command word, as typed (for answers with spaces: `answer 450 ms`).
  let rest: String

  /// Splits a line at whitespace. Returns nil for a blank line or a comment (`#`).
  init?(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let parts = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
    word = parts[0]
    arguments = Array(parts.dropFirst())
    if let space = trimmed.firstIndex(where: \.isWhitespace) {
      rest = trimmed[space...].trimmingCharacters(in: .whitespaces)
    } else {
      rest = ""
    }
  }
}
