import TerminalGraphics

/// How the tutor should format its output.
public struct OutputSettings: Sendable, Equatable {
  /// Columns available (clamped to 20…200): text wraps to this width.
  public var width: Int
  /// Rows available, for sizing plots (clamped to 12…100).
  public var height: Int
  /// Whether ANSI colour and styles may be used.
  package var color: Bool
  /// Whether to draw with plain ASCII instead of Unicode braille and box characters.
  public var ascii: Bool

  /// Widths and heights the layout supports (columns, rows).
  package static let widthRange = 20...200
  package static let heightRange = 12...100
  /// The fewest columns a plot or drawing is laid out in; a narrower terminal wraps them.
  package static let graphicsMinimumWidth = 40

  /// Columns for plots, drawings and filmstrips: the width, but never under `graphicsMinimumWidth`.
  package var graphicsWidth: Int { max(width, Self.graphicsMinimumWidth) }

  /// How plots and drawings are drawn with these settings: braille or ASCII, colour or none.
  package var renderOptions: RenderOptions {
    RenderOptions(backend: ascii ? .ascii : .braille, colorMode: color ? .ansi16 : .none)
  }

  /// These settings for a terminal of `columns` × `rows` now (clamped like the initializer).
  package func resized(columns: Int, rows: Int) -> OutputSettings {
    OutputSettings(width: columns, height: rows, color: color, ascii: ascii)
  }

  /// Creates settings; sizes outside the supported ranges are clamped.
  public init(width: Int = 80, height: Int = 24, color: Bool = false, ascii: Bool = false) {
    self.width = min(max(width, Self.widthRange.lowerBound), Self.widthRange.upperBound)
    self.height = min(max(height, Self.heightRange.lowerBound), Self.heightRange.upperBound)
    self.color = color
    self.ascii = ascii
  }

  /// Plain 80×24 text: what tests and pipes get.
  public static let plain = OutputSettings()
}
