import Foundation

/// A number of the scene written as Swift that computes it from the view's size, as an iOS developer
/// writes it (`view.bounds.width / 3 + CGFloat(i) * s - 5`): the tree of the lesson's expression with
/// the view's size, the scene's `let` constants and a repetition's index `i` kept as names and every
/// other part worked out. `value(index:)` computes it as the Swift does, operation for operation, so
/// that the writer can check it gives the lesson's number to the last bit.
indirect enum SizeExpression {
  case number(Double)
  /// `view.bounds.width` or `view.bounds.height`, or a local constant, with its value.
  case name(String, Double)
  /// `CGFloat(i)`, the index of a repeated item.
  case index
  case negate(SizeExpression)
  case binary(Operator, SizeExpression, SizeExpression)
  case call(String, [SizeExpression])

  /// The four operations, with Swift's precedence.
  enum Operator: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/"

    var precedence: Int { self == .add || self == .subtract ? 1 : 2 }

    func apply(_ a: Double, _ b: Double) -> Double {
      switch self {
      case .add: a + b
      case .subtract: a - b
      case .multiply: a * b
      case .divide: a / b
      }
    }
  }

  /// One-argument functions Swift has for CGFloat under the same name, and `min`, `max`.
  static let functions: [String: @Sendable ([Double]) -> Double] = [
    "sin": { sin($0[0]) }, "cos": { cos($0[0]) }, "tan": { tan($0[0]) }, "sqrt": { $0[0].squareRoot() },
    "abs": { Swift.abs($0[0]) }, "floor": { $0[0].rounded(.down) },
    "min": { $0.min() ?? .nan }, "max": { $0.max() ?? .nan },
  ]

  /// Whether the number changes with the view's size or the index (else it is worked out).
  var isVariable: Bool {
    switch self {
    case .number: false
    case .name, .index: true
    case .negate(let operand): operand.isVariable
    case .binary(_, let lhs, let rhs): lhs.isVariable || rhs.isVariable
    case .call(_, let arguments): arguments.contains { $0.isVariable }
    }
  }

  /// Whether it uses the index `i`.
  var usesIndex: Bool {
    switch self {
    case .number, .name: false
    case .index: true
    case .negate(let operand): operand.usesIndex
    case .binary(_, let lhs, let rhs): lhs.usesIndex || rhs.usesIndex
    case .call(_, let arguments): arguments.contains { $0.usesIndex }
    }
  }

  /// The number the Swift text computes for repetition `index`.
  func value(index: Int = 0) -> Double {
    switch self {
    case .number(let x), .name(_, let x): x
    case .index: Double(index)
    case .negate(let operand): -operand.value(index: index)
    case .binary(let op, let lhs, let rhs): op.apply(lhs.value(index: index), rhs.value(index: index))
    case .call(let name, let arguments): Self.functions[name]?(arguments.map { $0.value(index: index) }) ?? .nan
    }
  }

  /// The same tree with every part that does not vary worked out, and without the operations that
  /// leave a finite number as it is (`+ 0`, `* 1`, `0 *`); the caller checks the value still.
  var folded: SizeExpression {
    guard isVariable else { return .number(value()) }
    switch self {
    case .number, .name, .index: return self
    case .negate(let operand): return .negate(operand.folded)
    case .call(let name, let arguments): return .call(name, arguments.map(\.folded))
    case .binary(let op, let lhs, let rhs):
      let (a, b) = (lhs.folded, rhs.folded)
      switch (op, a, b) {
      case (.add, _, .number(0)), (.subtract, _, .number(0)), (.multiply, _, .number(1)), (.divide, _, .number(1)): return a
      case (.add, .number(0), _), (.multiply, .number(1), _): return b
      case (.multiply, .number(0), _), (.multiply, _, .number(0)): return .number(0)
      default:
        let simplified = SizeExpression.binary(op, a, b)
        return simplified.isVariable ? simplified : .number(simplified.value())
      }
    }
  }

  /// The Swift text, with the parentheses that keep the tree's order of operations.
  var text: String { text(position: .top) }

  private enum Position { case top, left(Operator), right(Operator), operand }

  private func text(position: Position) -> String {
    switch self {
    case .number(let x):
      let written = x == Double.pi ? ".pi" : SwiftSource.number(x)
      if case .top = position { return written }
      if case .left = position { return written }
      return x < 0 || (x == 0 && x.sign == .minus) ? "(\(written))" : written
    case .name(let name, _): return name
    case .index: return "CGFloat(i)"
    case .negate(let operand): return "-" + operand.text(position: .operand)
    case .call(let name, let arguments):
      return name + "(" + arguments.map { $0.text(position: .top) }.joined(separator: ", ") + ")"
    case .binary(let op, let lhs, let rhs):
      let written = lhs.text(position: .left(op)) + " \(op.rawValue) " + rhs.text(position: .right(op))
      switch position {
      case .top: return written
      case .left(let outer): return op.precedence < outer.precedence ? "(\(written))" : written
      case .right(let outer): return op.precedence <= outer.precedence ? "(\(written))" : written
      case .operand: return "(\(written))"
      }
    }
  }
}
