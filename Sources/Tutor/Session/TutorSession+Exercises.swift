import Lessons

extension TutorSession {
  func exerciseText(_ exercise: ExerciseSpec) -> String {
    guard let state else { return "" }
    let lesson = state.lesson
    let number = (lesson.exercises.firstIndex { $0.id == exercise.id } ?? 0) + 1
    var lines = TextLayout.wrap("Exercise \(number) of \(lesson.exercises.count): \(exercise.question)",
                                width: settings.width, first: "", rest: "  ")
    switch exercise.kind {
    case .choice(let choices, _), .predict(let choices, _, _):
      for (index, choice) in choices.enumerated() {
        lines.append("  \(ExerciseChecker.letter(index))) \(choice)")
      }
    default: break
    }
    let checker = ExerciseChecker(lesson: lesson, values: state.values)
    for missing in checker.missingSetup(exercise) {
      let shown = display(missing.name, missing.value), now = display(missing.name, missing.current)
      lines.append("It assumes \(missing.name) = \(shown) (now \(now)): `set \(missing.name) \(shown)`.")
    }
    lines.append("")
    switch exercise.kind {
    case .numeric(_, let unit, _, _, _):
      lines.append("Answer with `answer <value>`" + (unit.isEmpty ? "." : " (in \(unit), or give a unit)."))
    case .choice: lines.append("Answer with `choose <letter>`.")
    case .predict: lines.append("Predict with `choose <letter>`; the tutor then runs the scene to see.")
    case .tune(let vary, _, _, _):
      lines.append("Change \(vary.joined(separator: ", ")) with `set`, then `check` runs the scene and tests it.")
    }
    if let progress = state.exercises[exercise.id], progress.solved { lines.append("(You have solved this one.)") }
    lines.append("`hint` gives a hint (\(exercise.hints.count) available).")
    return lines.joined(separator: "\n")
  }

  /// A parameter value as the learner would type it (option names for enums, on/off for switches).
  func display(_ name: String, _ value: Double) -> String {
    state?.lesson.parameter(name)?.display(value) ?? ExerciseChecker.format(value, unit: "")
  }

  /// Runs `body` on the current exercise, or returns why there is none.
  func withCurrentExercise(_ body: (ExerciseSpec) -> String) -> String {
    switch currentExercise() {
    case .success(let exercise): return body(exercise)
    case .failure(let problem): return error(problem.message)
    }
  }

  /// The exercise on the current page, or an error message.
  func currentExercise() -> Result<ExerciseSpec, AnswerError> {
    guard let state else { return .failure(AnswerError("no lesson is open")) }
    if let exercise = state.currentExercise { return .success(exercise) }
    if state.lesson.exercises.isEmpty { return .failure(AnswerError("this lesson has no exercises")) }
    return .failure(AnswerError("you have solved every exercise of this lesson; `open <lesson>` to go on"))
  }

  func answerCommand(_ text: String) -> String {
    withCurrentExercise { exercise in answer(exercise, text) }
  }

  private func answer(_ exercise: ExerciseSpec, _ text: String) -> String {
    guard let state else { return "" }
    switch exercise.kind {
    case .numeric:
      guard !text.isEmpty else { return error("usage: answer <value>, for example `answer 0.45 s`") }
      let verdict = ExerciseChecker(lesson: state.lesson, values: state.values).checkNumeric(exercise, answer: text)
      return record(verdict, for: exercise)
    case .choice, .predict:
      if text.count == 1, let letter = text.first, letter.isLetter { return chooseCommand([text]) }
      return error("this exercise is answered with `choose <letter>`")
    case .tune:
      return error("this exercise is answered by tuning: `set` a parameter, then `check`")
    }
  }

  func chooseCommand(_ arguments: [String]) -> String {
    withCurrentExercise { exercise in choose(exercise, arguments) }
  }

  private func choose(_ exercise: ExerciseSpec, _ arguments: [String]) -> String {
    guard let state else { return "" }
    guard arguments.count == 1, let index = Self.choiceIndex(arguments[0]) else {
      return error("usage: choose <letter>, for example `choose b`")
    }
    let checker = ExerciseChecker(lesson: state.lesson, values: state.values)
    switch exercise.kind {
    case .choice:
      return record(checker.checkChoice(exercise, choice: index), for: exercise)
    case .predict:
      let (verdict, run) = checker.checkPrediction(exercise, choice: index)
      if let run { self.state?.lastRun = run }
      return record(verdict, for: exercise)
    case .numeric: return error("this exercise is answered with `answer <value>`")
    case .tune: return error("this exercise is answered by tuning: `set` a parameter, then `check`")
    }
  }

