import Localization
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
  /// An element of a list, 0-based: `bounce_apexes(B)[0]`.
  case index(Expression, Expression, offset: Int)

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
    package var isComparison: Bool {
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
    case .index(let list, let position, _): list.names + position.names
    }
  }

  /// Every function or metric called, with its offset.
  public var calls: [(name: String, offset: Int)] {
    switch self {
    case .number, .boolean, .text, .name: []
    case .unary(_, let operand): operand.calls
    case .binary(_, let lhs, let rhs): lhs.calls + rhs.calls
    case .call(let name, let arguments, _, let offset): [(name, offset)] + arguments.flatMap(\.calls)
    case .index(let list, let position, _): list.calls + position.calls
    }
  }

  /// Every run prefix used (`near:` in `near:time_when(…)`), with its offset.
  public var runPrefixes: [(run: String, offset: Int)] {
    switch self {
    case .number, .boolean, .text: []
    case .name(_, let run, let offset): run.map { [($0, offset)] } ?? []
    case .unary(_, let operand): operand.runPrefixes
    case .binary(_, let lhs, let rhs): lhs.runPrefixes + rhs.runPrefixes
    case .call(_, let arguments, let run, let offset):
      (run.map { [($0, offset)] } ?? []) + arguments.flatMap(\.runPrefixes)
    case .index(let list, let position, _): list.runPrefixes + position.runPrefixes
    }
  }

  /// The expression with every occurrence of the plain name `name` replaced by `value` (used to
  /// give `i` its value in repeated items).
  public func substituting(_ name: String, with value: Double) -> Expression {
    switch self {
    case .number, .boolean, .text: self
    case .name(let found, let run, _): found == name && run == nil ? .number(value) : self
    case .unary(let op, let operand): .unary(op, operand.substituting(name, with: value))
    case .binary(let op, let lhs, let rhs):
      .binary(op, lhs.substituting(name, with: value), rhs.substituting(name, with: value))
    case .call(let function, let arguments, let run, let offset):
      .call(function, arguments.map { $0.substituting(name, with: value) }, run: run, offset: offset)
    case .index(let list, let position, let offset):
      .index(list.substituting(name, with: value), position.substituting(name, with: value), offset: offset)
    }
  }

  /// Whether the expression yields true or false (a comparison, `and`, `or`, `not`, or a constant
  /// truth value), as conditions, outcomes and targets must.
  public var isCondition: Bool {
    switch self {
    case .boolean: true
    case .unary(.not, _): true
    case .binary(let op, _, _): op.isComparison || op == .and || op == .or
    default: false
    }
  }
}

/// A problem in an expression: what is wrong and where (offset in characters from the start of the
/// expression's source text). The words are a message template (`Messages`), so that the tutor can give
/// them in the learner's language: `message` is the English, `message(in:)` any language.
public struct ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Character offset of the problem within the expression text (0-based).
  public var offset: Int
  /// The English template (`unknown name "{name}"`) and its values.
  package var template: String
  public var values: [String: String]
  /// A word that may be a misspelling and the names it may be meant for (a "did you mean" is added).
  package var misspelled: String?
  package var candidates: [String]

  /// Creates an error from a template (mark it `Messages.english`) and its values.
  public init(offset: Int, _ template: String, _ values: [String: String] = [:], misspelled: String? = nil,
              candidates: [String] = []) {
    self.offset = offset
    self.template = template
    self.values = values
    self.misspelled = misspelled
    self.candidates = candidates
  }

  /// Creates an error whose message is already worded (it shows as it is in every language).
  public init(offset: Int, message: String) {
    self.init(offset: offset, "{message}", ["message": message])
  }

  /// One sentence saying what is wrong, in English.
  public var message: String { message(in: Messages.untranslated) }

  /// The sentence in the language of `t`.
  public func message(in t: Messages) -> String {
    t(template, values) + (misspelled.map { Suggestion.didYouMean($0, in: candidates, t) } ?? "")
  }

  /// Errors are the same when they say the same at the same place.
  public static func == (lhs: ExpressionError, rhs: ExpressionError) -> Bool {
    lhs.offset == rhs.offset && lhs.message == rhs.message
  }

  public var description: String { message }
}
