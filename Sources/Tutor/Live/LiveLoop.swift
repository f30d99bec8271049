import TerminalGraphics

/// How a live session ended.
package enum LiveResult: Sendable, Equatable {
  /// `q` or Esc.
  case quit
  /// SIGINT (Ctrl-C).
  case interrupted
  /// SIGTERM or SIGHUP; the real terminal has re-raised the signal by the time this could be returned.
  case terminated
  /// The input closed.
  case endOfInput
}

/// Runs a live scene (a lesson's `LiveSession`, a learner's `LearnerLiveSession`) on a terminal: the alternate screen with the cursor hidden and mouse reports on;
/// the engine stepped in real time; a frame drawn up to 60 times a second with only the cells that
/// changed written; every key and mouse report handed to the scene. On every way out (`q`, Esc, Ctrl-C,
/// SIGTERM, SIGHUP, the end of input) mouse reports go off and the terminal is restored, as
/// `LivePlayback` restores it; Ctrl-Z hands the terminal back and takes it again when continued; a
/// resize redraws the whole frame at the new size.
package struct LiveLoop {
  /// Frames per second at most.
  package static let framesPerSecond = 60.0

  /// Alternate screen, cursor hidden, attributes reset, screen cleared, mouse reports on.
  static let enterSequence = ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.reset + ANSI.clearScreen + ANSI.home
    + ANSI.enableMouse
  /// Mouse reports off, attributes reset, main screen back, cursor shown. The cursor is shown after
  /// leaving the alternate screen too: some terminals (tmux among them) restore the cursor state saved
  /// on entering it.
  static let leaveSequence = ANSI.disableMouse + ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen
    + ANSI.showCursor

  /// Runs `scene` on `terminal` until the learner leaves or a signal or the end of input stops it.
  public static func run(_ scene: some LiveScene, on terminal: InteractiveTerminal) -> LiveResult {
    terminal.begin()
    terminal.write(enterSequence)
    var decoder = TerminalInputDecoder()
    var diff = FrameDiff(granularity: .cells)
    var size = terminal.size()
    var result: LiveResult?
    var signals = PlaybackSignals()
    var clock = terminal.now()
    var frames: [Double] = []  // when the last second's frames were drawn, for the rate
    running: while result == nil {
      signals = terminal.takeSignals()
      if !signals.isDisjoint(with: [.terminate, .hangup]) {
        result = .terminated
        break
      }
      if signals.contains(.interrupt) {
        result = .interrupted
        break
      }
      if signals.contains(.suspend) {
        terminal.suspendAndResume(leaving: leaveSequence, entering: enterSequence)
        clock = terminal.now()  // the time stopped is not scene time
        diff.invalidate()
      }
      if signals.contains(.resize) || signals.contains(.suspend) {
        size = terminal.size()
        diff.invalidate()
        terminal.write(ANSI.reset + ANSI.clearScreen)
      }
      let start = terminal.now()
      scene.advance(wallSeconds: start - clock)
      clock = start
      frames = frames.filter { start - $0 < 1 } + [start]
      scene.framesPerSecond = frames.count > 1 ? Double(frames.count - 1) / max(1e-3, start - frames[0]) : nil
      let update = diff.update(to: scene.frame(size: size), size: size)
      if !update.isEmpty {
        terminal.write(ANSI.beginSynchronizedUpdate + update + ANSI.endSynchronizedUpdate)
      }
      let deadline = start + 1 / framesPerSecond
      while true {
        let remaining = deadline - terminal.now()
        guard remaining > 0 else { break }
        switch terminal.waitForInput(timeout: remaining) {
        case .bytes(let bytes):
          for input in decoder.decode(bytes) where scene.handle(input) == .quit {
            result = .quit
            break running
          }
        case .signal:
          continue running
        case .endOfInput:
          result = .endOfInput
          break running
        case .timeout:
          continue
        }
      }
    }
    terminal.write(leaveSequence)
    terminal.end()
    if result == .terminated { terminal.reraise(signals.intersection([.terminate, .hangup])) }
    return result ?? .quit
  }
}

/// What `LiveLoop` drives: a scene that moves with the wall clock, takes keys and mouse reports, and
/// draws its frame for a terminal's size.
package protocol LiveScene: AnyObject {
  /// Moves the clock on by `seconds` of wall time.
  func advance(wallSeconds seconds: Double)
  /// Carries out one key or mouse report.
  func handle(_ input: TerminalInput) -> LiveSession.Outcome
  /// The frame for a terminal of `size`: a status line, then the drawing.
  func frame(size: TerminalSize) -> [String]
  /// Frames per second as the loop measures them, for the status line.
  var framesPerSecond: Double? { get set }
}

extension LiveSession: LiveScene {}
