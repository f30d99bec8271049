import ArgumentParser
import Foundation
import Lessons
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

  mutating func validate() throws {
    if let width, !(OutputSettings.widthRange.contains(width)) {
      throw ValidationError("--width must be between \(OutputSettings.widthRange.lowerBound) and \(OutputSettings.widthRange.upperBound) columns")
    }
  }

  /// Output settings from the terminal, the environment and these flags.
  func settings() -> OutputSettings {
    let terminal = TerminalInfo.current()
    return OutputSettings(width: width ?? terminal.columns, height: terminal.rows,
                          color: !noColor && terminal.colorMode != .none, ascii: ascii)
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
    return catalog
  }
}
