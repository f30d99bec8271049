import Foundation
import Localization
import Synchronization
import Tutor

/// Writes what the learner reads: the output on stdout, warnings and errors on stderr. In ASCII mode
/// (`--ascii`, `TERM=dumb`, a locale without UTF-8) every text goes through `OutputSettings.written`,
/// so that nothing but 7-bit ASCII reaches the terminal. `lint` and `translate` quote lesson files as
/// they are and write directly.
enum Console {
  /// How text is written: the settings and the language in force, once a command has said them.
  private static let style = Mutex<(settings: OutputSettings, language: Language)?>(nil)

  /// Writes with `settings` in `language` from now on (at start, and after each command in the REPL,
  /// whose language and width may change).
  static func use(_ settings: OutputSettings, language: Language) {
    style.withLock { $0 = (settings, language) }
  }

  /// `text` as it will be written.
  static func written(_ text: String) -> String {
    guard let (settings, language) = style.withLock({ $0 }) else { return text }
    return settings.written(text, in: language)
  }

  /// `text` on stdout, as `print` writes it.
  static func print(_ text: String, terminator: String = "\n") {
    Swift.print(written(text), terminator: terminator)
  }

  /// `text` on stdout as it is, unbuffered (`run`'s and `code`'s whole output).
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(written(text).utf8))
  }

  /// `text` on stderr.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(written(text).utf8))
  }
}
