import Foundation
import Expressions

/// One recorded signal less another, `fallingButton.top - textField.bottom`: a distance between two
/// items drawn as one line, so that a plot shows the gap itself on an axis fitted to it rather than
/// two positions whose difference is a sliver of a screen-high axis.
public struct SignalDifference: Sendable, Hashable, CustomStringConvertible {
  /// The signal the other is taken from.
  public var minuend: SignalRef
  /// The signal taken away.
  public var subtrahend: SignalRef

  /// Creates a difference.
  public init(_ minuend: SignalRef, minus subtrahend: SignalRef) {
    self.minuend = minuend
    self.subtrahend = subtrahend
  }

  /// Reads `a.top - b.bottom` (spaces around the minus sign); nil for anything else.
  public init?(parsing text: String) {
    let parts = text.components(separatedBy: " - ")
    guard parts.count == 2,
          let first = SignalRef(parsing: parts[0].trimmingCharacters(in: .whitespaces)),
          let second = SignalRef(parsing: parts[1].trimmingCharacters(in: .whitespaces)) else { return nil }
    self.init(first, minus: second)
  }

  /// `a.top - b.bottom`, as lesson files and plot legends write it.
  public var description: String { "\(minuend) - \(subtrahend)" }
}
