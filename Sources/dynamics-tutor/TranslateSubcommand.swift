import ArgumentParser
import Foundation
import Localization
import LessonModel
import LessonReading

/// `dynamics-tutor translate <lang> [lesson…]`: writes or brings up to date the string files of a
/// language (`lessons/<id>.<lang>.toml`) and starts the prose files that do not exist yet, then says
/// how far each lesson's translation is. The translator fills in the `text` of each string and the
/// sections of the prose (docs/translations.md).
struct TranslateSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "translate",
    abstract: "Write or update a language's string files and start its prose files.",
    usage: "dynamics-tutor translate <lang>\n[<lesson> ...] [<options>]")

  @Argument(help: ArgumentHelp("The language: ko, ru or zh.", valueName: "lang"))
  var language: String

  @Argument(help: ArgumentHelp("Lessons to prepare (default: every lesson).", valueName: "lesson"))
  var lessonIDs: [String] = []

  // The shared options, so that `--lessons` reaches this command: a plain option of the same name would
  // be taken by the top command's group and leave this one nil (the course found from the working folder).
  @OptionGroup var options: CommonOptions

  func run() throws {
    guard let language = Language(rawValue: language), language != .en else {
      Diagnostics.error("translate takes ko, ru or zh, not \"\(language)\" (English is the source)")
      throw ExitCode(2)
    }
    let course = try options.launch.course()
    let catalog = CatalogLoader.load(root: course.root, lessonsFolder: course.lessonsFolder,
                                     displayFolder: course.displayFolder, courseChecks: false)
    let ids = lessonIDs.isEmpty ? catalog.ids : lessonIDs
    var failed = false
    for id in ids {
      guard let lesson = catalog.lesson(id) else {
        Diagnostics.error("no lesson \"\(id)\" that loads" + Suggestion.didYouMean(id, in: catalog.ids))
        failed = true
        continue
      }
      do {
        try prepare(lesson, language: language, course: course)
      } catch {
        Diagnostics.error("\(lesson.id): \(error)")
        failed = true
      }
    }
    if failed { throw ExitCode(1) }
  }

  /// Writes the lesson's string file and, when missing, its prose file; prints one line of status.
  private func prepare(_ lesson: Lesson, language: Language, course: Course) throws {
    let translation = LessonTranslation.load(for: lesson, language: language, root: course.root,
                                             lessonsFolder: course.lessonsFolder, displayFolder: course.displayFolder)
    if let problem = translation.diagnostics.first(where: { $0.severity == .error }) {
      // A string file that does not parse is left alone: rewriting it would lose the translations in it.
      Diagnostics.error("\(problem); fix it first, it is left as it is")
      throw ExitCode(1)
    }
    let (file, dropped) = TranslationSkeleton.strings(for: lesson, language: language, existing: translation.strings)
    let text = file.serialized(header: TranslationSkeleton.header(for: lesson, language: language))
    let stringsURL = course.lessonsFolder.appendingPathComponent("\(lesson.id).\(language.rawValue).toml")
    try Data(text.utf8).write(to: stringsURL, options: .atomic)
    var notes: [String] = []
    if !dropped.isEmpty { notes.append("dropped \(dropped.count) the lesson no longer has: \(dropped.joined(separator: ", "))") }
    if translation.prose == nil, !lesson.prosePath.isEmpty {
      let proseURL = course.root.appendingPathComponent(translation.prosePath)
      try Data(TranslationSkeleton.prose(for: lesson, language: language).utf8).write(to: proseURL, options: .atomic)
      notes.append("started \(translation.prosePath)")
    }
    let written = file.entries.filter { !$0.text.isEmpty }.count
    let stale = file.entries.filter { !$0.text.isEmpty }.count
      - file.translations(current: Dictionary(lesson.translatableStrings.map { ($0.address, $0.text) },
                                              uniquingKeysWith: { first, _ in first })).count
    print("\(course.displayFolder)/\(stringsURL.lastPathComponent): \(written) of \(file.entries.count) strings translated"
          + (stale > 0 ? ", \(stale) stale" : "") + (notes.isEmpty ? "" : "; " + notes.joined(separator: "; ")))
  }
}
