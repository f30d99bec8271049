import Localization
import Foundation

/// A value an expression evaluates to.
public enum ExpressionValue: Sendable, Equatable {
  case number(Double)
  case boolean(Bool)
  /// A list of numbers, such as `bounce_apexes(B)`.
  case list([Double])
  case text(String)
  /// A list of texts, such as `contact_order(red)`.
  case texts([String])
}

/// What names mean while evaluating: constants (parameters, `scene.let` values, the scene size and the
/// items' initial geometry) and, for dynamic expressions, the runs (`""` is the main run).
public struct EvaluationEnvironment: Sendable {
  /// Named numbers: `gravity.magnitude`, `screenBottom`, `width`, `fallingButton.frame.y`, …
  public var constants: [String: Double]
  /// Recorded runs by name; the unnamed run is `""`.
  public var runs: [String: Trajectory]

  /// Creates an environment.
  public init(constants: [String: Double] = [:], runs: [String: Trajectory] = [:]) {
    self.constants = constants
    self.runs = runs
  }
}

/// Evaluates expressions. Division by zero gives ±∞ and a metric whose event never happens gives ∞,
/// so that an exercise can say "the event did not happen in this run" instead of failing. Evaluation
/// never traps: every input either gives a value (possibly NaN or ∞) or throws an `ExpressionError`,
/// and a work budget stops expressions that would take too long (metrics nested in metrics).
public struct ExpressionEvaluator: Sendable {
  /// The names and runs in scope.
  public var environment: EvaluationEnvironment
  /// Most elementary evaluation steps one top-level `evaluate` may take.
  package static let workLimit = 2_000_000

  /// Creates an evaluator.
  public init(environment: EvaluationEnvironment) {
    self.environment = environment
  }

  /// A position in a run: which trajectory, and which sample.
  struct Sample {
    let run: Trajectory
    let index: Int
  }

  /// Counts evaluation steps of one top-level call.
  final class Budget {
    var remaining = ExpressionEvaluator.workLimit
  }

  /// Where an expression is evaluated: at a sample of a run (inside a metric) or at the top level.
  struct Context {
    var sample: Sample?
    var run: String
    let budget: Budget

    func at(_ sample: Sample?) -> Context { Context(sample: sample, run: run, budget: budget) }
    func on(_ run: String) -> Context { Context(sample: sample, run: run, budget: budget) }
  }

  /// Evaluates `expression` at the top level (no current sample).
  public func evaluate(_ expression: Expression) throws(ExpressionError) -> ExpressionValue {
    try value(expression, Context(sample: nil, run: "", budget: Budget()))
  }

  /// Evaluates `expression` and requires a number.
  public func number(_ expression: Expression) throws(ExpressionError) -> Double {
    try asNumber(try evaluate(expression), expression)
  }

  /// Evaluates `expression` and requires a truth value.
  package func truth(_ expression: Expression) throws(ExpressionError) -> Bool {
    try asBool(try evaluate(expression), expression)
  }

  func trajectory(_ run: String, offset: Int) throws(ExpressionError) -> Trajectory {
    guard let trajectory = environment.runs[run] else {
      if run.isEmpty {
        throw ExpressionError(offset: offset, Messages.english("this needs a run of the scene; it only works after `run`"))
      }
      throw ExpressionError(offset: offset, Messages.english("there is no run named \"{run}\""), ["run": run])
    }
    return trajectory
  }

