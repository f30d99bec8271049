import Foundation
import Localization
import LessonModel
import Progress
import LessonRuntime
import TerminalGraphics

/// The REPL's brain: a line of text in, text out. It keeps the open lesson, the learner's parameters,
/// the last run and the state of each exercise. It never touches a terminal, so a whole session can be
/// driven from a test.
public final class TutorSession {
  /// The lessons, in the language the tutor speaks (`lang` changes it).
  var catalog: LessonCatalog
  /// Output width, colour and character set.
  public var settings: OutputSettings
  var state: LessonState? {
    didSet {
      // The learner's scene is a page's: another page or lesson shows the lesson's scene again.
      if oldValue?.lesson.id != state?.lesson.id || oldValue?.page != state?.page { learnerScene = nil }
      syncProgress()
    }
  }
  /// The learner's own program, when `run`, `plot`, `scene`, `play` and `live` work on it (after
  /// `check` on a code exercise, `use mine`, or `sandbox`); nil: the lesson's scene.
  var learnerScene: LearnerScene?
  /// Everything the learner has done, across sessions; the caller saves it when it changes.
  public internal(set) var progress: LearnerProgress
  /// Where the learner's files for code exercises live (nil: nowhere to write them).
  public var codeWorkspace: CodeWorkspace?
  /// Builds and runs a learner's file (nil: this tutor cannot, and code exercises say so).
  public var runLearnerCode: LearnerCodeRunner?
  /// Starts a learner's program live (nil: this tutor cannot).
  public var startLearnerLive: LearnerLiveStarter?

  /// Creates a session over a catalog, continuing from `progress`.
  /// The session speaks `catalog.language`; the caller picks it (`--lang`, the saved choice, the locale).
  public init(catalog: LessonCatalog, settings: OutputSettings = .plain, progress: LearnerProgress = LearnerProgress()) {
    self.catalog = catalog
    self.settings = settings
    self.progress = progress
  }

  /// The language the session speaks.
  package var language: Language { catalog.language }

  /// The tutor's own messages in the language the tutor speaks: `t("Page {page}", ["page": "2"])`.
  var t: Messages { Messages(language) }

  /// Copies the open lesson's state into `progress`.
  private func syncProgress() {
    guard let state else { return }
    progress[lesson: state.lesson.id] = state.record
    progress.lastLesson = state.lesson.id
  }

  /// The prompt: the open lesson and the exercise that `answer` would go to.
  package var prompt: String {
    if let mine = learnerScene {
      if mine.origin == .sandbox || state == nil { return "sandbox:\(mine.name)> " }
    }
    guard let state else { return "tutor> " }
    if let mine = learnerScene { return "\(state.lesson.id):\(mine.name) (\(t("yours")))> " }
    // An exercise is named only on its own page, where `set` changes the values it is judged with.
    if let exercise = state.exerciseOnPage { return "\(state.lesson.id):\(exercise.id)> " }
    return "\(state.lesson.id)> "
  }

  /// The welcome shown at start. A first visit opens the first lesson and shows its first page; a
  /// returning learner continues where they left off. Only that lesson's file is read: the others
  /// are read when `lessons` or `open` needs them, so that the tutor starts at once.
  public func start() -> String {
    var lines = TextWrap.paragraph(t("DynamicsTutor: learn UIKit Dynamics by changing numbers and watching."),
                                width: settings.width, first: "", rest: "")
      + TextWrap.paragraph(t("Type `help` for commands, `next` to read on, `quit` to leave."), width: settings.width,
                        first: "", rest: "") + [""]
    if let id = progress.lastLesson, let lesson = catalog.lesson(id) {
      let opened = open(lesson)
      let page = (state?.page ?? 0) + 1
      let welcome = t("Welcome back. You are in lesson {number} of {count}, \"{title}\", page {page} of {pages}: type `page` to read it, or `lessons` to see your progress in every lesson.",
                      ["number": "\(lessonNumber(lesson))", "count": "\(catalog.ids.count)", "title": lesson.title,
                       "page": "\(page)", "pages": "\(lesson.pages.count)"])
      lines += TextWrap.paragraph(welcome, width: settings.width, first: "", rest: "")
      if state?.dropped.isEmpty == false, let note = opened.split(separator: "\n").first { lines.append(String(note)) }
      return lines.joined(separator: "\n")
    }
    let available = catalog.ids.count
    lines += wrapped(t.plural(available, "{count} lesson available (`lessons` lists them).",
                              "{count} lessons available (`lessons` lists them)."))
    if let first = catalog.ids.lazy.compactMap({ self.catalog.lesson($0) }).first {
      lines.append("")
      lines.append(open(first))
    } else {
      lines.append(t("No lesson could be loaded; `lessons` shows what is wrong."))
    }
    return lines.joined(separator: "\n")
  }

