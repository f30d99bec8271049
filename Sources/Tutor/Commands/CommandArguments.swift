import Foundation

/// A line the learner typed, split into the command word and what follows it.
struct CommandLineInput {
  /// The first word: a command name or alias.
  let word: String
  /// The words after it.
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

  /// The argument words as `declaration` reads them: a comma list (`plot y, vy box`) may have spaces
  /// after its commas.
  func words(for declaration: CommandDeclaration) -> [String] {
    guard declaration.arguments.contains(where: { $0.kind == .quantities }) else { return arguments }
    return rest.replacingOccurrences(of: ",\\s+", with: ",", options: .regularExpression)
      .split(separator: " ").map(String.init)
  }
}

/// What a command reads: the argument words, already checked against its declaration's count, and
/// the rest of the line as typed.
struct CommandArguments: Sendable {
  /// The words, one per declared argument (the last may be followed by more when it takes the rest).
  let words: [String]
  /// Everything after the command word, as typed.
  let rest: String

  /// The word at `index`, or nil when it was left out.
  subscript(_ index: Int) -> String? { words.indices.contains(index) ? words[index] : nil }
}