  func checkCommand() -> String {
    withCurrentExercise(check)
  }

  private func check(_ exercise: ExerciseSpec) -> String {
    guard let state else { return "" }
    guard case .tune = exercise.kind else { return error("`check` is for tuning exercises; answer this one with `answer` or `choose`") }
    let (verdict, run) = ExerciseChecker(lesson: state.lesson, values: state.values).checkTuning(exercise)
    if let run { self.state?.lastRun = run }
    return record(verdict, for: exercise)
  }

  /// Letter `a`… or number `1`… to a 0-based index.
  static func choiceIndex(_ text: String) -> Int? {
    let lowered = text.lowercased().trimmingCharacters(in: .init(charactersIn: ")."))
    if lowered.count == 1, let scalar = lowered.unicodeScalars.first, scalar.value >= 97, scalar.value <= 122 {
      return Int(scalar.value) - 97
    }
    if let number = Int(lowered), number >= 1 { return number - 1 }
    return nil
  }

  /// Turns a verdict into text and updates the exercise's state.
  func record(_ verdict: Verdict, for exercise: ExerciseSpec) -> String {
    guard var current = state else { return "" }
    var progress = current.exercises[exercise.id] ?? ExerciseProgress()
    var lines: [String] = []
    if !current.isOnExercisePage {
      let number = (current.lesson.exercises.firstIndex { $0.id == exercise.id } ?? 0) + 1
      lines += TextLayout.wrap("Exercise \(number) (\(exercise.id)): \(exercise.question)", width: settings.width,
                               first: "", rest: "  ")
    }
    switch verdict {
    case .correct(let detail):
      progress.attempts += 1
      progress.solved = true
      lines.append(mark(true) + " Correct: \(detail).")
      if let slug = exercise.explain, let section = current.lesson.prose.section(slug) {
        lines.append("")
        lines.append(TextLayout.markdown(section.body, width: settings.width, color: settings.color))
      }
      lines.append("")
      lines.append("Type `next` to go on.")
    case .incorrect(let detail):
      progress.attempts += 1
      lines.append(mark(false) + " Not quite: \(detail).")
      if progress.hintsShown < exercise.hints.count {
        lines.append("Try again, or type `hint` for a hint.")
      } else {
        lines.append("Try again, or type `solution` to see the worked answer.")
      }
    case .needsSetup(let missing):
      lines.append("This exercise assumes other parameter values; nothing was judged:")
      for entry in missing {
        lines.append("  set \(entry.name) \(display(entry.name, entry.value))   (now \(display(entry.name, entry.current)))")
      }
    case .unreadable(let message):
      lines.append(error(message))
    }
    current.exercises[exercise.id] = progress
    state = current
    return lines.joined(separator: "\n")
  }

  func mark(_ right: Bool) -> String {
    let symbol = settings.ascii ? (right ? "[ok]" : "[x]") : (right ? "✔" : "✘")
    guard settings.color else { return symbol }
    return (right ? "\u{1B}[32m" : "\u{1B}[31m") + symbol + "\u{1B}[0m"
  }

  func hintCommand() -> String {
    withCurrentExercise(hint)
  }

  private func hint(_ exercise: ExerciseSpec) -> String {
    guard var current = state else { return "" }
    var progress = current.exercises[exercise.id] ?? ExerciseProgress()
    guard progress.hintsShown < exercise.hints.count else {
      return exercise.hints.isEmpty ? "This exercise has no hints." :
        "No more hints. After an attempt, `solution` shows the worked answer."
    }
    let hint = exercise.hints[progress.hintsShown]
    progress.hintsShown += 1
    current.exercises[exercise.id] = progress
    state = current
    return TextLayout.wrap("Hint \(progress.hintsShown)/\(exercise.hints.count): \(hint)", width: settings.width,
                           first: "", rest: "  ").joined(separator: "\n")
  }

  func solutionCommand() -> String {
    withCurrentExercise(solution)
  }

  private func solution(_ exercise: ExerciseSpec) -> String {
    guard let state else { return "" }
    let progress = state.exercises[exercise.id] ?? ExerciseProgress()
    guard progress.attempts > 0 || progress.solved else {
      return "Have a go first: any attempt counts. Then `solution` shows the worked answer."
    }
    guard let solution = exercise.solution else { return "This exercise has no written solution." }
    self.state?.exercises[exercise.id, default: ExerciseProgress()].solutionShown = true
    return TextLayout.wrap("Solution: \(solution)", width: settings.width, first: "", rest: "  ").joined(separator: "\n")
  }
}