  func value(_ expression: Expression, _ context: Context) throws(ExpressionError) -> ExpressionValue {
    context.budget.remaining -= 1
    guard context.budget.remaining >= 0 else {
      throw ExpressionError(offset: Self.offset(of: expression),
                            Messages.english("the expression takes too long to evaluate (metrics nested too deeply)"))
    }
    switch expression {
    case .number(let x): return .number(x)
    case .boolean(let b): return .boolean(b)
    case .text(let t): return .text(t)
    case .name(let name, let prefix, let offset):
      return .number(try resolve(name, explicitRun: prefix, context: context, offset: offset))
    case .unary(.negate, let operand):
      return .number(-(try asNumber(try value(operand, context), operand)))
    case .unary(.not, let operand):
      return .boolean(!(try asBool(try value(operand, context), operand)))
    case .binary(let op, let lhs, let rhs):
      return try binary(op, lhs, rhs, context)
    case .index(let list, let position, let offset):
      let index = try asNumber(try value(position, context), position)
      let slot = index.isFinite && index >= 0 && index < 1e9 ? Int(index) : -1
      switch try value(list, context) {
      case .list(let numbers): return .number(numbers.indices.contains(slot) ? numbers[slot] : .nan)
      case .texts(let texts): return .text(texts.indices.contains(slot) ? texts[slot] : "")
      default: throw ExpressionError(offset: offset, Messages.english("only a list can be indexed with [ ]"))
      }
    case .call(let name, let arguments, let prefix, let offset):
      if let arity = ExpressionFunctions.math[name] {
        guard arity.contains(arguments.count) else { throw arityError(name, arity, arguments.count, offset) }
        var numbers: [Double] = []
        for argument in arguments {
          numbers.append(try asNumber(try value(argument, context), argument))
        }
        return .number(Self.math(name, numbers))
      }
      if let arity = ExpressionFunctions.metrics[name] {
        guard arity.contains(arguments.count) else { throw arityError(name, arity, arguments.count, offset) }
        return try metric(name, arguments, context.on(prefix ?? context.run), offset: offset)
      }
      throw ExpressionError(offset: offset, Messages.english("unknown function \"{name}\""), ["name": name],
                                misspelled: name, candidates: Array(ExpressionFunctions.allNames))
    }
  }

  private func binary(_ op: Expression.BinaryOperator, _ lhs: Expression, _ rhs: Expression,
                      _ context: Context) throws(ExpressionError) -> ExpressionValue {
    switch op {
    case .and:
      guard try asBool(try value(lhs, context), lhs) else { return .boolean(false) }
      return .boolean(try asBool(try value(rhs, context), rhs))
    case .or:
      if try asBool(try value(lhs, context), lhs) { return .boolean(true) }
      return .boolean(try asBool(try value(rhs, context), rhs))
    default:
      let left = try value(lhs, context), right = try value(rhs, context)
      if case .text(let a) = left, case .text(let b) = right, op == .equal || op == .notEqual {
        return .boolean((a == b) == (op == .equal))
      }
      let a = try asNumber(left, lhs), b = try asNumber(right, rhs)
      switch op {
      case .add: return .number(a + b)
      case .subtract: return .number(a - b)
      case .multiply: return .number(a * b)
      case .divide: return .number(a / b)
      case .power: return .number(pow(a, b))
      case .less: return .boolean(a < b)
      case .lessOrEqual: return .boolean(a <= b)
      case .greater: return .boolean(a > b)
      case .greaterOrEqual: return .boolean(a >= b)
      case .equal: return .boolean(a == b)
      case .notEqual: return .boolean(a != b)
      case .and, .or: return .boolean(false)
      }
    }
  }

  private func arityError(_ name: String, _ arity: ClosedRange<Int>, _ count: Int, _ offset: Int) -> ExpressionError {
    let values = ["name": name, "low": "\(arity.lowerBound)", "high": "\(arity.upperBound)", "count": "\(count)"]
    if arity.lowerBound != arity.upperBound {
      return ExpressionError(offset: offset, Messages.english("{name} takes {low} to {high} arguments, found {count}"), values)
    }
    return arity.upperBound == 1
      ? ExpressionError(offset: offset, Messages.english("{name} takes {low} argument, found {count}"), values)
      : ExpressionError(offset: offset, Messages.english("{name} takes {low} arguments, found {count}"), values)
  }

