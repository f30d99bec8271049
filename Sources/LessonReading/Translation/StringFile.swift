import LessonModel
import TOML
import Localization
import Foundation

/// One language's strings of a lesson (or of the catalog): `lessons/<id>.<lang>.toml`. Each entry
/// names where the English sits (`at`), carries the English it was translated from (`en`) and the
/// translation (`text`; empty while not yet written).
///
/// ```toml
/// language = "ko"
///
/// [[string]]
/// at = "exercise.fall-400.question"
/// en = "How long does the button take to fall 400 pt?"
/// text = "버튼이 400 pt 떨어지는 데 몇 초가 걸릴까요?"
/// ```
package struct StringFile: Sendable, Equatable {
  /// One translated string.
  public struct Entry: Sendable, Equatable {
    /// The address of the English string (`Lesson.translatableStrings`).
    package var address: String
    /// The English the translation was made from: when it differs from the lesson's English now, the
    /// translation is stale.
    package var english: String
    /// The translation; empty: not translated yet.
    package var text: String
    /// 1-based line of the entry's `[[string]]` header (0 for entries made in memory).
    package var line: Int

    /// Creates an entry.
    package init(address: String, english: String, text: String, line: Int = 0) {
      self.address = address
      self.english = english
      self.text = text
      self.line = line
    }
  }

  /// The language the file is in.
  package var language: Language
  /// The entries in file order.
  package var entries: [Entry]

  /// Creates a string file.
  package init(language: Language, entries: [Entry]) {
    self.language = language
    self.entries = entries
  }

  /// The translations by address, leaving out empty ones and those whose English is not `current`'s
  /// (a stale translation would say something the lesson no longer says).
  package func translations(current: [String: String]) -> [String: String] {
    var result: [String: String] = [:]
    for entry in entries where !entry.text.isEmpty && current[entry.address] == entry.english {
      result[entry.address] = entry.text
    }
    return result
  }

  /// Reads a string file; every problem goes to the diagnostics with its line. `expected` is the
  /// language the file's name says.
  package static func parse(_ text: String, file: String, expected: Language) -> (file: StringFile?, diagnostics: [Diagnostic]) {
    let sink = DiagnosticSink(file: file)
    let root: TOMLTable
    do {
      root = try TOMLParser.parse(text)
    } catch {
      sink.error(error.message, at: error.position)
      return (nil, sink.sorted)
    }
    let reader = TableReader(root, context: "", sink: sink)
    if let code = reader.string("language", required: true), code != expected.rawValue {
      sink.error("language = \"\(code)\", but the file's name says \(expected.rawValue)", at: reader.node("language")?.position)
    }
    var entries: [Entry] = []
    var seen: [String: Int] = [:]
    for table in reader.tables("string") {
      let entryReader = TableReader(table, context: "[[string]]", sink: sink)
      let address = entryReader.string("at", required: true)
      let english = entryReader.string("en", required: true)
      let translation = entryReader.string("text", required: true)
      entryReader.reportUnknownKeys(allowed: ["at", "en", "text"])
      guard let address, let english, let translation else { continue }
      if let first = seen[address] {
        sink.error("\"\(address)\" is translated twice (first at line \(first))", at: table.position)
        continue
      }
      seen[address] = table.position.line
      entries.append(Entry(address: address, english: english, text: translation, line: table.position.line))
    }
    reader.reportUnknownKeys(allowed: ["language", "string"])
    return (sink.hasErrors ? nil : StringFile(language: expected, entries: entries), sink.sorted)
  }

  /// The file's text, in the layout `parse` reads: a header comment, `language`, then one `[[string]]`
  /// per entry with TOML basic strings.
  package func serialized(header: String) -> String {
    var lines = header.split(separator: "\n", omittingEmptySubsequences: false).map { "# \($0)".trimmingCharacters(in: .whitespaces) }
    lines.append("language = \(Self.quoted(language.rawValue))")
    for entry in entries {
      lines += ["", "[[string]]", "at = \(Self.quoted(entry.address))", "en = \(Self.quoted(entry.english))",
                "text = \(Self.quoted(entry.text))"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A TOML basic string (the lesson parser reads it back as the same text).
  static func quoted(_ text: String) -> String { TOMLKeyRendering.basicString(text) }
}
