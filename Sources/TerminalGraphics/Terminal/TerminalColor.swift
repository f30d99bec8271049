/// A foreground colour for terminal output.
///
/// The sixteen named colours map to the terminal's own palette (SGR 30–37, 90–97), so they follow
/// the learner's colour theme in every colour mode. `rgb` colours are exact in `truecolor`, mapped
/// to the 6×6×6 cube in `ansi256` and to the nearest standard colour in `ansi16`.
public enum TerminalColor: Sendable, Hashable {
  /// Standard black (SGR 30).
  case black
  /// Standard red (SGR 31).
  case red
  /// Standard green (SGR 32).
  case green
  /// Standard yellow (SGR 33).
  case yellow
  /// Standard blue (SGR 34).
  case blue
  /// Standard magenta (SGR 35).
  case magenta
  /// Standard cyan (SGR 36).
  case cyan
  /// Standard white (SGR 37).
  case white
  /// Bright black, usually shown as grey (SGR 90). Used for faint things: trails, reference lines.
  case brightBlack
  /// Bright red (SGR 91).
  case brightRed
  /// Bright green (SGR 92).
  case brightGreen
  /// Bright yellow (SGR 93).
  case brightYellow
  /// Bright blue (SGR 94).
  case brightBlue
  /// Bright magenta (SGR 95).
  case brightMagenta
  /// Bright cyan (SGR 96).
  case brightCyan
  /// Bright white (SGR 97).
  case brightWhite
  /// An exact colour: red, green and blue components 0–255.
  case rgb(UInt8, UInt8, UInt8)

  /// Grey: an alias of `brightBlack`.
  public static let gray = TerminalColor.brightBlack

  /// The distinct colours given to plot series and scene items, in order of use.
  public static let palette: [TerminalColor] = [.cyan, .magenta, .green, .yellow, .blue, .red]

  /// The colour at `index` in `palette`, cycling.
  public static func paletteColor(_ index: Int) -> TerminalColor {
    palette[((index % palette.count) + palette.count) % palette.count]
  }

  /// The standard index 0–15 of a named colour, or nil for `rgb`.
  var standardIndex: Int? {
    switch self {
    case .black: 0
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    case .brightBlack: 8
    case .brightRed: 9
    case .brightGreen: 10
    case .brightYellow: 11
    case .brightBlue: 12
    case .brightMagenta: 13
    case .brightCyan: 14
    case .brightWhite: 15
    case .rgb: nil
    }
  }

  /// The SGR parameters selecting this colour as foreground in `mode` (e.g. `"31"`,
  /// `"38;5;196"`, `"38;2;255;0;0"`), or nil when `mode` is `.none`.
  public func foregroundParameters(in mode: ColorMode) -> String? {
    switch mode {
    case .none:
      return nil
    case .ansi16:
      return Self.sgr16(standardIndex ?? nearestStandardIndex())
    case .ansi256:
      if let index = standardIndex { return Self.sgr16(index) }
      return "38;5;\(cubeIndex())"
    case .truecolor:
      if let index = standardIndex { return Self.sgr16(index) }
      guard case let .rgb(r, g, b) = self else { return nil }
      return "38;2;\(r);\(g);\(b)"
    }
  }

  /// The complete escape sequence selecting this foreground colour, or `""` for `.none`.
  public func foregroundEscape(in mode: ColorMode) -> String {
    guard let parameters = foregroundParameters(in: mode) else { return "" }
    return "\u{1B}[\(parameters)m"
  }

  private static func sgr16(_ index: Int) -> String {
    index < 8 ? "\(30 + index)" : "\(90 + index - 8)"
  }

  private var components: (Int, Int, Int) {
    if case let .rgb(r, g, b) = self { return (Int(r), Int(g), Int(b)) }
    return Self.standardRGB[standardIndex ?? 7]
  }

  /// xterm's default values for the 16 standard colours.
  private static let standardRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  private func nearestStandardIndex() -> Int {
    let (r, g, b) = components
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in Self.standardRGB.enumerated() {
      let distance = (candidate.0 - r) * (candidate.0 - r) + (candidate.1 - g) * (candidate.1 - g)
        + (candidate.2 - b) * (candidate.2 - b)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  private func cubeIndex() -> Int {
    let (r, g, b) = components
    func level(_ value: Int) -> Int { (value * 5 + 127) / 255 }
    return 16 + 36 * level(r) + 6 * level(g) + level(b)
  }
}
