/// How a line is stroked on a canvas: solid or broken into a repeating pattern of dots.
///
/// Patterns are counted in dots along the line's major axis, so they look the same on every back
/// end relative to its resolution.
public enum LineStyle: Sendable, Hashable, CaseIterable {
  /// Every dot lit.
  case solid
  /// Four dots on, three off.
  case dashed
  /// One dot on, two off.
  case dotted
  /// Four on, two off, one on, two off.
  case dashDot

  /// The repeating on/off pattern, or nil for solid.
  var pattern: [Bool]? {
    switch self {
    case .solid: nil
    case .dashed: [true, true, true, true, false, false, false]
    case .dotted: [true, false, false]
    case .dashDot: [true, true, true, true, false, false, true, false, false]
    }
  }

  /// Three characters that show this style in a legend (e.g. `───`, `╌╌╌`; ASCII `---`, `- -`).
  func legendSample(ascii: Bool) -> String {
    switch (self, ascii) {
    case (.solid, false): "───"
    case (.dashed, false): "╌╌╌"
    case (.dotted, false): "┈┈┈"
    case (.dashDot, false): "─┈─"
    case (.solid, true): "---"
    case (.dashed, true): "- -"
    case (.dotted, true): "..."
    case (.dashDot, true): "-.-"
    }
  }
}

/// Where a text label sits relative to its anchor position.
public enum TextAlignment: Sendable, Hashable {
  /// The text starts at the anchor.
  case left
  /// The text is centred on the anchor.
  case center
  /// The text ends at the anchor.
  case right
}
