import TerminalGraphics
import Expressions
import LessonModel
import Progress
import LessonRuntime

/// Exercises: the page that poses one, and the commands that answer it. Every exercise is judged with
/// the values of its own context (the lesson's defaults, its set-up and what the learner changed
/// inside it), whatever was set on other pages.
extension TutorSession {
  func exerciseText(_ exercise: ExerciseSpec) -> String {
    guard let state else { return "" }
    let lesson = state.lesson
    let title = t("Exercise {number} of {count}: {question}", ["number": "\(state.number(of: exercise))",
                                                                "count": "\(lesson.exercises.count)", "question": exercise.question])
    var lines = TextWrap.paragraph(title, width: settings.width, first: "", rest: "  ")
    switch exercise.kind {
    case .choice(let choices, _), .predict(let choices, _, _):
      for (index, choice) in choices.enumerated() {
        lines += TextWrap.paragraph("\(Figures.letter(index))) \(choice)", width: settings.width, first: "  ", rest: "     ")
      }
    default: break
    }
    if let task = codeTask(exercise) {
      lines += wrapped(codeFileLine(exercise, task))
    } else {
      lines += TextWrap.paragraph(contextLine(exercise), width: settings.width, first: "", rest: "  ")
    }
    lines.append("")
    let progress = state.exercises[exercise.id] ?? ExerciseProgress()
    switch exercise.kind {
    case .numeric(_, let unit, _, _, _):
      lines += wrapped(unit == .none ? t("Answer with `answer <value>`.")
        : t("Answer with `answer <value>` (in {unit}, or give a unit).", ["unit": unit.symbol]))
    case .choice: lines.append(t("Answer with `choose <letter>`."))
    case .predict:
      if let made = progress.prediction {
        lines += wrapped(t("You predicted {letter}; `choose` again shows the run that decided it.",
                           ["letter": Figures.letter(made)]))
      } else {
        lines += TextWrap.paragraph(t("Predict with `choose <letter>`. A prediction is final: the tutor then runs the scene and shows what happened."),
                                 width: settings.width, first: "", rest: "")
      }
    case .tune(let vary, _, _, _):
      lines += TextWrap.paragraph(t("Change {names} with `set`, then `check` runs the scene and shows what it measured.",
                                 ["names": vary.joined(separator: ", ")]), width: settings.width, first: "", rest: "")
    case .code:
      lines += TextWrap.paragraph(t("Write it in Swift: `edit` opens your file in your editor, `check` builds it and runs it with the lesson's touches, and shows what it measured."),
                                  width: settings.width, first: "", rest: "")
    }
    if progress.solved, progress.prediction == nil { lines.append(t("(You have solved this one.)")) }
    lines.append(t.plural(exercise.hints.count, "`hint` gives a hint ({count} available).", "`hint` gives a hint ({count} available)."))
    return lines.joined(separator: "\n")
  }

  /// One line on the exercise's values: its set-up over the lesson's defaults, and the learner's own
  /// changes inside it.
  func contextLine(_ exercise: ExerciseSpec) -> String {
    guard let state else { return "" }
    let start = state.lesson.startingValues(for: exercise)
    var line = exercise.setup.isEmpty ? t("Values: the lesson's defaults.")
      : t("Values: the lesson's defaults with {values}.", ["values": exercise.setup.map { shown($0.name, $0.value) }.joined(separator: ", ")])
    let changed = state.lesson.differences(state.values(for: exercise), from: start)
    if !changed.isEmpty {
      line += " " + t("You changed {values} (`reset` goes back).", ["values": changed.map { shown($0.name, $0.value) }.joined(separator: ", ")])
    }
    return line
  }

  /// `name = value unit`, as `set` reports it.
  func shown(_ name: String, _ value: Double) -> String {
    guard let parameter = state?.lesson.parameter(name) else { return "\(name) = \(Figures.format(value, unit: ""))" }
    let unit = parameter.unit == .none || parameter.kind != .number ? "" : " \(parameter.unit)"
    return "\(name) = \(parameter.display(value))\(unit)"
  }

  /// A parameter value as the learner would type it (option names for enums, on/off for switches).
  func display(_ name: String, _ value: Double) -> String {
    state?.lesson.parameter(name)?.display(value) ?? Figures.format(value, unit: "")
  }

  /// Runs `body` on the current exercise, or returns why there is none.
  func withCurrentExercise(_ body: (ExerciseSpec) throws(TutorError) -> String) throws(TutorError) -> String {
    switch currentExercise() {
    case .success(let exercise): return try body(exercise)
    case .failure(let problem): throw TutorError(problem.message)
    }
  }

  /// The exercise on the current page, or an error message.
  func currentExercise() -> Result<ExerciseSpec, AnswerError> {
    guard let state else { return .failure(AnswerError(t("no lesson is open"))) }
    if let exercise = state.currentExercise { return .success(exercise) }
    if state.lesson.exercises.isEmpty { return .failure(AnswerError(t("this lesson has no exercises"))) }
    return .failure(AnswerError(t("you have solved every exercise of this lesson; `open <lesson>` to go on")))
  }

  /// A checker for an exercise, with the values of its own context.
  func checker(for exercise: ExerciseSpec) -> ExerciseChecker? {
    guard let state else { return nil }
    return ExerciseChecker(lesson: state.lesson, values: state.values(for: exercise), messages: t)
  }

  /// The lesson's step as a fraction of a second: `1/60 s`.
  var stepText: String { RunRenderer.stepText(state?.lesson.scene.step ?? 0) }
}
