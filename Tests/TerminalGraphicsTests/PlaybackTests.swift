import Foundation
import Testing
@testable import TerminalGraphics

/// A scripted terminal: a fake clock that advances only while playback waits, keys and signals at
/// given times, and a log of everything written and every call.
final class FakeTerminal: PlaybackTerminal {
  enum Event { case key, signal(PlaybackSignals, TerminalSize?) }

  var clock = 0.0
  var currentSize: TerminalSize
  var script: [(time: Double, event: Event)]
  var pending = PlaybackSignals()
  var writes: [String] = []
  var calls: [String] = []
  var reraised: PlaybackSignals?

  init(size: TerminalSize = TerminalSize(columns: 20, rows: 5),
       script: [(time: Double, event: Event)] = []) {
    currentSize = size
    self.script = script.sorted { $0.time < $1.time }
  }

  var output: String { writes.joined() }

  func size() -> TerminalSize { currentSize }
  func write(_ text: String) { writes.append(text) }
  func begin() { calls.append("begin") }
  func end() { calls.append("end") }
  func now() -> Double { clock }
  func takeSignals() -> PlaybackSignals {
    defer { pending = [] }
    return pending
  }
  func suspend() {
    calls.append("suspend")
    clock += 10
  }
  func reraise(_ signals: PlaybackSignals) {
    calls.append("reraise")
    reraised = signals
  }

  func waitForKey(timeout seconds: Double) -> PlaybackWait {
    let deadline = clock + seconds
    if let next = script.first, next.time <= deadline {
      script.removeFirst()
      clock = max(clock, next.time)
      switch next.event {
      case .key:
        return .key
      case let .signal(signals, size):
        pending.formUnion(signals)
        if let size { currentSize = size }
        return .signal
      }
    }
    clock = deadline
    return .timeout
  }
}

@Suite("Live playback")
struct PlaybackTests {
  static let restore = ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen

  /// Frames showing the time and a moving marker on line 3.
  static func playback(duration: Double = 1, speed: Double = 1, requests: RequestLog? = nil)
    -> LivePlayback {
    LivePlayback(duration: duration, framesPerSecond: 30, speed: speed, holdAtEnd: 0.5) { request in
      requests?.append(request)
      let column = Int(request.time * 10)
      return ["title", "static", String(repeating: " ", count: column) + "*",
              String(format: "%.2f", request.time)]
    }
  }

  final class RequestLog: @unchecked Sendable {
    var requests: [LivePlayback.FrameRequest] = []
    func append(_ request: LivePlayback.FrameRequest) { requests.append(request) }
  }

  @Test func playsToTheEndInRealTimeAndRestoresTheTerminal() {
    let terminal = FakeTerminal()
    let log = RequestLog()
    let result = Self.playback(requests: log).run(on: terminal)
    #expect(result == .finished)
    #expect(terminal.calls == ["begin", "end"])
    #expect(terminal.output.hasPrefix(ANSI.enterAlternateScreen + ANSI.hideCursor))
    #expect(terminal.output.hasSuffix(Self.restore))
    #expect(log.requests.count == 31)
    #expect(log.requests.last?.time == 1)
    // 1 s of scene at real time plus the 0.5 s hold.
    #expect(abs(terminal.clock - 1.5) < 0.05)
  }

  @Test func onlyChangedLinesAreRedrawn() {
    let terminal = FakeTerminal()
    _ = Self.playback(duration: 0.2).run(on: terminal)
    let frames = terminal.writes.filter { $0.hasPrefix(ANSI.beginSynchronizedUpdate) }
    #expect(frames.count >= 2)
    #expect(frames[0].contains(ANSI.moveTo(row: 1, column: 1) + "title"))
    // Later frames never rewrite the two static lines.
    for frame in frames.dropFirst() {
      #expect(!frame.contains("title") && !frame.contains("static"))
      #expect(frame.contains(ANSI.moveTo(row: 4, column: 1)))
    }
  }

  @Test func anyKeyStopsAndRestores() {
    let terminal = FakeTerminal(script: [(0.4, .key)])
    let result = Self.playback().run(on: terminal)
    #expect(result == .keyPressed)
    #expect(abs(terminal.clock - 0.4) < 1e-9)
    #expect(terminal.calls == ["begin", "end"])
    #expect(terminal.output.hasSuffix(Self.restore))
  }

  @Test func ctrlCStopsAndRestoresWithoutReraising() {
    let terminal = FakeTerminal(script: [(0.3, .signal(.interrupt, nil))])
    #expect(Self.playback().run(on: terminal) == .interrupted)
    #expect(terminal.calls == ["begin", "end"])
    #expect(terminal.output.hasSuffix(Self.restore))
  }

  @Test(arguments: [PlaybackSignals.terminate, .hangup])
  func terminatingSignalRestoresFirstThenReraises(signal: PlaybackSignals) {
    let terminal = FakeTerminal(script: [(0.3, .signal(signal, nil))])
    #expect(Self.playback().run(on: terminal) == .terminated)
    #expect(terminal.calls == ["begin", "end", "reraise"])
    #expect(terminal.reraised == signal)
    #expect(terminal.output.hasSuffix(Self.restore))
  }

