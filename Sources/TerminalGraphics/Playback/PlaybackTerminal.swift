/// Signals that reached the process during playback.
public struct PlaybackSignals: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: Int

  /// Creates a set from its raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// SIGINT (Ctrl-C): stop playback and return.
  public static let interrupt = PlaybackSignals(rawValue: 1 << 0)
  /// SIGTERM: stop, restore the terminal, then die of the signal.
  public static let terminate = PlaybackSignals(rawValue: 1 << 1)
  /// SIGHUP (the terminal went away): as SIGTERM.
  public static let hangup = PlaybackSignals(rawValue: 1 << 2)
  /// SIGWINCH: the window changed size; redraw at the new size.
  public static let resize = PlaybackSignals(rawValue: 1 << 3)
  /// SIGTSTP (Ctrl-Z): restore the terminal, stop until continued, then resume where it was.
  public static let suspend = PlaybackSignals(rawValue: 1 << 4)
}

/// What waiting for input ended with.
public enum PlaybackWait: Sendable, Equatable {
  /// A key was pressed (and consumed).
  case key
  /// The time ran out.
  case timeout
  /// A signal arrived (see `PlaybackTerminal.takeSignals()`).
  case signal
}

/// Everything live playback needs from a terminal. `SystemTerminal` is the real one (stdin/stdout,
/// termios, poll, signal handlers); tests pass a fake that records output and scripts keys, time,
/// sizes and signals.
///
/// `LivePlayback.run(on:)` calls `begin()` once before writing anything and `end()` once after its
/// last write, on every path out of the loop.
public protocol PlaybackTerminal: AnyObject {
  /// The current size in cells.
  func size() -> TerminalSize
  /// Writes `text` (escape sequences included) and flushes it.
  func write(_ text: String)
  /// Prepares the terminal: keys without Enter and without echo, signal handlers installed.
  func begin()
  /// Undoes `begin()`: the saved terminal mode and the previous signal handlers are restored.
  func end()
  /// Waits up to `seconds` for a key press; returns early when a signal arrives.
  func waitForKey(timeout seconds: Double) -> PlaybackWait
  /// The signals received since the last call (the set is cleared).
  func takeSignals() -> PlaybackSignals
  /// Monotonic time in seconds.
  func now() -> Double
  /// Delivers `signals` (SIGTERM or SIGHUP) again with their default action, ending the process;
  /// called only after the terminal has been restored.
  func reraise(_ signals: PlaybackSignals)
  /// Stops the process (as Ctrl-Z would) and returns when it is continued; called between `end()`
  /// and a new `begin()`.
  func suspend()
}

extension PlaybackTerminal {
  /// Ctrl-Z: hands the terminal back as it was (writes `leave`, `end()`), stops the process until it is
  /// continued, then takes the terminal again (`begin()`, writes `enter`). Returns the seconds stopped.
  @discardableResult
  public func suspendAndResume(leaving leave: String, entering enter: String) -> Double {
    let stoppedAt = now()
    write(leave)
    end()
    suspend()
    begin()
    write(enter)
    return now() - stoppedAt
  }
}
