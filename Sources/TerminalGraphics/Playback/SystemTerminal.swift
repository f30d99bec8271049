#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal for `LivePlayback`: writes to stdout, reads keys from stdin in non-canonical,
/// no-echo mode (polled, never blocking longer than asked), traps SIGINT, SIGTERM, SIGHUP and
/// SIGWINCH, and reads the window size with `ioctl(TIOCGWINSZ)`. All of the module's
/// terminal-touching code is here and in `SignalTrap`. Ctrl-Z (SIGTSTP) is trapped too: playback
/// restores the terminal, stops with SIGSTOP, and sets everything up again when continued.
///
/// `begin()` saves the termios settings and `end()` puts them back. Ctrl-C still raises SIGINT
/// (ISIG stays on) and is handled through the trap. When stdin is not a terminal no keys are read
/// and only signals or the end stop playback.
public final class SystemTerminal: InteractiveTerminal {
  private let input: Int32
  private let output: Int32
  private var savedMode: termios?
  private var readsKeys = false
  private var trap = SignalTrap()

  /// A terminal on stdin and stdout.
  public init() {
    input = STDIN_FILENO
    output = STDOUT_FILENO
  }

  /// The window size from `ioctl(TIOCGWINSZ)` on stdout, else `COLUMNS`/`LINES`, else 80 × 24.
  public func size() -> TerminalSize {
    TerminalInfo.windowSize(fileDescriptor: output) ?? TerminalInfo.current().size
  }

  /// Writes all of `text` to stdout with `write(2)` (retrying after partial writes and EINTR).
  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc)
        return Glibc.write(output, base + offset, buffer.count - offset)
        #else
        return Darwin.write(output, base + offset, buffer.count - offset)
        #endif
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
  }

  /// Installs the signal trap, then, when stdin is a terminal, saves its termios settings and turns
  /// off canonical mode and echo (reads return at once: VMIN = VTIME = 0).
  public func begin() {
    trap.install()
    readsKeys = isatty(input) == 1
    guard readsKeys else { return }
    var mode = termios()
    guard tcgetattr(input, &mode) == 0 else {
      readsKeys = false
      return
    }
    savedMode = mode
    mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &mode.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    if tcsetattr(input, TCSANOW, &mode) != 0 { readsKeys = false }
  }

  /// Restores the saved termios settings and the previous signal handlers.
  public func end() {
    if var mode = savedMode {
      tcsetattr(input, TCSANOW, &mode)
      savedMode = nil
    }
    trap.uninstall()
  }

  /// Polls stdin for up to `seconds`; a key press is read (all pending bytes) and reported. A
  /// signal interrupts the poll (EINTR) and is reported as `.signal`; at the end of input playback
  /// stops listening and keeps playing.
  public func waitForKey(timeout seconds: Double) -> PlaybackWait {
    switch waitForInput(timeout: seconds) {
    case .bytes: .key
    case .signal: .signal
    case .timeout, .endOfInput: .timeout
    }
  }

  /// Polls stdin for up to `seconds` and returns every byte available. A signal interrupts the poll
  /// (`.signal`); a closed stdin (or a read error) gives `.endOfInput` once, after which nothing more is
  /// read and the calls wait out their timeouts, as they do when stdin is not a terminal.
  public func waitForInput(timeout seconds: Double) -> InputWait {
    let milliseconds = Int32(max(0, min(60_000, (seconds * 1000).rounded(.up))))
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    let ready = readsKeys ? poll(&descriptor, 1, milliseconds) : poll(nil, 0, milliseconds)
    if ready < 0 { return errno == EINTR ? .signal : .timeout }
    guard ready > 0, readsKeys else { return .timeout }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
      readsKeys = false
      return .endOfInput
    }
    return count > 0 ? .bytes(Array(buffer[0..<count])) : .timeout
  }

  /// The signals the trap recorded since the last call.
  public func takeSignals() -> PlaybackSignals {
    trap.take()
  }

  /// `CLOCK_MONOTONIC` in seconds.
  public func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// Stops the process with SIGSTOP (the handlers are already uninstalled); returns once continued.
  public func suspend() {
    raise(SIGSTOP)
  }

  /// Resets SIGTERM / SIGHUP to the default action and raises it.
  public func reraise(_ signals: PlaybackSignals) {
    SignalTrap.reraise(signals)
  }
}
