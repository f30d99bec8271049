import LessonModel
import Expressions
import Foundation

/// A lesson expression of the time `t` written as Swift that computes the same number bit for bit:
/// every part without `t` is worked out now, by the lesson's own evaluator, and written as a number;
/// the parts with `t` keep their operations in the same order, fully parenthesised, with the same
/// functions (Foundation's `sin`, `cos`, …). A comparison is 1 or 0, as the evaluator reads it in
/// arithmetic.
enum SwiftExpression {
  /// Whether the Swift text needs the file's `sign(_:)` helper.
  static func usesSign(_ expression: Expressions.Expression) -> Bool {
    expression.calls.contains { $0.name == "sign" }
  }

  /// The Swift text of `quantity`, with `constants` for every name but `t`.
  static func text(_ quantity: Quantity, constants: [String: Double], what: String) throws(SceneBuildError) -> String {
    switch quantity {
    case .literal(let value): return SwiftSource.number(value)
    case .expression(let expression, _): return try text(expression, constants: constants, what: what)
    }
  }

  static func text(_ expression: Expressions.Expression, constants: [String: Double], what: String) throws(SceneBuildError) -> String {
    if !expression.names.contains(where: { $0.name == "t" }) {
      do throws(ExpressionError) {
        let value = try ExpressionEvaluator(environment: EvaluationEnvironment(constants: constants)).number(expression)
        return value < 0 || (value == 0 && value.sign == .minus) ? "(\(SwiftSource.number(value)))" : SwiftSource.number(value)
      } catch {
        throw SceneBuildError("\(what): \(error.message)")
      }
    }
    func part(_ inner: Expressions.Expression) throws(SceneBuildError) -> String { try text(inner, constants: constants, what: what) }
    switch expression {
    case .name("t", nil, _): return "t"
    case .unary(.negate, let operand): return "(-\(try part(operand)))"
    case .binary(let op, let lhs, let rhs):
      let (a, b) = (try part(lhs), try part(rhs))
      switch op {
      case .add, .subtract, .multiply, .divide: return "(\(a) \(op.rawValue) \(b))"
      case .power: return "pow(\(a), \(b))"
      case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
        return "(\(a) \(op.rawValue) \(b) ? 1.0 : 0.0)"
      case .and, .or: break
      }
    case .call(let name, let arguments, nil, _) where arguments.count == 1 && Self.functions.contains(name):
      let argument = try part(arguments[0])
      return name == "abs" ? "Swift.abs(\(argument))" : "\(name)(\(argument))"
    default: break
    }
    throw SceneBuildError("\(what): `code` cannot write this expression of t in Swift")
  }

  /// One-argument functions written as the Swift function of the same name.
  private static let functions: Set<String> = ["sqrt", "abs", "exp", "sin", "cos", "tan", "asin", "acos", "atan", "floor", "sign"]

  /// The lesson's `sign`: 1, -1, 0, or NaN for NaN.
  static let signHelper = [
    "", "  /// The lesson's sign: 1 above zero, -1 below, 0 at zero (NaN stays NaN).",
    "  func sign(_ x: Double) -> Double { x > 0 ? 1 : (x < 0 ? -1 : (x.isNaN ? .nan : 0)) }",
  ]
}
