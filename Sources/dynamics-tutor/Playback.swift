import Foundation
import Localization
import TerminalGraphics
import Tutor

/// Animates in place on a terminal (handing the screen over from readline and back); elsewhere prints
/// the filmstrip. What it says afterwards is in the language of `t`.
func play(_ plan: PlaybackPlan, reader: LineReader, settings: () -> OutputSettings, messages t: Messages) {
  let terminal = TerminalInfo.current()
  guard reader.isInteractive, terminal.isInteractive else {
    Console.print(plan.filmstrip)
    return
  }
  reader.restoreTerminal()
  let result = plan.playback.runInTerminal(terminal)
  // Laid out for the window as it is now: it may have been resized while the scene played.
  Console.print(plan.finalFrame(for: settings()))
  switch result {
  case .finished: Console.print(t("Playback finished."))
  case .keyPressed, .interrupted: Console.print(t("Playback stopped."))
  case .terminated: Console.print(t("Playback ended by a signal."))
  case .notInteractive: break
  }
}

/// Runs a live scene on the terminal (handing the screen over from readline and back), then keeps the
/// session as the last run. Without a terminal it says why and changes nothing.
func goLive<Scene: LiveScene>(_ scene: Scene, session: TutorSession, reader: LineReader, finish: (Scene) -> String,
                              refresh: () -> Void) {
  let t = Messages(session.language)
  guard reader.isInteractive, TerminalInfo.current().isInteractive else {
    Console.print(t("error: {message}", ["message": t("live needs a terminal (stdin and stdout); `run` and `play` work anywhere")]))
    return
  }
  reader.restoreTerminal()
  let result = LiveLoop.run(scene, on: SystemTerminal())
  // What follows is laid out for the window as it is now, which may not be the one the session began in.
  refresh()
  if result == .interrupted { Console.print(t("Live session stopped (Ctrl-C).")) }
  Console.print(finish(scene))
}
