import LessonModel
import Localization
import Foundation

/// One lesson in one language: its string file (`lessons/<id>.<lang>.toml`) and its translated prose
/// (`Content/<id>.<lang>.md`), as read. `apply(to:)` makes the lesson a learner reads in that language;
/// `check(against:)` is what `lint` says of the translation.
package struct LessonTranslation: Sendable {
  /// The language.
  package var language: Language
  /// The string file, nil when there is none (or it could not be read).
  package var strings: StringFile?
  /// How the string file is named in messages.
  package var stringsPath: String
  /// The translated prose sections, stamps split off; nil when there is no prose file.
  package var prose: Prose?
  /// Per slug, the stamp the translated section carries (see `ProseStamp`).
  package var proseStamps: [String: String]
  /// The prose file's path relative to the course folder.
  package var prosePath: String
  /// Problems reading the files (a string file that does not parse).
  package var diagnostics: [Diagnostic]

  /// Creates a translation from parts already read.
  package init(language: Language, strings: StringFile?, stringsPath: String, prose: Prose?, proseStamps: [String: String],
              prosePath: String, diagnostics: [Diagnostic] = []) {
    self.language = language
    self.strings = strings
    self.stringsPath = stringsPath
    self.prose = prose
    self.proseStamps = proseStamps
    self.prosePath = prosePath
    self.diagnostics = diagnostics
  }

  /// Reads lesson `lesson`'s files in `language`: the string file beside the lesson file in
  /// `lessonsFolder` (named `<displayFolder>/<id>.<lang>.toml` in messages) and the prose beside the
  /// English prose under `root`. Missing files are not errors here: the English shows through.
  package static func load(for lesson: Lesson, language: Language, root: URL, lessonsFolder: URL,
                          displayFolder: String = "lessons") -> LessonTranslation {
    let name = "\(lesson.id).\(language.rawValue).toml"
    let stringsPath = (displayFolder as NSString).appendingPathComponent(name)
    var diagnostics: [Diagnostic] = []
    var strings: StringFile?
    if let text = readText(lessonsFolder.appendingPathComponent(name)) {
      let parsed = StringFile.parse(text, file: stringsPath, expected: language)
      strings = parsed.file
      diagnostics += parsed.diagnostics
    }
    let prosePath = ProseStamp.translatedPath(lesson.prosePath, language: language)
    var prose: Prose?
    var stamps: [String: String] = [:]
    if !lesson.prosePath.isEmpty, let text = readText(root.appendingPathComponent(prosePath)) {
      var sections: [Prose.Section] = []
      for section in Prose.parse(text).sections {
        let (stamp, body) = ProseStamp.split(section.body)
        if let stamp { stamps[section.slug] = stamp }
        sections.append(Prose.Section(slug: section.slug, body: body, line: section.line))
      }
      prose = Prose(sections: sections)
    }
    return LessonTranslation(language: language, strings: strings, stringsPath: stringsPath, prose: prose,
                             proseStamps: stamps, prosePath: prosePath, diagnostics: diagnostics)
  }

  /// A file's text, nil when it is missing, unreadable, over 1 MB or not UTF-8.
  static func readText(_ url: URL) -> String? {
    guard let data = try? Data(contentsOf: url), data.count <= LessonLoader.maximumFileSize else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// The lesson in this language: each string and prose section whose translation is written and
  /// current replaces the English; the rest stays English (a stale translation might state what the
  /// lesson no longer says).
  package func apply(to lesson: Lesson) -> Lesson {
    guard language != .en else { return lesson }
    let english = Dictionary(lesson.translatableStrings.map { ($0.address, $0.text) }, uniquingKeysWith: { first, _ in first })
    var result = lesson.replacingStrings(strings?.translations(current: english) ?? [:])
    if let prose {
      result.prose.sections = lesson.prose.sections.map { section in
        guard let translated = prose.section(section.slug), !translated.body.isEmpty,
              proseStamps[section.slug] == ProseStamp.hash(section.body) else { return section }
        return Prose.Section(slug: section.slug, body: translated.body, line: translated.line)
      }
    }
    return result
  }
}
