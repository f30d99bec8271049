import Foundation
import LessonModel
import LessonReading
import TerminalGraphics
import Testing
@testable import Tutor

/// What a learner reads is never wider than the window: a line wider than it is broken by the terminal
/// wherever its last column falls, inside a word or a number. Every page, `run`, `plot`, `scene`,
/// `params`, `presets`, `hint`, `lessons` and `help` (with `units`, `functions`, `set`) of every lesson,
/// at 50 × 20 and 80 × 24, in English and in each translation (`code` prints a file, not prose). A web
/// address wider than the line stays whole, on a line of its own, to be followed (TextWrap).
@Suite("Lines no wider than the window")
struct CourseWidthTests {
  static let sizes = [(columns: 50, rows: 20), (columns: 80, rows: 24)]

  /// Whether `line` is wider than `width` for a reason other than one web address kept whole (with or
  /// without its scheme, in backticks or not).
  static func overflows(_ line: String, _ width: Int) -> Bool {
    guard TextWrap.width(line) > width else { return false }
    let words = line.split(separator: " ").filter { $0 != "-" }
    return !(words.count == 1 && words[0].contains("/") && words[0].contains("."))
  }

  @Test("pages, runs, plots, scenes, parameters, presets, hints and help fit the window's width in every lesson",
        arguments: Self.sizes.map { "\($0.columns)x\($0.rows)" }, VerdictFitTests.languages)
  func everyLineFits(_ size: String, _ language: String) throws {
    let parts = size.split(separator: "x").compactMap { Int($0) }
    let settings = OutputSettings(width: parts[0], height: parts[1])
    let catalog = CatalogLoader.load(root: Fixture.root)
    var wide: [String] = []
    for lesson in catalog.lessons {
      let session = Fixture.session(opening: lesson.id, settings: settings)
      if language != "en" { _ = session.handle("lang \(language)") }
      var commands = (1...lesson.pages.count).map { "page \($0)" }
      commands += ["run", "params", "presets", "help", "lessons", "help units", "help functions", "help set", "plot", "scene", "hint"]
      for command in commands {
        for line in session.handle(command).text.split(separator: "\n", omittingEmptySubsequences: false)
        where Self.overflows(String(line), settings.width) {
          wide.append("\(lesson.id) `\(command)`: \(TextWrap.width(String(line))) columns: \(line)")
        }
      }
    }
    #expect(wide.isEmpty, "\(wide.count) lines wider than \(size) in \(language):\n\(wide.prefix(40).joined(separator: "\n"))")
  }
}