  /// The lesson's 1-based position in the catalog.
  func lessonNumber(_ lesson: Lesson) -> Int {
    (catalog.ids.firstIndex(of: lesson.id) ?? 0) + 1
  }

  /// Handles one line of input: reads it into a command and performs it. Problems come back as a
  /// response of kind `.error`; nothing is changed by a command that fails.
  public func handle(_ line: String) -> TutorResponse {
    guard let parsed = CommandRegistry.parse(line, lessonCommands: state?.lesson.commands ?? [], messages: t) else {
      return TutorResponse("")
    }
    do throws(TutorError) {
      switch parsed {
      case .failure(let problem): throw problem
      case .success(.command(let command)):
        if type(of: command).declaration.needsLesson, state == nil, learnerScene == nil {
          throw TutorError(t("no lesson is open; type `lessons` and `open <number>`"))
        }
        return try command.perform(on: self)
      case .success(.lessonCommand(let shortcut)): return try shortcut.perform(on: self)
      }
    } catch {
      return TutorResponse(errorText(error), kind: .error)
    }
  }

  // MARK: Lessons and pages

  func open(_ lesson: Lesson) -> String {
    let opened = LessonState(lesson: lesson, record: progress[lesson: lesson.id])
    state = opened
    guard !opened.dropped.isEmpty else { return currentPage() }
    let names = opened.dropped.map { name, exercise in
      exercise.map { t("{name} (in exercise {exercise})", ["name": name, "exercise": $0]) } ?? name
    }
    return t("note: saved values no longer valid for this lesson were reset: {names}", ["names": names.joined(separator: ", ")])
      + "\n\n" + currentPage()
  }

  func turnPage(by delta: Int) -> String {
    guard var current = state else { return "" }
    let target = current.page + delta
    guard current.lesson.pages.indices.contains(target) else {
      if delta > 0 {
        let index = catalog.ids.firstIndex(of: current.lesson.id) ?? 0
        let next = catalog.ids.dropFirst(index + 1).lazy.compactMap { self.catalog.lesson($0) }.first
        return t("This is the last page of \"{title}\".", ["title": current.lesson.title]) + " "
          + (next.map { t("Next lesson: `open {id}`.", ["id": $0.id]) } ?? endOfCourse())
      }
      return t("This is the first page.")
    }
    current.page = target
    state = current
    return currentPage()
  }

  /// The last page of the last lesson: the lessons with exercises not yet solved, if any.
  func endOfCourse() -> String {
    let unfinished = catalog.lessons.filter { lesson in
      lesson.exercises.contains { progress[lesson: lesson.id].exercises[$0.id]?.solved != true }
    }
    guard let first = unfinished.first else { return t("You have reached the end of the course, and solved every exercise in it.") }
    return t.plural(unfinished.count, "You have reached the end of the course. {count} lesson has exercises still to solve: {ids} (`open {first}`).",
                    "You have reached the end of the course. {count} lessons have exercises still to solve: {ids} (`open {first}`).",
                    ["ids": unfinished.map(\.id).joined(separator: ", "), "first": first.id])
  }

  /// `2 of 4 exercises done`, for the open lesson.
  func exercisesDone(_ state: LessonState) -> String {
    let done = state.lesson.exercises.filter { state.exercises[$0.id]?.solved == true }.count
    return t.plural(state.lesson.exercises.count, "{done} of {count} exercise done", "{done} of {count} exercises done",
                    ["done": "\(done)"])
  }

