/// How many colours the output may use, and whether it may contain escape sequences at all.
///
/// `none` is a hard guarantee: a render with `ColorMode.none` contains zero escape bytes
/// (no `ESC`, U+001B), so it can be written to files, pipes and golden files.
public enum ColorMode: String, Sendable, CaseIterable, Equatable {
  /// No colour and no escape sequences at all.
  case none
  /// The 16 standard ANSI colours (SGR 30–37 and 90–97).
  case ansi16
  /// The xterm 256-colour palette (SGR 38;5;n). Named colours still use the 16 standard codes.
  case ansi256
  /// 24-bit colour (SGR 38;2;r;g;b). Named colours still use the 16 standard codes.
  case truecolor

  /// Whether this mode emits colour escape sequences.
  public var usesColor: Bool { self != .none }
}
