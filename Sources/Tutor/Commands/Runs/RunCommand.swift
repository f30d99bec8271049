import Expressions
import LessonModel
import LessonRuntime
import Localization

/// `run [seconds]`: simulates the scene, then plots it and draws its end.
struct RunCommand: TutorCommand {
  static let declaration = CommandDeclaration("run", aliases: ["r"], [CommandArgument("seconds", .time, optional: true)],
    summary: Messages.english("simulate the scene, then plot it and draw its end"),
    details: [Messages.english("Without a time it runs for scene.duration seconds; `run 500 ms` works too.")],
    example: "run 2")

  /// How long to run (s); nil runs for the scene's duration.
  let seconds: Double?

  init(seconds: Double?) {
    self.seconds = seconds
  }

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    seconds = try arguments.time(for: Self.declaration.name, subject: t("the run's length"), positive: true, t)
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.runCommand(seconds: seconds))
  }
}

extension TutorSession {
  /// `run [seconds]`: nil runs for the scene's duration (the time was read and checked by the parser).
  func runCommand(seconds duration: Double?) throws(TutorError) -> String {
    if let mine = learnerScene { return try learnerRunCommand(mine, seconds: duration) }
    guard var current = state else { return "" }
    let run: SceneRun
    do {
      run = try SceneRunner.run(current.lesson, values: current.values, duration: duration)
    } catch {
      throw TutorError(t("the scene could not run: {problem}", ["problem": error.message]))
    }
    current.lastRun = run
    state = current
    let renderer = RunRenderer(lesson: current.lesson, run: run, settings: settings, t: t)
    return renderer.runReport()
  }
}
