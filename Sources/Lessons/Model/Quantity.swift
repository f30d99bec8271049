/// A number in a lesson file: a literal, or a static expression such as `"width / 12"`.
public enum Quantity: Sendable, Equatable {
  case literal(Double)
  case expression(Expression, source: String)

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
