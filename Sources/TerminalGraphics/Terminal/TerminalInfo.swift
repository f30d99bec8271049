#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What the program knows about the terminal it writes to: size, colour depth and whether it is an
/// interactive terminal at all.
///
/// `detect(environment:isTTY:windowSize:)` is pure and applies the rules below; `current()` feeds it
/// the real process environment, `isatty(1)` and the `TIOCGWINSZ` window size.
///
/// Size: the window size reported by the terminal (ioctl), else `COLUMNS` / `LINES`, else 80 × 24
/// (each dimension independently).
///
/// Colour, first rule that applies:
/// 1. stdout is not a TTY → `.none`
/// 2. `NO_COLOR` set to any non-empty value → `.none`
/// 3. `TERM=dumb` → `.none`
/// 4. `COLORTERM` is `truecolor` or `24bit` → `.truecolor`
/// 5. `TERM` contains `256color` → `.ansi256`
/// 6. any other non-empty `TERM` → `.ansi16`
/// 7. no `TERM` → `.none`
///
/// Characters: the terminal shows Unicode (braille, box drawing) unless `TERM=dumb`, or the first of
/// `LC_ALL`, `LC_CTYPE` and `LANG` that is set (and not empty) names a locale without the UTF-8 codeset:
/// `C`, `POSIX`, `en_US`, `en_US.ISO-8859-1`. With none of them set, Unicode (terminals today are UTF-8).
public struct TerminalInfo: Sendable, Equatable {
  /// Size of the terminal in cells.
  public var size: TerminalSize
  /// The richest colour mode the output may use.
  public var colorMode: ColorMode
  /// Whether stdout is a TTY (a terminal rather than a pipe or file).
  public var isTTY: Bool
  /// Whether live playback may run: stdout is a TTY and `TERM` is not `dumb`. When false, callers
  /// print a filmstrip instead of animating.
  public var isInteractive: Bool
  /// Whether the terminal can show characters beyond ASCII (see the type's documentation); when false,
  /// `RenderOptions(terminal:)` chooses the ASCII back end.
  public var showsUnicode: Bool

  /// Creates terminal facts directly (mainly for tests and callers with their own detection).
  public init(size: TerminalSize, colorMode: ColorMode, isTTY: Bool, isInteractive: Bool, showsUnicode: Bool = true) {
    self.size = size
    self.colorMode = colorMode
    self.isTTY = isTTY
    self.isInteractive = isInteractive
    self.showsUnicode = showsUnicode
  }

  /// Width in columns.
  public var columns: Int { size.columns }
  /// Height in rows.
  public var rows: Int { size.rows }

  /// Applies the detection rules to the given inputs. Pure: same inputs, same answer.
  /// - Parameters:
  ///   - environment: environment variables (`TERM`, `COLORTERM`, `NO_COLOR`, `COLUMNS`, `LINES`,
  ///     `LC_ALL`, `LC_CTYPE`, `LANG`).
  ///   - isTTY: whether stdout is a terminal.
  ///   - windowSize: the size the terminal reported through `TIOCGWINSZ`, if any; dimensions that
  ///     are zero or negative count as unknown.
  public static func detect(environment: [String: String], isTTY: Bool,
                            windowSize: TerminalSize? = nil) -> TerminalInfo {
    let term = environment["TERM"] ?? ""
    let size = TerminalSize(
      columns: positive(windowSize?.columns) ?? positive(environment["COLUMNS"].flatMap(parseInt))
        ?? TerminalSize.standard.columns,
      rows: positive(windowSize?.rows) ?? positive(environment["LINES"].flatMap(parseInt))
        ?? TerminalSize.standard.rows)
    return TerminalInfo(size: size, colorMode: colorMode(environment: environment, isTTY: isTTY),
                        isTTY: isTTY, isInteractive: isTTY && term != "dumb",
                        showsUnicode: showsUnicode(environment: environment))
  }

  /// The character rule alone (see the type's documentation): false for `TERM=dumb` and for a locale
  /// whose codeset is not UTF-8.
  public static func showsUnicode(environment: [String: String]) -> Bool {
    if environment["TERM"] == "dumb" { return false }
    guard let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
    else { return true }
    return isUTF8(locale: locale)
  }

  /// Whether a locale name (`language_TERRITORY.codeset@modifier`) names the UTF-8 codeset, however it
  /// is spelled: `en_US.UTF-8`, `C.utf8`, `de_DE.utf-8@euro`.
  static func isUTF8(locale: String) -> Bool {
    guard let dot = locale.firstIndex(of: ".") else { return false }
    let codeset = locale[locale.index(after: dot)...].prefix { $0 != "@" }
    return codeset.lowercased().filter { $0 != "-" && $0 != "_" } == "utf8"
  }

  /// The colour rule alone (see the type's documentation).
  public static func colorMode(environment: [String: String], isTTY: Bool) -> ColorMode {
    guard isTTY else { return .none }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
    if term.contains("256color") { return .ansi256 }
    return term.isEmpty ? .none : .ansi16
  }

  /// The facts for this process: its environment, `isatty(STDOUT_FILENO)` and the window size.
  public static func current() -> TerminalInfo {
    detect(environment: environment(["TERM", "COLORTERM", "NO_COLOR", "COLUMNS", "LINES", "LC_ALL", "LC_CTYPE", "LANG"]),
           isTTY: isatty(STDOUT_FILENO) == 1, windowSize: windowSize(fileDescriptor: STDOUT_FILENO))
  }

  /// The named variables of the process environment that are set. (`ProcessInfo.environment`
  /// copies every variable on each call; this runs at start-up and before every command.)
  static func environment(_ names: [String]) -> [String: String] {
    var values: [String: String] = [:]
    for name in names { if let value = getenv(name) { values[name] = String(cString: value) } }
    return values
  }

  /// The window size of the terminal on `fileDescriptor` from `ioctl(TIOCGWINSZ)`, or nil when it is
  /// not a terminal or reports zero.
  public static func windowSize(fileDescriptor: Int32) -> TerminalSize? {
    var ws = winsize()
    #if os(Linux)
    let status = ioctl(fileDescriptor, UInt(TIOCGWINSZ), &ws)
    #else
    let status = ioctl(fileDescriptor, TIOCGWINSZ, &ws)
    #endif
    guard status == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
    return TerminalSize(columns: Int(ws.ws_col), rows: Int(ws.ws_row))
  }

  private static func parseInt(_ text: String) -> Int? {
    Int(text.trimmingCharacters(in: .whitespaces))
  }

  private static func positive(_ value: Int?) -> Int? {
    guard let value, value > 0 else { return nil }
    return value
  }
}
