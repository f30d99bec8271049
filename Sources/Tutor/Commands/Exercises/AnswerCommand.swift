import Expressions
import LessonModel
import LessonRuntime
import Localization

/// `answer <value>`: answers the current numeric exercise.
struct AnswerCommand: TutorCommand {
  static let declaration = CommandDeclaration("answer", aliases: ["a"], [CommandArgument("value", .text)], summary: Messages.english("answer the current exercise"),
    details: [Messages.english("Units and expressions are fine: `answer 450 ms`, `answer sqrt(2*400/4000)`.")],
    example: "answer 0.45 s")

  /// The answer as typed: a number with a unit, or an expression.
  let text: String

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    guard !arguments.rest.isEmpty else { throw TutorError(t("usage: answer <value>, for example `answer 0.45 s`")) }
    text = arguments.rest
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.answerCommand(text), kind: .verdict)
  }
}

extension TutorSession {
  func answerCommand(_ typed: String) throws(TutorError) -> String {
    let text = language.acceptsDecimalComma ? AnswerParser.withDecimalPoints(typed) : typed
    return try withCurrentExercise { exercise throws(TutorError) in try answer(exercise, text) }
  }

  private func answer(_ exercise: ExerciseSpec, _ text: String) throws(TutorError) -> String {
    guard let checker = checker(for: exercise) else { return "" }
    switch exercise.kind {
    case .numeric:
      guard !text.isEmpty else { throw TutorError(t("usage: answer <value>, for example `answer 0.45 s`")) }
      let verdict = checker.checkNumeric(exercise, answer: text)
      return record(verdict, for: exercise, evidence: verdict.isCorrect ? engineFigure(exercise, checker) : nil)
    case .choice, .predict:
      if text.count == 1, let letter = text.first, letter.isLetter, let index = ChooseCommand.choiceIndex(text) {
        return try chooseCommand(index)
      }
      throw TutorError(t("this exercise is answered with `choose <letter>`"))
    case .tune:
      throw TutorError(t("this exercise is answered by tuning: `set` a parameter, then `check`"))
    case .code:
      throw TutorError(t("this exercise is answered with code: `edit` opens your file, `check` judges it"))
    }
  }

  /// What the engine measures for a numeric exercise (its `verify` over a run), as one sentence.
  private func engineFigure(_ exercise: ExerciseSpec, _ checker: ExerciseChecker) -> String? {
    guard case .numeric(_, let unit, _, _, _?) = exercise.kind,
          let runs = try? checker.performRuns(exercise),
          case .success(let measured) = checker.measuredValue(exercise, runs: runs) else { return nil }
    if let main = runs[""] { state?.keep(main, for: exercise) }
    return measuredSentence(Figures.format(measured, unit: unit, t))
  }
}
