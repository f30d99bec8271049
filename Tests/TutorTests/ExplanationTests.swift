import Foundation
import LessonModel
import Testing
@testable import Tutor

/// Every verdict's explanation is its own and short: each exercise has an `explain` section, no two
/// exercises share one, none is also a page the learner reads, and each fits a screen beside the
/// verdict and the run that decided it.
@Suite("Explanations")
struct ExplanationTests {
  /// Rows an explanation may take at 80 columns. A prediction's verdict on a 24-row screen is the
  /// verdict line (at most 2 rows), a blank row, the drawing of the deciding run, a blank row, the
  /// explanation, a blank row and the line naming what comes next (at most 2 rows): 7 rows of text and
  /// the explanation within the 23 the prompt leaves. The drawing needs `drawingMinimumRows` (8), so
  /// the explanation may take 23 − 7 − 8 = 8.
  static let maximumRows = 8

  /// Each exercise of the shipped course with its lesson.
  static var exercises: [(lesson: Lesson, exercise: ExerciseSpec)] {
    Fixture.session().catalog.lessons.flatMap { lesson in lesson.exercises.map { (lesson, $0) } }
  }

  @Test("every exercise has an explanation section of its own, which is not a page of the lesson")
  func ownSections() {
    var problems: [String] = []
    for lesson in Fixture.session().catalog.lessons {
      var used: [String: String] = [:]
      let pages = Set(lesson.pages.compactMap { page -> String? in if case .prose(let slug) = page { slug } else { nil } })
      for exercise in lesson.exercises {
        guard let slug = exercise.explain, lesson.prose.section(slug) != nil else {
          problems.append("\(lesson.id)/\(exercise.id): no explain section")
          continue
        }
        if let other = used[slug] { problems.append("\(lesson.id)/\(exercise.id): shares \"\(slug)\" with \(other)") }
        used[slug] = exercise.id
        if pages.contains(slug) { problems.append("\(lesson.id)/\(exercise.id): \"\(slug)\" is also a page of the lesson") }
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("no explanation repeats a page of its lesson: no run of 12 words is in both")
  func noRepeatedPages() {
    /// The runs of 12 words of a text, lower case, without punctuation, across line breaks.
    func runs(_ text: String) -> Set<String> {
      let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
      guard words.count >= 12 else { return [] }
      return Set((0...(words.count - 12)).map { words[$0..<($0 + 12)].joined(separator: " ") })
    }
    var problems: [String] = []
    for lesson in Fixture.session().catalog.lessons {
      let pages = lesson.pages.compactMap { page -> (String, Set<String>)? in
        guard case .prose(let slug) = page, let body = lesson.prose.section(slug)?.body else { return nil }
        return (slug, runs(body))
      }
      for exercise in lesson.exercises {
        guard let slug = exercise.explain, let body = lesson.prose.section(slug)?.body else { continue }
        let own = runs(body)
        for (page, theirs) in pages {
          if let shared = own.intersection(theirs).sorted().first {
            problems.append("\(lesson.id)/\(exercise.id) and page \"\(page)\" share \"\(shared)\"")
          }
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("every explanation, its figures computed on the exercise's page, takes at most 8 rows at 80 columns")
  func shortExplanations() {
    var problems: [String] = []
    for (lesson, exercise) in Self.exercises {
      guard let slug = exercise.explain, let section = lesson.prose.section(slug),
            let page = lesson.pages.firstIndex(of: .exercise(exercise.id)) else { continue }
      let session = Fixture.session(opening: lesson.id)
      _ = session.handle("page \(page + 1)")
      let text = MarkdownText.render(session.withFigures(section.body), width: 80, color: false)
      let rows = text.components(separatedBy: "\n").count
      if rows > Self.maximumRows { problems.append("\(lesson.id)/\(exercise.id): \(rows) rows\n\(text)") }
      if text.contains("{{") || text.contains(" ? ") { problems.append("\(lesson.id)/\(exercise.id): a figure did not compute\n\(text)") }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("every verdict of a reference answer at 80 x 24 fits the 23 rows above the prompt, its drawing included")
  func verdictsFitTheScreen() throws {
    var problems: [String] = []
    for (lesson, exercise) in Self.exercises {
      guard let page = lesson.pages.firstIndex(of: .exercise(exercise.id)) else { continue }
      let session = Fixture.session(opening: lesson.id)
      _ = session.handle("page \(page + 1)")
      // A code exercise is answered by a file the Swift toolchain builds: the learner-code tests judge it.
      let commands = try CourseWalkTests.referenceCommands(exercise, in: lesson)
      guard !commands.isEmpty else { continue }
      let verdict = commands.map { session.handle($0).text }.last ?? ""
      let rows = verdict.components(separatedBy: "\n").count
      if rows > 23 { problems.append("\(lesson.id)/\(exercise.id): \(rows) rows") }
      if verdict.contains("did not fit in the window") { problems.append("\(lesson.id)/\(exercise.id): the drawing was left out") }
      if let slug = exercise.explain,
         let first = lesson.prose.section(slug)?.body.split(whereSeparator: \.isWhitespace).prefix(3).joined(separator: " "),
         !verdict.replacingOccurrences(of: "\n", with: " ").contains(first) {
        problems.append("\(lesson.id)/\(exercise.id): the explanation is not shown")
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
