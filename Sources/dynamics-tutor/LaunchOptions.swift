import ArgumentParser
import Foundation
import Localization
import LessonModel
import LessonReading
import TerminalGraphics
import Tutor

/// The options every subcommand shares, as plain values: what `CommonOptions` parses, or the
/// defaults when the tutor starts with no arguments (see `DynamicsTutorCommand.main`).
struct LaunchOptions: Sendable {
  /// The folder holding `lessons/` and `Content/`; nil finds it automatically (`LessonLocator`).
  var lessons: String?
  /// Plain ASCII instead of braille and box drawing.
  var ascii = false
  /// Never colour, whatever the terminal says.
  var noColor = false
  /// Output width in columns; nil follows the terminal.
  var width: Int?
  /// `--lang`; nil: the learner's saved choice, else the locale.
  var language: Language?

  /// The language to speak: `--lang`, else the choice saved with the progress (`lang` in the REPL), else
  /// the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`).
  func language(saved: String?) -> Language {
    language ?? saved.flatMap { Language(rawValue: $0) } ?? Language.fromLocale(Self.localeVariables())
  }

  /// `LC_ALL`, `LC_MESSAGES` and `LANG`, read with `getenv`: copying the whole environment
  /// (`ProcessInfo.environment`) would cost the start-up more than the rest of choosing a language.
  static func localeVariables() -> [String: String] {
    var variables: [String: String] = [:]
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = getenv(name) { variables[name] = String(cString: value) }
    }
    return variables
  }

  /// Output settings from the terminal, the environment and these options (ASCII also where the
  /// terminal cannot show more: `TERM=dumb`, a locale without UTF-8).
  func settings() -> OutputSettings {
    OutputSettings(terminal: TerminalInfo.current(), width: width, noColor: noColor, ascii: ascii)
  }

  /// `settings()`, with the `Console` set to write by them in the language of these options.
  func console() -> OutputSettings {
    let settings = settings()
    Console.use(settings, language: language(saved: nil))
    return settings
  }

  /// The course; when there is none, one line on stderr and exit status 2.
  func course() throws -> Course {
    switch LessonLocator.course(explicit: lessons) {
    case .success(let course): return course
    case .failure(let missing):
      Diagnostics.error(missing.message)
      throw ExitCode(2)
    }
  }

  /// Loads the whole course, without the checks of its text that `lint` makes (see `LessonLoader`);
  /// the catalog's own errors (a listed lesson without a file, …) are warnings on stderr.
  func catalog() throws -> LessonCatalog {
    let course = try course()
    let catalog = CatalogLoader.load(root: course.root, lessonsFolder: course.lessonsFolder,
                                     displayFolder: course.displayFolder, courseChecks: false)
    for diagnostic in catalog.diagnostics where diagnostic.severity == .error { Diagnostics.warning("\(diagnostic)") }
    return catalog.inLanguage(language(saved: nil))
  }
}
