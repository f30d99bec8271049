import Expressions
import Foundation

/// A number in a lesson file: a literal, or a static expression such as `"width / 12"`.
public enum Quantity: Sendable, Equatable {
  case literal(Double)
  case expression(Expressions.Expression, source: String)

  /// The value, evaluating the expression against `evaluator`'s constants.
  public func value(_ evaluator: ExpressionEvaluator) throws(ExpressionError) -> Double {
    switch self {
    case .literal(let x): return x
    case .expression(let e, _): return try evaluator.number(e)
    }
  }
}

/// A 2-D point or vector in a lesson file, each component a `Quantity`.
public struct QuantityPair: Sendable, Equatable {
  public var x: Quantity
  public var y: Quantity

  /// Creates a pair.
  public init(_ x: Quantity, _ y: Quantity) {
    self.x = x
    self.y = y
  }
}

extension Quantity {
  /// The quantity with the name `name` in its expression replaced by `value`.
  public func substituting(_ name: String, with value: Double) -> Quantity {
    switch self {
    case .literal: self
    case .expression(let expression, let source): .expression(expression.substituting(name, with: value), source: source)
    }
  }
}

extension QuantityPair {
  /// The pair with the name `name` in its expressions replaced by `value`.
  public func substituting(_ name: String, with value: Double) -> QuantityPair {
    QuantityPair(x.substituting(name, with: value), y.substituting(name, with: value))
  }
}

/// Repetition of items, behaviours and events: `{i}` in ids, `i` in expressions.
package enum Repetition {
  /// The placeholder for the repetition index in ids: `ball{i}`.
  package static let placeholder = "{i}"

  /// `text` with `{i}` replaced by `index`.
  package static func instantiate(_ text: String, _ index: Int) -> String {
    text.replacingOccurrences(of: placeholder, with: String(index))
  }
}
