import LessonModel
import Localization
import Foundation

/// The mark a translated prose section carries of the English it was made from: its first line is
/// `<!-- en: 3f9a0c12 -->`, eight hex digits of a hash of the English section's body. When the English
/// changes, the hash no longer matches and the translation is stale.
package enum ProseStamp {
  /// The hash of an English section's body: 32-bit FNV-1a over its UTF-8 bytes, as eight lowercase hex
  /// digits. (`scripts/prose-stamp.py` computes the same.) Not a security hash: it only has to change
  /// when the text does.
  package static func hash(_ body: String) -> String {
    var value: UInt32 = 0x811C_9DC5
    for byte in body.utf8 {
      value ^= UInt32(byte)
      value = value &* 0x0100_0193
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// The stamp line for an English body.
  package static func line(for englishBody: String) -> String { "<!-- en: \(hash(englishBody)) -->" }

  /// Splits a translated section's body into its stamp (nil when the first line is not one) and the text
  /// after it, without leading blank lines.
  package static func split(_ body: String) -> (stamp: String?, text: String) {
    let lines = body.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    guard let first = lines.first else { return (nil, body) }
    let trimmed = first.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!-- en: "), trimmed.hasSuffix(" -->") else { return (nil, body) }
    let stamp = String(trimmed.dropFirst(9).dropLast(4)).trimmingCharacters(in: .whitespaces)
    var rest = lines.count > 1 ? String(lines[1]) : ""
    while rest.hasPrefix("\n") { rest.removeFirst() }
    return (stamp, rest)
  }

  /// The path of a prose file's translation: `Content/falling-buttons.md` → `Content/falling-buttons.ko.md`.
  package static func translatedPath(_ englishPath: String, language: Language) -> String {
    guard englishPath.hasSuffix(".md") else { return englishPath + ".\(language.rawValue)" }
    return String(englishPath.dropLast(3)) + ".\(language.rawValue).md"
  }
}
