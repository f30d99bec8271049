import Expressions
import LessonRuntime
import Localization

/// `scene [time]`: the scene drawn at a time of the last run.
struct SceneCommand: TutorCommand {
  static let declaration = CommandDeclaration("scene", [CommandArgument("time", .time, optional: true)], summary: Messages.english("draw the scene at a time of the last run"),
    details: [Messages.english("Without a time it draws the start of the scene.")],
    example: "scene 0.5")

  /// The time (s); nil draws the start.
  let seconds: Double?

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    seconds = try arguments.time(for: Self.declaration.name, subject: t("the scene's time"), positive: false, t)
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.sceneCommand(seconds: seconds))
  }
}

extension TutorSession {
  /// `scene [time]`: the scene at a time of the last run (its start by default).
  func sceneCommand(seconds: Double?) throws(TutorError) -> String {
    if let mine = learnerScene { return try learnerSceneCommand(mine, seconds: seconds) }
    guard let current = state else { return "" }
    let time = seconds ?? 0
    let run: SceneRun
    if let last = current.lastRun {
      run = last
    } else {
      do {
        run = try SceneRunner.run(current.lesson, values: current.values, duration: max(time, current.lesson.scene.step))
      } catch {
        throw TutorError(t("the scene could not be built: {problem}", ["problem": error.message]))
      }
    }
    guard time >= 0 else {
      throw TutorError(t("scene takes a time from 0 s, the start of the run, not {time}", ["time": Figures.format(time, unit: "s")]))
    }
    guard time <= run.trajectory.duration + 1e-9 else {
      throw TutorError(t("the last run covers 0 to {duration}; `run {time}` runs longer",
                         ["duration": Figures.format(run.trajectory.duration, unit: "s"),
                          "time": Figures.format(time, unit: "")]))
    }
    return RunRenderer(lesson: current.lesson, run: run, settings: settings, t: t).scene(at: time, trails: true)
  }
}
