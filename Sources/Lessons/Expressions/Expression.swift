/// A parsed expression of the lesson language (lessons.md §3.3): arithmetic, comparisons, logic,
/// functions, parameter and signal names, and metrics over a run.
public indirect enum Expression: Sendable, Equatable {
  case number(Double)
  case boolean(Bool)
  /// A name such as `gravity.magnitude`, `fallingButton.top` or `screenBottom`; `run` is the optional
  /// prefix naming a comparison run (`near:fallingButton.top`). `offset` is where it starts in the source.
  case name(String, run: String?, offset: Int)
  /// A string argument, such as a boundary identifier in `first_contact(box, "floor")`.
  case text(String)
  case unary(UnaryOperator, Expression)
  case binary(BinaryOperator, Expression, Expression)
  /// A function or metric call: `sqrt(x)`, `time_when(cond)`.
  case call(String, [Expression], run: String?, offset: Int)

  /// Operators with one operand.
  public enum UnaryOperator: String, Sendable {
    case negate = "-"
    case not = "not"
  }

  /// Operators with two operands.
  public enum BinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", power = "^"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="
    case and = "and", or = "or"

    /// Whether the operator compares two numbers.
    public var isComparison: Bool {
      switch self {
      case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: true
      default: false
      }
    }
  }

  /// Every name the expression refers to, with its offset, in source order (not function names).
  public var names: [(name: String, run: String?, offset: Int)] {
    switch self {
    case .number, .boolean, .text: []
    case .name(let name, let run, let offset): [(name, run, offset)]
    case .unary(_, let operand): operand.names
    case .binary(_, let lhs, let rhs): lhs.names + rhs.names
    case .call(_, let arguments, _, _): arguments.flatMap(\.names)
    }
  }

  /// Every function or metric called, with its offset.
  public var calls: [(name: String, offset: Int)] {
    switch self {
    case .number, .boolean, .text, .name: []
    case .unary(_, let operand): operand.calls
    case .binary(_, let lhs, let rhs): lhs.calls + rhs.calls
    case .call(let name, let arguments, _, let offset): [(name, offset)] + arguments.flatMap(\.calls)
    }
  }
}

/// A problem in an expression: what is wrong and where (offset in characters from the start of the
/// expression's source text).
public struct ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Character offset of the problem within the expression text (0-based).
  public var offset: Int
  /// One sentence saying what is wrong.
  public var message: String

  /// Creates an error.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  public var description: String { message }
}
