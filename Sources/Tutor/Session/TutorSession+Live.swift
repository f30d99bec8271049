import Expressions

extension TutorSession {
  /// `live`: the open lesson's scene, ready to run in real time with the values in force.
  func liveCommand() throws(TutorError) -> TutorResponse {
    guard let current = state else { return TutorResponse("") }
    let scene = try LiveScene(lesson: current.lesson, values: current.values, settings: settings, messages: t)
    return TutorResponse("", live: scene)
  }

  /// Keeps a finished live session as the last run, so that `plot` and `scene` show it, and says so.
  public func finishLive(_ scene: LiveScene) -> String {
    let run = scene.run.run()
    guard state?.lesson.id == scene.lesson.id else { return "" }
    state?.lastRun = run
    let touches = scene.run.touches.filter { $0.phase == .began }.count
    let seconds = Figures.format(run.trajectory.duration, unit: "s")
    var text = t.plural(touches, "Live session: {seconds}, {count} touch. `plot` and `scene` now show it; `run` replaces it.",
                        "Live session: {seconds}, {count} touches. `plot` and `scene` now show it; `run` replaces it.", ["seconds": seconds])
    if let failure = scene.run.failure { text += "\n" + t("error: {message}", ["message": failure.message]) }
    return TextLayout.wrap(text, width: settings.width, first: "", rest: "").joined(separator: "\n")
  }
}
