import Localization
import LessonModel
import Progress
import TerminalGraphics

/// `lessons`: the course's lessons with progress marks and the articles they are rebuilt from.
struct LessonsCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("lessons", aliases: ["ls"], summary: Messages.english("list the lessons with your progress"), needsLesson: false)

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(session.lessonList())
  }
}

extension TutorSession {
  func lessonList() -> String {
    var lines = [t("Lessons:")]
    let layout = creditLayout()
    for (index, entry) in catalog.entries.enumerated() {
      let number = ANSI.padded("\(index + 1).", to: 4)
      switch entry {
      case .loaded(let lesson):
        let mark = progressMark(lesson)
        let open = state?.lesson.id == lesson.id ? "> " : "  "
        let start = "\(open)\(mark) \(number)\(ANSI.padded(lesson.id, to: 22)) "
        let line = start + lesson.title
        if let layout, let credit = layout.credits[lesson.id], !credit.isEmpty {
          lines.append(ANSI.padded(line, to: layout.column) + credit)
        } else if settings.width - ANSI.displayWidth(start) >= 16 {
          // A title too long for the line (Korean and Chinese are two columns a character) wraps under itself.
          let indent = String(repeating: " ", count: ANSI.displayWidth(start))
          lines += TextWrap.paragraph(lesson.title, width: settings.width, first: start, rest: indent)
        } else {
          // A narrow window: the title goes under the id.
          lines.append("\(open)\(mark) \(number)\(lesson.id)")
          lines += TextWrap.paragraph(lesson.title, width: settings.width, first: "          ", rest: "          ")
        }
      case .broken(let id, _, let diagnostics):
        lines.append("  ! \(number)\(ANSI.padded(id, to: 22)) "
          + t.plural(diagnostics.count, "unavailable: {count} problem in its file", "unavailable: {count} problems in its file"))
      }
    }
    // The legend describes only the columns shown: the articles, their languages, or neither.
    let marks = t("Marks: [x] done, [~] started, [ ] not started; > the open lesson. `open <number>` opens one.")
    let column: String? = switch layout?.shows {
    case .articles?: t("The last column names the article each lesson is rebuilt from.")
    case .languages?: t("The last column names the language of the articles each lesson is rebuilt from.")
    case nil: nil
    }
    lines += TextWrap.paragraph([marks, column].compactMap { $0 }.joined(separator: " "), width: settings.width, first: "", rest: "")
    return lines.joined(separator: "\n")
  }

  /// Where the lesson list's last column starts and what it says of each lesson, the same for every
  /// row: the articles' credits at column 60, else just past the longest title, else only their
  /// languages (shorter, in Russian above all); nil when even those do not fit the width.
  func creditLayout() -> (column: Int, credits: [String: String], shows: CreditColumn)? {
    let lessons = catalog.lessons
    // "  [ ] 16. " (10 columns), the id in 22 and a space, then the title.
    let titleColumn = 33 + 2 + (lessons.map { ANSI.displayWidth($0.title) }.max() ?? 0)
    let full = Dictionary(lessons.map { ($0.id, Article.shortCredit(catalog.articles(for: $0.id), t)) },
                          uniquingKeysWith: { first, _ in first })
    let languages = Dictionary(lessons.map { lesson in
      var names: [String] = []
      for article in catalog.articles(for: lesson.id) where !names.contains(article.language) { names.append(article.language) }
      return (lesson.id, names.map { Article.languageName($0, t) }.joined(separator: ", "))
    }, uniquingKeysWith: { first, _ in first })
    func fits(_ column: Int, _ credits: [String: String]) -> Bool {
      lessons.allSatisfy { lesson in
        let credit = credits[lesson.id] ?? ""
        let line = 33 + ANSI.displayWidth(lesson.title)
        return credit.isEmpty || (line < column && column + ANSI.displayWidth(credit) <= settings.width)
      }
    }
    for (column, credits, shows) in [(60, full, CreditColumn.articles), (titleColumn, full, .articles), (titleColumn, languages, .languages)]
      where fits(column, credits) {
      return (column, credits, shows)
    }
    return nil
  }

  /// `[x]` when every exercise is solved, `[~]` when some are, `[ ]` otherwise.
  func progressMark(_ lesson: Lesson) -> String {
    let states = progress[lesson: lesson.id].exercises
    let solved = lesson.exercises.filter { states[$0.id]?.solved == true }.count
    if solved == lesson.exercises.count && solved > 0 { return "[x]" }
    // Explored counts as started: a page turned or a value changed, as well as an exercise tried.
    let record = progress[lesson: lesson.id]
    let explored = record.lastPage > 0 || !record.parameters.isEmpty || !record.exerciseParameters.isEmpty
    let touched = states.values.contains { $0.attempts > 0 || $0.solved || $0.hintsShown > 0 }
    return solved > 0 || touched || explored ? "[~]" : "[ ]"
  }
}
