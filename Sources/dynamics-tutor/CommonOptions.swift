import ArgumentParser
import Foundation
import Localization
import LessonModel
import LessonReading
import TerminalGraphics
import Tutor

/// Options shared by every subcommand.
struct CommonOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("Folder holding lessons/ and Content/ (default: found automatically).",
                                          valueName: "path"))
  var lessons: String?

  @Flag(name: .long, help: "Draw with plain ASCII characters instead of braille and box drawing.")
  var ascii = false

  @Flag(name: .customLong("no-color"), help: "Never use colour (as does the NO_COLOR environment variable).")
  var noColor = false

  @Option(name: .long, help: ArgumentHelp("Output width in columns (default: the terminal's, else 80).", valueName: "n"))
  var width: Int?

  @Option(name: .long, help: ArgumentHelp("The language: en, ko, ru or zh (default: your choice with `lang`, else the locale).",
                                          valueName: "code"))
  var lang: String?

  mutating func validate() throws {
    if let lang, Language(rawValue: lang.lowercased()) == nil {
      throw ValidationError("--lang takes \(Language.codes), not \"\(lang)\"")
    }
    if let width, !(OutputSettings.widthRange.contains(width)) {
      throw ValidationError("--width must be between \(OutputSettings.widthRange.lowerBound) and \(OutputSettings.widthRange.upperBound) columns")
    }
  }

  /// The parsed values as plain options.
  var launch: LaunchOptions {
    LaunchOptions(lessons: lessons, ascii: ascii, noColor: noColor, width: width,
                  language: lang.flatMap { Language(rawValue: $0.lowercased()) })
  }

  /// Output settings from the terminal, the environment and these flags.
  func settings() -> OutputSettings { launch.settings() }

  /// `settings()`, with the `Console` set to write by them (see `LaunchOptions.console()`).
  func console() -> OutputSettings { launch.console() }

  /// The course; when there is none, one line on stderr and exit status 2.
  func course() throws -> Course { try launch.course() }

  /// A catalog with lesson `id` read from its file alone (reading one lesson file halves a command's
  /// time); the whole course, without the course-wide checks, only when that fails, to suggest a name.
  func catalog(holding id: String) throws -> LessonCatalog {
    let course = try self.course()
    let found = CatalogLoader.loadLesson(id, root: course.root, lessonsFolder: course.lessonsFolder, courseChecks: false)
      ?? CatalogLoader.load(root: course.root, lessonsFolder: course.lessonsFolder, displayFolder: course.displayFolder,
                            courseChecks: false)
    return found.inLanguage(launch.language(saved: nil))
  }

  /// The whole course (see `LaunchOptions.catalog()`).
  func catalog() throws -> LessonCatalog { try launch.catalog() }
}
