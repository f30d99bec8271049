/// How the tutor should format its output.
public struct OutputSettings: Sendable, Equatable {
  /// Columns available (clamped to 40…200).
  public var width: Int
  /// Rows available, for sizing plots (clamped to 12…100).
  public var height: Int
  /// Whether ANSI colour and styles may be used.
  public var color: Bool
  /// Whether to draw with plain ASCII instead of Unicode braille and box characters.
  public var ascii: Bool

  /// Creates settings.
  public init(width: Int = 80, height: Int = 24, color: Bool = false, ascii: Bool = false) {
    self.width = min(max(width, 40), 200)
    self.height = min(max(height, 12), 100)
    self.color = color
    self.ascii = ascii
  }

  /// Plain 80×24 text: what tests and pipes get.
  public static let plain = OutputSettings()
}
