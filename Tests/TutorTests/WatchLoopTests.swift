import Foundation
import Testing
import TerminalGraphics
@testable import Tutor

/// `watch` as the learner meets it: a check at once, one more after each save, none while the file
/// stands still, and the terminal handed back on every way out.
@Suite("watch")
struct WatchLoopTests {
  /// A terminal whose waits time out until the scripted poll, which brings a key or signals.
  final class ScriptedTerminal: PlaybackTerminal {
    var polls = 0
    let endAt: Int
    let ending: PlaybackSignals?
    var written = ""
    var calls: [String] = []
    var pending = PlaybackSignals()

    init(endAt: Int, signals: PlaybackSignals? = nil) {
      self.endAt = endAt
      ending = signals
    }

    func size() -> TerminalSize { TerminalSize(columns: 80, rows: 24) }
    func write(_ text: String) { written += text }
    func begin() { calls.append("begin") }
    func end() { calls.append("end") }
    func now() -> Double { Double(polls) * WatchLoop.pollInterval }
    func takeSignals() -> PlaybackSignals {
      defer { pending = [] }
      return pending
    }
    func reraise(_ signals: PlaybackSignals) { calls.append("reraise") }
    func suspend() {}
    func waitForKey(timeout seconds: Double) -> PlaybackWait {
      polls += 1
      guard polls == endAt else { return .timeout }
      guard let ending else { return .key }
      pending = ending
      return .signal
    }
  }

  @Test("replacing the screen: each result comes alone under the intro, from the top of a cleared screen")
  func eachResultReplacesTheScreen() {
    let terminal = ScriptedTerminal(endAt: 10)
    let times = (0...10).map { poll in Date(timeIntervalSince1970: poll >= 5 ? 1 : 0) }
    var looks = 0, checks = 0
    _ = WatchLoop.run(file: URL(fileURLWithPath: "/nowhere.swift"), on: terminal, intro: "Watching it", replacingScreen: true,
                      modified: { _ in defer { looks += 1 }; return times[min(looks, times.count - 1)] }) {
      checks += 1
      return "check \(checks)"
    }
    let screens = terminal.written.components(separatedBy: ANSI.home + ANSI.clearScreen)
    #expect(screens == ["", "Watching it\r\n\r\ncheck 1\r\n", "Watching it\r\n\r\ncheck 2\r\n"])
  }

  @Test("checks at once and again after each save, not while the file is unchanged; a key stops it")
  func checksOnEverySave() {
    let terminal = ScriptedTerminal(endAt: 20)
    // Saved at the 5th and the 12th look; the same time at every other look.
    let times = (0...20).map { poll in Date(timeIntervalSince1970: poll >= 12 ? 2 : poll >= 5 ? 1 : 0) }
    var looks = 0
    var checks = 0
    let outcome = WatchLoop.run(file: URL(fileURLWithPath: "/nowhere.swift"), on: terminal, intro: "watching",
                                modified: { _ in defer { looks += 1 }; return times[min(looks, times.count - 1)] }) {
      checks += 1
      return "check \(checks)"
    }
    #expect(outcome == .keyPressed)
    #expect(checks == 3, "one at once and one per save")
    #expect(terminal.written.contains("check 3\r\n"))
    #expect(terminal.calls == ["begin", "end"])
  }

  @Test("a file that is gone for a moment, as while an editor replaces it, is not a change")
  func missingFileIsNoChange() {
    let terminal = ScriptedTerminal(endAt: 6)
    var looks = 0
    var checks = 0
    _ = WatchLoop.run(file: URL(fileURLWithPath: "/nowhere.swift"), on: terminal, intro: "",
                      modified: { _ in defer { looks += 1 }; return looks == 2 ? nil : Date(timeIntervalSince1970: 0) }) {
      checks += 1
      return ""
    }
    #expect(checks == 1)
  }

  @Test("Ctrl-C stops watching; SIGTERM is handed to the caller after the terminal is restored")
  func signalsEndIt() {
    let interrupted = ScriptedTerminal(endAt: 3, signals: .interrupt)
    #expect(WatchLoop.run(file: URL(fileURLWithPath: "/x"), on: interrupted, intro: "", modified: { _ in nil }) { "" } == .interrupted)
    #expect(interrupted.calls == ["begin", "end"])
    let terminated = ScriptedTerminal(endAt: 3, signals: .terminate)
    #expect(WatchLoop.run(file: URL(fileURLWithPath: "/x"), on: terminated, intro: "", modified: { _ in nil }) { "" } == .terminated(.terminate))
    #expect(terminated.calls == ["begin", "end"], "the caller reraises, after saving")
  }

  @Test("a real file's saves are seen through its modification time")
  func realFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(getpid()).swift")
    try "let a = 1\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let before = try #require(WatchLoop.modificationDate(file))
    try FileManager.default.setAttributes([.modificationDate: before.addingTimeInterval(5)], ofItemAtPath: file.path)
    #expect(WatchLoop.modificationDate(file) != before)
  }
}
