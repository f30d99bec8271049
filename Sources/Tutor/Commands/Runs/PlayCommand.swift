import LessonRuntime
import Localization

/// `play [speed]`: animates the last run in place (a filmstrip when the output is no terminal).
struct PlayCommand: TutorCommand {
  static let declaration = CommandDeclaration("play", aliases: ["pl"], [CommandArgument("speed", .speed, optional: true)],
    summary: Messages.english("animate the last run in place (any key stops it)"),
    details: [Messages.english("`play 0.25` plays at a quarter of real time. Without a terminal it prints a filmstrip."),
    Messages.english("Runs the scene first if there is no run yet. On your own code (after `check`, or in the\nsandbox) it replays your program's last run.")],
    example: "play 0.5")

  /// Scene seconds per wall-clock second; nil is real time.
  let speed: Double?

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    guard let text = arguments[0] else {
      speed = nil
      return
    }
    guard let value = Double(text), value.isFinite, value >= 0.05, value <= 10 else {
      throw TutorError(t("play takes a speed between 0.05 and 10 (1 is real time), not {speed}", ["speed": TutorSession.clip(text)]))
    }
    speed = value
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    try session.playCommand(speed: speed)
  }
}

extension TutorSession {
  /// `play [speed]`: 1 is real time.
  func playCommand(speed: Double?) throws(TutorError) -> TutorResponse {
    if let mine = learnerScene { return try learnerPlayCommand(mine, speed: speed) }
    guard var current = state else { return TutorResponse("") }
    let speed = speed ?? 1
    let run: SceneRun
    if let last = current.lastRun {
      run = last
    } else {
      do {
        run = try SceneRunner.run(current.lesson, values: current.values)
      } catch {
        throw TutorError(t("the scene could not run: {problem}", ["problem": error.message]))
      }
      current.lastRun = run
      state = current
    }
    let renderer = RunRenderer(lesson: current.lesson, run: run, settings: settings, t: t)
    let plan = renderer.playbackPlan(speed: speed)
    return TutorResponse("", playback: plan)
  }
}