  /// Where the learner stands once an exercise is solved: how many are done and which one is next (its
  /// page), or, all done, the next lesson.
  func progressLine() -> String {
    guard let state else { return "" }
    let done = exercisesDone(state)
    if let next = state.exercisesInPageOrder.first(where: { state.exercises[$0.id]?.solved != true }),
       let page = state.page(of: next) {
      return t("{done}; next: exercise {id} on page {page}.", ["done": done, "id": next.id, "page": "\(page)"])
    }
    let index = catalog.ids.firstIndex(of: state.lesson.id) ?? 0
    if let following = catalog.ids.dropFirst(index + 1).first {
      return t("{done}: the lesson is finished. Next lesson: `open {id}`.", ["done": done, "id": following])
    }
    return t("{done}: the lesson is finished.", ["done": done])
  }

  func currentPage() -> String {
    guard let state else { return "" }
    let lesson = state.lesson
    guard lesson.pages.indices.contains(state.page) else { return t("(this lesson has no pages)") }
    var title = t("{title} · page {page}/{pages}", ["title": lesson.title, "page": "\(state.page + 1)",
                                                    "pages": "\(lesson.pages.count)"])
    if !lesson.exercises.isEmpty { title += " · " + exercisesDone(state) }
    let header = TextWrap.paragraph("── " + title + " ──", width: settings.width, first: "", rest: "   ").joined(separator: "\n")
    switch lesson.pages[state.page] {
    case .prose(let slug):
      let body = withFigures(lesson.prose.section(slug)?.body ?? t("(missing section {slug})", ["slug": slug]))
      return header + "\n\n" + sourceLines(lesson, page: state.page)
        + MarkdownText.render(body, width: settings.width, color: settings.color)
    case .exercise(let id):
      guard let exercise = lesson.exercise(id) else { return header + "\n" + t("(missing exercise {id})", ["id": id]) }
      return header + "\n\n" + exerciseText(exercise)
    }
  }

  /// On a lesson's first page, the articles it is rebuilt from, one wrapped paragraph each.
  func sourceLines(_ lesson: Lesson, page: Int) -> String {
    guard page == 0 else { return "" }
    let articles = catalog.articles(for: lesson.id)
    guard !articles.isEmpty else { return "" }
    var lines: [String] = []
    for article in articles {
      let text = t("Rebuilt from {credit}.", ["credit": article.credit(t)])
        + (article.link.map { " " + t("The article links to {link}.", ["link": $0]) } ?? "")
      lines += TextWrap.paragraph(text, width: settings.width, first: "", rest: "  ")
    }
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// The text with its `{{ … | unit }}` figures evaluated on a run of the scene with the current
  /// page's values (the last run when there is one, else a new run that becomes the last).
  func withFigures(_ text: String) -> String {
    guard text.contains("{{"), let current = state, case .success(let figures) = ProseFigure.find(in: text),
          !figures.isEmpty else { return text }
    // A shorter `run 0.5` would leave later figures without data: use only a run of the full length.
    let fullLength = current.values[ParameterName.sceneDuration] ?? current.lesson.scene.duration
    var run = current.lastRun.flatMap { $0.trajectory.duration + 1e-9 >= fullLength ? $0 : nil }
    if run == nil {
      run = try? SceneRunner.run(current.lesson, values: current.values)
      state?.lastRun = run
    }
    guard let run else { return ProseFigure.render(text, figures: figures) { _ in nil } }
    let checker = ExerciseChecker(lesson: current.lesson, values: current.values, messages: t)
    return ProseFigure.render(text, figures: figures) { figure in
      guard case .number(let value)? = try? checker.evaluate(figure.expression, over: run) else { return nil }
      return value
    }
  }

  // MARK: Helpers

  /// An error for the learner, wrapped at word boundaries to the output width.
  func error(_ message: String) -> String {
    TextWrap.paragraph(t("error: {message}", ["message": message]), width: settings.width, first: "", rest: "  ").joined(separator: "\n")
  }

  /// An error as the learner reads it: `error: ` and the sentence, wrapped, then its detail lines.
  func errorText(_ problem: TutorError) -> String {
    ([error(problem.message)] + problem.details).joined(separator: "\n")
  }

  /// Shortens echoed user input so that a 1 MB line does not come back in full: at most `limit`
  /// display columns (20 Hangul or Han characters in 40) and an ellipsis.
  static func clip(_ text: String, to limit: Int = 40) -> String {
    DisplayWidth.of(text) <= limit ? text : String(DisplayWidth.prefix(text, columns: limit)) + "…"
  }
}
