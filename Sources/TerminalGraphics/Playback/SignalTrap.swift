#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Flags set by the signal handlers. A handler only stores 1 into one of these (async-signal-safe);
// the playback loop reads and clears them in normal flow.
nonisolated(unsafe) private var interruptFlag: sig_atomic_t = 0
nonisolated(unsafe) private var terminateFlag: sig_atomic_t = 0
nonisolated(unsafe) private var hangupFlag: sig_atomic_t = 0
nonisolated(unsafe) private var resizeFlag: sig_atomic_t = 0
nonisolated(unsafe) private var suspendFlag: sig_atomic_t = 0

/// Installs and removes the playback signal handlers (SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP) and reads
/// what they recorded. Handlers only set a flag; all terminal restoration happens in normal flow.
/// Used from one thread at a time (the one running playback).
struct SignalTrap {
  private static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP]
  private var previous: [(Int32, sigaction)] = []

  /// Clears the flags and installs the handlers, remembering the previous ones.
  mutating func install() {
    _ = take()
    for signalNumber in Self.handled {
      var action = sigaction()
      #if os(Linux)
      action.__sigaction_handler.sa_handler = { number in SignalTrap.record(number) }
      #else
      action.__sigaction_u.__sa_handler = { number in SignalTrap.record(number) }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0  // no SA_RESTART: a signal wakes poll() at once
      var old = sigaction()
      if sigaction(signalNumber, &action, &old) == 0 { previous.append((signalNumber, old)) }
    }
  }

  /// Puts back the handlers that were in place before `install()`.
  mutating func uninstall() {
    for (signalNumber, old) in previous.reversed() {
      var action = old
      sigaction(signalNumber, &action, nil)
    }
    previous.removeAll()
  }

  /// The signals recorded since the last call; clears them.
  func take() -> PlaybackSignals {
    var signals = PlaybackSignals()
    if interruptFlag != 0 {
      interruptFlag = 0
      signals.insert(.interrupt)
    }
    if terminateFlag != 0 {
      terminateFlag = 0
      signals.insert(.terminate)
    }
    if hangupFlag != 0 {
      hangupFlag = 0
      signals.insert(.hangup)
    }
    if resizeFlag != 0 {
      resizeFlag = 0
      signals.insert(.resize)
    }
    if suspendFlag != 0 {
      suspendFlag = 0
      signals.insert(.suspend)
    }
    return signals
  }

  /// The handler body: store a flag, nothing else.
  private static func record(_ number: Int32) {
    switch number {
    case SIGINT: interruptFlag = 1
    case SIGTERM: terminateFlag = 1
    case SIGHUP: hangupFlag = 1
    case SIGWINCH: resizeFlag = 1
    case SIGTSTP: suspendFlag = 1
    default: break
    }
  }

  /// Restores the default action of each terminating signal in `signals` and raises it.
  static func reraise(_ signals: PlaybackSignals) {
    for (flag, number) in [(PlaybackSignals.terminate, SIGTERM), (.hangup, SIGHUP)]
    where signals.contains(flag) {
      signal(number, SIG_DFL)
      raise(number)
    }
  }
}