  @Test func resizeRedrawsEverythingAtTheNewSize() {
    let newSize = TerminalSize(columns: 50, rows: 12)
    let terminal = FakeTerminal(script: [(0.5, .signal(.resize, newSize))])
    let log = RequestLog()
    #expect(Self.playback(requests: log).run(on: terminal) == .finished)
    #expect(log.requests.first?.size == TerminalSize(columns: 20, rows: 5))
    #expect(log.requests.last?.size == newSize)
    let afterResize = terminal.writes.drop { !$0.contains(ANSI.clearScreen) || $0.hasPrefix(ANSI.enterAlternateScreen) }
    #expect(afterResize.dropFirst().first?.contains("title") == true)
  }

  @Test func ctrlZRestoresSuspendsAndResumesWhereItWas() {
    let terminal = FakeTerminal(script: [(0.5, .signal(.suspend, nil))])
    let log = RequestLog()
    #expect(Self.playback(requests: log).run(on: terminal) == .finished)
    #expect(terminal.calls == ["begin", "end", "suspend", "begin", "end"])
    let suspendWrite = terminal.writes.firstIndex { $0 == PlaybackTests.restore }
    #expect(suspendWrite != nil && suspendWrite != terminal.writes.count - 1)
    // The 10 s spent stopped do not count: the scene resumes where it was and still ends at 1 s.
    #expect(abs(terminal.clock - 11.5) < 0.05)
    #expect(log.requests.count == 31)
  }

  @Test func slowMotionStretchesWallTime() {
    let terminal = FakeTerminal()
    let log = RequestLog()
    _ = Self.playback(duration: 1, speed: 0.25, requests: log).run(on: terminal)
    #expect(abs(terminal.clock - 4.5) < 0.05)
    #expect(log.requests.count == 121)
    #expect(abs((log.requests.dropFirst(30).first?.time ?? 0) - 0.25) < 1e-9)
  }

  @Test func prerenderedFramesAreShownAtTheirRecordedTimes() {
    let frames = (0..<60).map { ["frame \($0)"] }
    let playback = LivePlayback(frames: frames, recordedPerSecond: 60, holdAtEnd: 0)
    let terminal = FakeTerminal()
    #expect(playback.run(on: terminal) == .finished)
    #expect(terminal.output.contains("frame 0") && terminal.output.contains("frame 59"))
    #expect(abs(terminal.clock - 59.0 / 60) < 0.05)
  }

  @Test func nonInteractiveOutputDoesNotPlay() {
    let info = TerminalInfo.detect(environment: ["TERM": "xterm"], isTTY: false)
    #expect(Self.playback().runInTerminal(info) == .notInteractive)
  }
}

@Suite("Frame diffing")
struct FrameDiffTests {
  let size = TerminalSize(columns: 10, rows: 4)

  @Test func firstFrameDrawsEveryLineAndClearsTheRest() {
    var diff = FrameDiff()
    let update = diff.update(to: ["ab", "cd"], size: size)
    #expect(update == ANSI.moveTo(row: 1, column: 1) + "ab" + ANSI.clearToEndOfLine
            + ANSI.moveTo(row: 2, column: 1) + "cd" + ANSI.clearToEndOfLine
            + ANSI.moveTo(row: 3, column: 1) + ANSI.clearToEndOfLine
            + ANSI.moveTo(row: 4, column: 1) + ANSI.clearToEndOfLine)
  }

  @Test func identicalFrameWritesNothing() {
    var diff = FrameDiff()
    _ = diff.update(to: ["ab", "cd"], size: size)
    #expect(diff.update(to: ["ab", "cd"], size: size).isEmpty)
  }

  @Test func changedLineAloneIsRewritten() {
    var diff = FrameDiff()
    _ = diff.update(to: ["ab", "cd", "ef"], size: size)
    #expect(diff.update(to: ["ab", "cX", "ef"], size: size)
            == ANSI.moveTo(row: 2, column: 1) + "cX" + ANSI.clearToEndOfLine)
  }

  @Test func shorterFrameClearsRowsItNoLongerUses() {
    var diff = FrameDiff()
    _ = diff.update(to: ["ab", "cd", "ef"], size: size)
    #expect(diff.update(to: ["ab"], size: size)
            == ANSI.moveTo(row: 2, column: 1) + ANSI.clearToEndOfLine
            + ANSI.moveTo(row: 3, column: 1) + ANSI.clearToEndOfLine)
  }

  @Test func fullWidthLinesAreNotFollowedByAClearAndOverlongLinesAreCut() {
    var diff = FrameDiff()
    let update = diff.update(to: ["0123456789", "0123456789ABC", "x", "y", "beyond the screen"],
                             size: size)
    #expect(update.hasPrefix(ANSI.moveTo(row: 1, column: 1) + "0123456789" + ANSI.moveTo(row: 2, column: 1)
                             + "0123456789" + ANSI.moveTo(row: 3, column: 1)))
    #expect(!update.contains("ABC") && !update.contains("beyond"))
  }

  @Test func invalidateForcesAFullRedraw() {
    var diff = FrameDiff()
    _ = diff.update(to: ["ab"], size: size)
    diff.invalidate()
    #expect(diff.update(to: ["ab"], size: size).contains("ab"))
  }
}
