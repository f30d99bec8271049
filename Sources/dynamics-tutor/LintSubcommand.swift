import ArgumentParser
import Foundation
import Localization
import LessonModel
import LessonReading
import Tutor

/// `dynamics-tutor lint [path]`: checks lesson files and prints every problem as file:line:column.
struct LintSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check lesson files; exit status 1 if any has an error.",
    usage: "dynamics-tutor lint [<path>] [--code]")

  @Argument(help: ArgumentHelp("A lesson file, a lessons folder, or a folder holding lessons/ (default: the course).",
                               valueName: "path"))
  var path: String?

  @Flag(help: "Also build every code exercise's reference and starter with the Swift toolchain: the reference must pass, the starter must miss.")
  var code = false

  func run() throws {
    let fileManager = FileManager.default
    var diagnostics: [Diagnostic] = []
    var files = 0
    // With --code, the runner that builds the code exercises' files; none is an error, not a pass.
    var runner: LearnerCodeRunner?
    if code {
      runner = LearnerCodeRunners.runner()
      if runner == nil {
        Diagnostics.error(LearnerCodeRunners.unavailableReason)
        throw ExitCode(2)
      }
    }
    if let path, path.hasSuffix(".toml") {
      let url = URL(fileURLWithPath: path)
      guard fileManager.fileExists(atPath: url.path) else {
        Diagnostics.error("no such file: \(path)")
        throw ExitCode(2)
      }
      // Prose paths are relative to the folder above lessons/.
      let root = url.deletingLastPathComponent().deletingLastPathComponent()
      let loaded = LessonLoader.load(file: url, root: root, displayPath: path)
      diagnostics = loaded.diagnostics
      files = 1
      if let runner, let lesson = loaded.lesson {
        diagnostics += CodeExerciseLint(root: root, runner: runner).check(lesson)
      }
    } else {
      let course: Course
      switch LessonLocator.course(explicit: path) {
      case .success(let found): course = found
      case .failure(let missing):
        Diagnostics.error(missing.message)
        throw ExitCode(2)
      }
      let catalog = CatalogLoader.load(root: course.root, lessonsFolder: course.lessonsFolder,
                                       displayFolder: course.displayFolder)
      diagnostics = catalog.diagnostics
      for entry in catalog.entries {
        files += 1
        if case .broken(_, _, let problems) = entry { diagnostics += problems }
      }
      // Warnings of lessons that loaded, and their translations.
      for lesson in catalog.lessons {
        let url = course.lessonsFolder.appendingPathComponent("\(lesson.id).toml")
        diagnostics += LessonLoader.load(file: url, root: course.root, displayPath: lesson.sourcePath).diagnostics
          .filter { $0.severity == .warning }
        if let runner { diagnostics += CodeExerciseLint(root: course.root, runner: runner).check(lesson) }
        for language in Language.allCases where language != .en {
          diagnostics += LessonTranslation.load(for: lesson, language: language, root: course.root,
                                                lessonsFolder: course.lessonsFolder, displayFolder: course.displayFolder)
            .check(against: lesson, required: Language.shipped.contains(language))
        }
      }
    }
    for diagnostic in diagnostics { print(diagnostic) }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    print("\(files) file\(files == 1 ? "" : "s") checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s").")
    if errors > 0 { throw ExitCode(1) }
  }
}
