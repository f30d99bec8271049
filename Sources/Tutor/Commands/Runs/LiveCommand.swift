import Localization
import Expressions
import TerminalGraphics

/// `live`: the scene in real time, touched with the mouse or the keys.
struct LiveCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("live", summary: Messages.english("run the scene in real time and touch it with the mouse or the keys"),
    details: [Messages.english("Press, drag and release the mouse as a finger: taps, drags, flings and Start/Stop as the\narticle's gestures do; elsewhere a drag grabs an item. Keys: arrows or hjkl move a cursor,\nspace taps or grabs, p pauses, r starts again, + - speed, d debug overlay, ? keys, q leaves.\nAfterwards `plot` and `scene` show the live session. On a motion lesson the cursor and the mouse\ntilt the device instead (the middle is level, the edges a full tilt; 0 levels it)."),
    Messages.english("On your own code (after `check` on a code exercise, `use mine`, or in the sandbox) it runs\nyour program: touches reach your gesture recognizers and buttons, and saving the file\nreloads it in place.")])

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    try session.liveCommand()
  }
}

extension TutorSession {
  /// `live`: the open lesson's scene, ready to run in real time with the values in force.
  func liveCommand() throws(TutorError) -> TutorResponse {
    if let mine = learnerScene { return try learnerLiveCommand(mine) }
    guard let current = state else { return TutorResponse("") }
    if current.lesson.scene.engine == .motion {
      var response = TutorResponse("")
      response.liveTilt = try LiveTiltSession(lesson: current.lesson, values: current.values, settings: settings, messages: t)
      return response
    }
    let scene = try LiveSession(lesson: current.lesson, values: current.values, settings: settings, messages: t)
    return TutorResponse("", live: scene)
  }

  /// Keeps a finished live session as the last run, so that `plot` and `scene` show it, and says so.
  package func finishLive(_ scene: LiveSession) -> String {
    let run = scene.run.run()
    guard state?.lesson.id == scene.lesson.id else { return "" }
    state?.lastRun = run
    let touches = scene.run.touches.filter { $0.phase == .began }.count
    let seconds = Figures.format(run.trajectory.duration, unit: "s")
    var text = t.plural(touches, "Live session: {seconds}, {count} touch. `plot` and `scene` now show it; `run` replaces it.",
                        "Live session: {seconds}, {count} touches. `plot` and `scene` now show it; `run` replaces it.", ["seconds": seconds])
    if let failure = scene.run.failure { text += "\n" + t("error: {message}", ["message": failure.message]) }
    return TextWrap.paragraph(text, width: settings.width, first: "", rest: "").joined(separator: "\n")
  }
}
