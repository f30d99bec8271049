import Foundation
import TerminalGraphics

/// `watch`: checks a learner's file again each time it is saved, until a key is pressed, as rustlings'
/// watch mode does. It looks at the file's modification time a few times a second (no file-system
/// events: they differ by platform, and an editor that saves by renaming would escape them).
package enum WatchLoop {
  /// How the loop ended.
  package enum Outcome: Equatable {
    /// A key was pressed.
    case keyPressed
    /// Ctrl-C.
    case interrupted
    /// SIGTERM or SIGHUP: the caller restores what it must and calls `terminal.reraise`.
    case terminated(PlaybackSignals)
  }

  /// How often the file is looked at (s).
  package static let pollInterval = 0.25

  /// Checks once, then again after every change of `file`, writing each result to the terminal.
  /// `modified` reads the file's modification time (nil: not there now, as while an editor replaces it).
  /// With `replacingScreen`, each result takes the whole screen under `intro` (as rustlings' watch
  /// does), so that the latest is all there is to read; otherwise `intro` comes once and results follow
  /// one another.
  package static func run(file: URL, on terminal: PlaybackTerminal, intro: String, replacingScreen: Bool = false,
                          modified: (URL) -> Date? = WatchLoop.modificationDate, check: () -> String) -> Outcome {
    terminal.begin()
    defer { terminal.end() }
    func show(_ result: String, first: Bool) {
      if replacingScreen {
        terminal.write(ANSI.home + ANSI.clearScreen + lines(intro + "\n\n" + result))
      } else {
        terminal.write(lines(first ? result : "\n" + result))
      }
    }
    if !replacingScreen { terminal.write(lines(intro)) }
    var seen = modified(file)
    show(check(), first: true)
    while true {
      switch terminal.waitForKey(timeout: pollInterval) {
      case .key:
        return .keyPressed
      case .signal:
        let signals = terminal.takeSignals()
        if signals.contains(.interrupt) { return .interrupted }
        if !signals.isDisjoint(with: [.terminate, .hangup]) { return .terminated(signals) }
      case .timeout:
        guard let now = modified(file), now != seen else { continue }
        seen = now
        show(check(), first: false)
      }
    }
  }

  /// The file's modification time, or nil.
  package static func modificationDate(_ file: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
  }

  /// Text for a terminal without canonical mode: each line ends in CR LF.
  private static func lines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "\r\n" }.joined()
  }
}
