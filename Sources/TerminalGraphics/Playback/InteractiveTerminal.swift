/// What waiting for input in a live scene ended with.
public enum InputWait: Sendable, Equatable {
  /// Bytes arrived (keys, mouse reports); decode them with `TerminalInputDecoder`.
  case bytes([UInt8])
  /// The time ran out.
  case timeout
  /// A signal arrived (see `PlaybackTerminal.takeSignals()`).
  case signal
  /// The input closed (end of file): nothing more will come.
  case endOfInput
}

/// A playback terminal that also hands over what was typed and clicked, for scenes the learner touches.
/// `SystemTerminal` is the real one; tests pass a fake that scripts bytes, time, sizes and signals.
public protocol InteractiveTerminal: PlaybackTerminal {
  /// Waits up to `seconds` for input and returns the bytes read (everything available); returns early
  /// when a signal arrives.
  func waitForInput(timeout seconds: Double) -> InputWait
}
