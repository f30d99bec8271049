import Foundation

#if !canImport(UIKit)

/// How the lines of a text are aligned in their box, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
  /// Flush with the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Flush with the right edge.
  case right = 2
  /// Stretched to both edges.
  case justified = 3
  /// The script's natural alignment: left for left-to-right languages.
  case natural = 4
}

/// What a label does with text that does not fit, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
  /// Wraps at word boundaries.
  case byWordWrapping = 0
  /// Wraps at any character.
  case byCharWrapping = 1
  /// Cuts the text at the edge.
  case byClipping = 2
  /// Replaces the start with an ellipsis.
  case byTruncatingHead = 3
  /// Replaces the end with an ellipsis.
  case byTruncatingTail = 4
  /// Replaces the middle with an ellipsis.
  case byTruncatingMiddle = 5
}

#endif