  static func math(_ name: String, _ x: [Double]) -> Double {
    switch name {
    case "sqrt": sqrt(x[0])
    case "abs": abs(x[0])
    case "exp": exp(x[0])
    case "ln", "log": log(x[0])
    case "log10": log10(x[0])
    case "sin": sin(x[0])
    case "cos": cos(x[0])
    case "tan": tan(x[0])
    case "asin": asin(x[0])
    case "acos": acos(x[0])
    case "atan": atan(x[0])
    case "atan2": atan2(x[0], x[1])
    case "hypot": hypot(x[0], x[1])
    case "min": x.min() ?? .nan
    case "max": x.max() ?? .nan
    case "deg": x[0] * 180 / Double.pi
    case "rad": x[0] * Double.pi / 180
    case "floor": floor(x[0])
    case "round": x[0].rounded()
    case "sign": x[0] > 0 ? 1 : (x[0] < 0 ? -1 : (x[0].isNaN ? .nan : 0))
    default: .nan
    }
  }

  /// A name: a constant, or a signal `item.signal` at the current sample.
  func resolve(_ name: String, explicitRun: String?, context: Context, offset: Int) throws(ExpressionError) -> Double {
    let sample = context.sample
    // Inside a metric a signal name means its value at the current sample; elsewhere `I.x` and `I.y`
    // are the item's initial centre, a constant.
    if sample == nil || Self.splitSignal(name) == nil, let constant = environment.constants[name] { return constant }
    if let (item, signal) = Self.splitSignal(name) {
      guard let sample else {
        throw ExpressionError(offset: offset, Messages.english("{name} changes over the run; use it inside a metric such as at(t, {name}) or time_when(…)"), ["name": name])
      }
      let trajectory = try explicitRun.map { name throws(ExpressionError) in try self.trajectory(name, offset: offset) }
        ?? sample.run
      guard let track = trajectory.track(item) else {
        if let constant = environment.constants[name] { return constant }
        throw ExpressionError(offset: offset, Messages.english("unknown item \"{item}\" in {name}"), ["item": item, "name": name])
      }
      guard !track.x.isEmpty else { return .nan }
      return track.value(of: signal, at: min(sample.index, track.x.count - 1))
    }
    throw ExpressionError(offset: offset, Messages.english("unknown name \"{name}\""), ["name": name],
                          misspelled: name, candidates: environment.constants.keys.sorted())
  }

  /// Splits `fallingButton.top` into the item and the signal, if the last component is a signal.
  static func splitSignal(_ name: String) -> (item: String, signal: ItemSignal)? {
    guard let dot = name.lastIndex(of: ".") else { return nil }
    guard let signal = ItemSignal(rawValue: String(name[name.index(after: dot)...])) else { return nil }
    return (String(name[..<dot]), signal)
  }

  func asNumber(_ value: ExpressionValue, _ expression: Expression) throws(ExpressionError) -> Double {
    switch value {
    case .number(let x): return x
    case .boolean(let b): return b ? 1 : 0
    case .list, .texts:
      throw ExpressionError(offset: Self.offset(of: expression),
                            Messages.english("a list cannot be used as a number here; index it with [0] or use count_ge(list, x)"))
    case .text(let t): throw ExpressionError(offset: Self.offset(of: expression), Messages.english("the text \"{text}\" cannot be used as a number"), ["text": t])
    }
  }

  func asBool(_ value: ExpressionValue, _ expression: Expression) throws(ExpressionError) -> Bool {
    switch value {
    case .boolean(let b): return b
    case .number(let x): return x != 0 && !x.isNaN
    default: throw ExpressionError(offset: Self.offset(of: expression), Messages.english("expected a true/false condition"))
    }
  }

  static func offset(of expression: Expression) -> Int {
    switch expression {
    case .name(_, _, let offset), .call(_, _, _, let offset), .index(_, _, let offset): offset
    case .unary(_, let operand): offset(of: operand)
    case .binary(_, let lhs, _): offset(of: lhs)
    default: 0
    }
  }
}
