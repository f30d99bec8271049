import Expressions
import LessonModel
import Progress
import Localization

/// `choose <letter>`: picks a choice, or makes a prediction (final; the run then decides it).
struct ChooseCommand: TutorCommand {
  static let declaration = CommandDeclaration("choose", aliases: ["c"], [CommandArgument("letter", .letter)],
    summary: Messages.english("pick a choice in a choice or predict exercise"),
    details: [Messages.english("A prediction is final: the tutor then runs the scene and shows what decided it.")],
    example: "choose b")

  /// The 0-based choice.
  let index: Int

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    guard let first = arguments[0], let index = Self.choiceIndex(first) else {
      throw TutorError(t("usage: choose <letter>, for example `choose b`"))
    }
    self.index = index
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.chooseCommand(index), kind: .verdict)
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
}

extension TutorSession {
  func chooseCommand(_ index: Int) throws(TutorError) -> String {
    try withCurrentExercise { exercise throws(TutorError) in try choose(exercise, index) }
  }

  private func choose(_ exercise: ExerciseSpec, _ index: Int) throws(TutorError) -> String {
    guard let state, let checker = checker(for: exercise) else { return "" }
    if case .predict = exercise.kind, let made = state.exercises[exercise.id]?.prediction {
      let (verdict, runs) = checker.checkPrediction(exercise, choice: made)
      let said = wrapped(finalPrediction(Figures.letter(made), verdict))
      return said.joined(separator: "\n") + "\n\n"
        + fitted({ rows in evidence(for: exercise, runs: runs, rows: rows) }, rows: outputRows - said.count - 1)
    }
    switch exercise.kind {
    case .choice:
      return record(checker.checkChoice(exercise, choice: index), for: exercise)
    case .predict:
      let (verdict, runs) = checker.checkPrediction(exercise, choice: index)
      if let main = runs[""] { self.state?.keep(main, for: exercise) }
      guard verdict.isAttempt else { return record(verdict, for: exercise) }
      self.state?.exercises[exercise.id, default: ExerciseProgress()].prediction = index
      return record(verdict, for: exercise, drawing: { rows in self.evidence(for: exercise, runs: runs, rows: rows) })
    case .numeric: throw TutorError(t("this exercise is answered with `answer <value>`"))
    case .tune: throw TutorError(t("this exercise is answered by tuning: `set` a parameter, then `check`"))
    case .code: throw TutorError(t("this exercise is answered with code: `edit` opens your file, `check` judges it"))
    }
  }
}
