import LessonModel
import Localization
/// What `dynamics-tutor translate <lang> <lesson>` writes: a lesson's string file with every string of
/// the English in order, the translations already written kept, the new ones empty; and, for a lesson
/// whose prose has no translation yet, a prose file with each section's heading and stamp.
package enum TranslationSkeleton {
  /// The string file for `lesson` in `language`, starting from `existing`. Entries keep their `en` (so a
  /// stale one stays flagged until its translator updates it); entries for strings the lesson no longer
  /// has are dropped and returned.
  package static func strings(for lesson: Lesson, language: Language, existing: StringFile?)
    -> (file: StringFile, dropped: [String]) {
    let old = Dictionary((existing?.entries ?? []).map { ($0.address, $0) }, uniquingKeysWith: { first, _ in first })
    let english = lesson.translatableStrings
    let entries = english.map { address, text in
      old[address].map { StringFile.Entry(address: address, english: $0.english, text: $0.text) }
        ?? StringFile.Entry(address: address, english: text, text: "")
    }
    let addresses = Set(english.map(\.address))
    let dropped = (existing?.entries ?? []).map(\.address).filter { !addresses.contains($0) }
    return (StringFile(language: language, entries: entries), dropped)
  }

  /// The header comment of a lesson's string file.
  package static func header(for lesson: Lesson, language: Language) -> String {
    """
    \(language.englishName) strings of lesson \(lesson.id) (\(lesson.id).toml beside this file); docs/translations.md says how.
    `at` names the English string, `en` is the English this text translates, `text` the translation
    (empty: not translated yet, the English shows). Terms: docs/glossary/\(language.rawValue).md.
    """
  }

  /// A prose file for `lesson` in `language` with no translation yet: the title line, then each
  /// section's heading and stamp, with nothing under it.
  package static func prose(for lesson: Lesson, language: Language) -> String {
    var lines = ["# \(lesson.title)", ""]
    for section in lesson.prose.sections {
      lines += ["## \(section.slug)", ProseStamp.line(for: section.body), ""]
    }
    return lines.joined(separator: "\n")
  }
}
