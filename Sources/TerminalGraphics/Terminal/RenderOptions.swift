/// How a plot or drawing is turned into text: which canvas back end, and which colour mode.
///
/// The character set follows the back end: with `.ascii` every character of the output (frames,
/// ticks, markers, arrows) is 7-bit ASCII; the other back ends use Unicode box drawing.
public struct RenderOptions: Sendable, Equatable {
  /// The canvas back end used for curves and shapes.
  public var backend: CanvasBackend
  /// Colour mode; `.none` produces zero escape bytes.
  public var colorMode: ColorMode

  /// Creates options. Defaults: braille dots, no colour.
  public init(backend: CanvasBackend = .braille, colorMode: ColorMode = .none) {
    self.backend = backend
    self.colorMode = colorMode
  }

  /// Options for `terminal`: its colour mode, and braille unless `forceASCII` (the `--ascii`
  /// switch) asks for the ASCII back end or the terminal cannot show Unicode (`TERM=dumb`, a locale
  /// without UTF-8; see `TerminalInfo`).
  public init(terminal: TerminalInfo, forceASCII: Bool = false) {
    self.init(backend: forceASCII || !terminal.showsUnicode ? .ascii : .braille, colorMode: terminal.colorMode)
  }

  /// Plain output for files and golden tests: the given back end and no colour.
  public static func plain(_ backend: CanvasBackend = .braille) -> RenderOptions {
    RenderOptions(backend: backend, colorMode: .none)
  }

  /// Whether all output characters must be 7-bit ASCII.
  public var asciiOnly: Bool { backend == .ascii }
}
