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
