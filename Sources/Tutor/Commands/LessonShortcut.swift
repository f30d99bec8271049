import LessonModel
import LessonRuntime

/// One of the open lesson's own commands (`tap 300 284`), with its arguments as typed. Lessons declare
/// them in their files (`[[command]]`), so they are values rather than types.
struct LessonShortcut: Sendable {
  /// The lesson's declaration of the command.
  let command: LessonCommand
  /// The words typed after its name.
  let arguments: [String]

  /// Assigns the arguments to the command's parameters, and runs the scene if the command says so.
  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    try session.lessonCommand(command, arguments)
  }
}

extension TutorSession {
  /// A lesson's own shortcut (`tap 300 284`): assigns its arguments to parameters and may run.
  func lessonCommand(_ command: LessonCommand, _ arguments: [String]) throws(TutorError) -> TutorResponse {
    guard let current = state else { return TutorResponse("") }
    if let tooLong = arguments.lazy.compactMap({ Self.valueTooLong($0, self.t) }).first { throw TutorError(tooLong.message) }
    let constants = ExerciseChecker(lesson: current.lesson, values: current.values).constants()
    switch command.bind(arguments, in: current.lesson, constants: constants, messages: t) {
    case .failure(let problem): throw TutorError(problem.message)
    case .success(let values):
      let assigned = assign(values)
      guard command.runs else { return TutorResponse(assigned) }
      return TutorResponse(assigned + "\n" + (try runCommand(seconds: nil)))
    }
  }
}
