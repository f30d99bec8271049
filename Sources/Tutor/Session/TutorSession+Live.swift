import Lessons

extension TutorSession {
  /// `live`: the open lesson's scene, ready to run in real time with the values in force.
  func liveCommand() throws(TutorError) -> TutorResponse {
    guard let current = state else { return TutorResponse("") }
    let scene = try LiveScene(lesson: current.lesson, values: current.values, settings: settings)
    return TutorResponse("", live: scene)
  }

  /// Keeps a finished live session as the last run, so that `plot` and `scene` show it, and says so.
  public func finishLive(_ scene: LiveScene) -> String {
    let run = scene.run.run()
    guard state?.lesson.id == scene.lesson.id else { return "" }
    state?.lastRun = run
    let touches = scene.run.touches.filter { $0.phase == .began }.count
    let seconds = ExerciseChecker.format(run.trajectory.duration, unit: "s")
    var text = "Live session: \(seconds), \(touches) touch\(touches == 1 ? "" : "es"). `plot` and `scene` now show it; `run` replaces it."
    if let failure = scene.run.failure { text += "\nerror: \(failure.message)" }
    return TextLayout.wrap(text, width: settings.width, first: "", rest: "").joined(separator: "\n")
  }
}
