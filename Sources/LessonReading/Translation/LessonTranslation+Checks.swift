import LessonModel
import Localization
extension LessonTranslation {
  /// What `lint` says of this translation of `lesson`: strings and prose sections not translated,
  /// stale (the English changed after they were translated), addressed to nothing, or not carrying the
  /// English's code, placeholders and numbers. With `required` (a language the course ships), a string
  /// or section not translated or stale is an error; otherwise a warning, while the language is written.
  package func check(against lesson: Lesson, required: Bool) -> [Diagnostic] {
    var found = diagnostics
    let gap: Diagnostic.Severity = required ? .error : .warning
    func report(_ file: String, _ line: Int?, _ severity: Diagnostic.Severity, _ message: String) {
      found.append(Diagnostic(file: file, line: line, column: line == nil ? nil : 1, severity: severity, message: message))
    }
    let name = language.englishName
    let glossary = GlossaryCheck(language)

    // Strings of the lesson file.
    let english = lesson.translatableStrings
    if let strings {
      let entries = Dictionary(strings.entries.map { ($0.address, $0) }, uniquingKeysWith: { first, _ in first })
      let addresses = Set(english.map(\.address))
      for entry in strings.entries where !addresses.contains(entry.address) {
        report(stringsPath, entry.line, .error, "\"\(entry.address)\" is not a string of lesson \(lesson.id)"
               + Suggestion.didYouMean(entry.address, in: english.map(\.address)))
      }
      var untranslated: [String] = []
      for (address, text) in english {
        guard let entry = entries[address], !entry.text.isEmpty else {
          untranslated.append(address)
          continue
        }
        if entry.english != text {
          report(stringsPath, entry.line, gap, "\"\(address)\" is stale: the English changed after it was translated")
        } else if let difference = TranslationTokens.difference(english: text, translation: entry.text) {
          report(stringsPath, entry.line, .error, "\"\(address)\" does not match its English: \(difference)")
        }
        for problem in glossary.problems(in: entry.text) {
          report(stringsPath, entry.line, .error, "\"\(address)\" \(problem)")
        }
      }
      if !untranslated.isEmpty {
        report(stringsPath, nil, gap, "\(untranslated.count) of \(english.count) strings not translated into \(name): "
               + Self.list(untranslated))
      }
    } else if diagnostics.isEmpty {
      report(stringsPath, nil, gap, "no \(name) strings: \(english.count) to translate")
    }

    // Prose sections.
    guard !lesson.prosePath.isEmpty else { return found }
    guard let prose else {
      report(prosePath, nil, gap, "no \(name) prose: \(lesson.prose.sections.count) sections to translate")
      return found
    }
    let slugs = Set(lesson.prose.sections.map(\.slug))
    for section in prose.sections where !slugs.contains(section.slug) {
      report(prosePath, section.line, .error, "section \"\(section.slug)\" is not a section of \(lesson.prosePath)"
             + Suggestion.didYouMean(section.slug, in: lesson.prose.sections.map(\.slug)))
    }
    var untranslated: [String] = []
    for section in lesson.prose.sections {
      guard let translated = prose.section(section.slug), !translated.body.isEmpty else {
        untranslated.append(section.slug)
        continue
      }
      guard let stamp = proseStamps[section.slug] else {
        report(prosePath, translated.line, .error, "section \"\(section.slug)\" lacks its stamp: its first line must be "
               + ProseStamp.line(for: section.body))
        continue
      }
      if stamp != ProseStamp.hash(section.body) {
        report(prosePath, translated.line, gap, "section \"\(section.slug)\" is stale: the English changed after it was "
               + "translated (stamp \(stamp), the English is now \(ProseStamp.hash(section.body)))")
      } else if let difference = TranslationTokens.difference(english: section.body, translation: translated.body) {
        report(prosePath, translated.line, .error, "section \"\(section.slug)\" does not match its English: \(difference)")
      }
      for problem in glossary.problems(in: translated.body) {
        report(prosePath, translated.line, .error, "section \"\(section.slug)\" \(problem)")
      }
    }
    if !untranslated.isEmpty {
      report(prosePath, nil, gap, "\(untranslated.count) of \(lesson.prose.sections.count) sections not translated "
             + "into \(name): " + Self.list(untranslated))
    }
    return found
  }

  /// Up to five names, then how many more.
  private static func list(_ names: [String]) -> String {
    let shown = names.prefix(5).joined(separator: ", ")
    return names.count > 5 ? "\(shown) and \(names.count - 5) more" : shown
  }
}
