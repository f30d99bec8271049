import Foundation
import TerminalGraphics
import Tutor

/// Animates in place on a terminal (handing the screen over from readline and back); elsewhere prints
/// the filmstrip.
func play(_ plan: PlaybackPlan, reader: LineReader) {
  let terminal = TerminalInfo.current()
  guard reader.isInteractive, terminal.isInteractive else {
    print(plan.filmstrip)
    return
  }
  reader.restoreTerminal()
  let result = plan.playback.runInTerminal(terminal)
  print(plan.finalFrame)
  switch result {
  case .finished: print("Playback finished.")
  case .keyPressed, .interrupted: print("Playback stopped.")
  case .terminated: print("Playback ended by a signal.")
  case .notInteractive: break
  }
}

/// Runs a live scene on the terminal (handing the screen over from readline and back), then keeps the
/// session as the last run. Without a terminal it says why and changes nothing.
func goLive(_ scene: LiveScene, session: TutorSession, reader: LineReader) {
  guard reader.isInteractive, TerminalInfo.current().isInteractive else {
    print("error: live needs a terminal (stdin and stdout); `run` and `play` work anywhere")
    return
  }
  reader.restoreTerminal()
  let result = LiveLoop.run(scene, on: SystemTerminal())
  if result == .interrupted { print("Live session stopped (Ctrl-C).") }
  print(session.finishLive(scene))
}
