/// How a playback ended.
public enum PlaybackResult: Sendable, Equatable {
  /// Every frame was shown.
  case finished
  /// The learner pressed a key.
  case keyPressed
  /// SIGINT (Ctrl-C).
  case interrupted
  /// SIGTERM or SIGHUP; with the system terminal the process has already ended by the time this
  /// could be returned, so only fakes see it.
  case terminated
  /// stdout is not an interactive terminal: nothing was written; print a filmstrip instead.
  case notInteractive
}

/// Animates a scene in place: the alternate screen, the cursor hidden, each frame drawn by
/// rewriting only the lines that changed, in real time (or slowed down / sped up by `speed`).
///
/// It stops at the end (after holding the last frame for `holdAtEnd` seconds), on any key, or on
/// Ctrl-C / SIGINT, SIGTERM or SIGHUP. Ctrl-Z (SIGTSTP) restores the terminal, suspends, and resumes
/// the animation where it was when continued. On every way out the terminal is restored: attributes reset,
/// cursor shown, main screen back, terminal mode and signal handlers restored; after SIGTERM or
/// SIGHUP the signal is then re-raised so the process ends as it would have. SIGWINCH re-queries
/// the size, and the next frame is requested and drawn at the new size.
///
/// ```swift
/// let info = TerminalInfo.current()
/// let playback = LivePlayback(duration: 2.0, speed: 0.5) { request in
///   SceneDrawing(scene: sceneAt(request.time), caption: Filmstrip.caption(time: request.time))
///     .render(width: request.size.columns, height: request.size.rows,
///             options: RenderOptions(terminal: info))
/// }
/// if playback.runInTerminal(info) == .notInteractive {
///   print(Filmstrip(frames: …).render(width: info.columns, panelHeight: 16).joined(separator: "\n"))
/// }
/// ```
///
/// Not `Sendable`: the frame closure may capture the caller's non-sendable state; run it on the
/// thread that owns that state.
public struct LivePlayback {
  /// What the frame closure is asked to draw.
  public struct FrameRequest: Sendable, Equatable {
    /// Display frame number, from 0.
    public var index: Int
    /// Scene time in seconds, from 0 to `duration`.
    public var time: Double
    /// The terminal size to draw for (the whole screen).
    public var size: TerminalSize

    /// A request for frame `index` at scene time `time` on a terminal of `size` (playback makes
    /// these; callers make their own to draw a single frame, as tests do).
    public init(index: Int, time: Double, size: TerminalSize) {
      self.index = index
      self.time = time
      self.size = size
    }
  }

  /// Scene time covered, in seconds.
  public var duration: Double
  /// Display frames per second, kept within 1…60 (30 by default).
  public var framesPerSecond: Double
  /// Scene seconds per wall-clock second: 1 is real time, 0.25 four times slower.
  public var speed: Double
  /// Seconds to keep showing the last frame before returning (any key skips it).
  public var holdAtEnd: Double
  /// Draws the frame for a request: lines of text (colour escapes allowed).
  public var frame: (FrameRequest) -> [String]

  /// A playback of `duration` scene seconds whose frames are drawn on demand.
  public init(duration: Double, framesPerSecond: Double = 30, speed: Double = 1,
              holdAtEnd: Double = 1, frame: @escaping (FrameRequest) -> [String]) {
    self.duration = duration
    self.framesPerSecond = framesPerSecond
    self.speed = speed
    self.holdAtEnd = holdAtEnd
    self.frame = frame
  }

  /// A playback of frames drawn beforehand, `recordedPerSecond` of them per scene second (frame i
  /// shows scene time i / `recordedPerSecond`). The display runs at up to 60 frames per second.
  public init(frames: [[String]], recordedPerSecond: Double, speed: Double = 1,
              holdAtEnd: Double = 1) {
    let rate = recordedPerSecond.isFinite && recordedPerSecond > 0 ? recordedPerSecond : 30
    let count = frames.count
    self.init(duration: Double(max(0, count - 1)) / rate,
              framesPerSecond: min(60, max(30, rate * Self.sanitized(speed))), speed: speed,
              holdAtEnd: holdAtEnd) { request in
      guard count > 0 else { return [] }
      let index = Int((request.time * rate + 1e-6).rounded(.down).clamped(0, Double(count - 1)))
      return frames[index]
    }
  }

  /// Plays on the real terminal when `info.isInteractive`; otherwise returns `.notInteractive`
  /// without writing anything.
  public func runInTerminal(_ info: TerminalInfo = .current()) -> PlaybackResult {
    guard info.isInteractive else { return .notInteractive }
    return run(on: SystemTerminal())
  }

  /// Plays on `terminal` (see the type's documentation for the guarantees).
  public func run(on terminal: PlaybackTerminal) -> PlaybackResult {
    let rate = min(60, max(1, framesPerSecond.isFinite ? framesPerSecond : 30))
    let speed = Self.sanitized(self.speed)
    let duration = self.duration.isFinite ? max(0, self.duration) : 0
    terminal.begin()
    terminal.write(Self.enterSequence)
    var diff = FrameDiff()
    var size = terminal.size()
    var result = PlaybackResult.finished
    var signals = PlaybackSignals()
    var start = terminal.now()
    var tick = 0
    playing: while true {
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
        // Ctrl-Z: hand the terminal back as it was, stop, then pick up where we were.
        start += terminal.suspendAndResume(leaving: Self.leaveSequence, entering: Self.enterSequence)
        size = terminal.size()
        diff.invalidate()
      }
      if signals.contains(.resize) {
        size = terminal.size()
        diff.invalidate()
        terminal.write(ANSI.reset + ANSI.clearScreen)
      }
      let time = min(duration, Double(tick) / rate * speed)
      let lines = frame(FrameRequest(index: tick, time: time, size: size))
      let update = diff.update(to: lines, size: size)
      if !update.isEmpty {
        terminal.write(ANSI.beginSynchronizedUpdate + update + ANSI.endSynchronizedUpdate)
      }
      let last = time >= duration
      // Next frame due; when drawing fell behind, skip ahead rather than slow down.
      tick = max(tick + 1, Int(((terminal.now() - start) * rate).rounded(.down).clamped(0, 1e12)))
      let deadline = last ? terminal.now() + max(0, holdAtEnd) : start + Double(tick) / rate
      while true {
        let remaining = deadline - terminal.now()
        guard remaining > 0 else { break }
        switch terminal.waitForKey(timeout: remaining) {
        case .key:
          result = .keyPressed
          break playing
        case .signal:
          continue playing
        case .timeout:
          continue
        }
      }
      if last { break }
    }
    terminal.write(Self.leaveSequence)
    terminal.end()
    if result == .terminated { terminal.reraise(signals.intersection([.terminate, .hangup])) }
    return result
  }

  /// Alternate screen, cursor hidden, attributes reset, screen cleared.
  static let enterSequence = ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.reset
    + ANSI.clearScreen + ANSI.home
  /// Attributes reset, cursor shown, main screen back.
  static let leaveSequence = ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen

  private static func sanitized(_ speed: Double) -> Double {
    speed.isFinite && speed > 0 ? speed : 1
  }
}
