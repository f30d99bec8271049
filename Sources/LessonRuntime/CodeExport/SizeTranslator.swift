import LessonModel
import Expressions
import Foundation

/// Writes a lesson's static expressions as Swift of the view's size: `width` and `height` become
/// `view.bounds.width` and `view.bounds.height`, a `scene.let` that depends on them a local constant
/// of `viewDidLoad()` (`let s = view.bounds.width / 12`), `i` the index of a repeated item; every
/// other name (a parameter, a plain number) is its value.
final class SizeTranslator {
  private let constants: [String: Double]
  private let lets: [String: Expressions.Expression]
  private let order: [String]
  private let source: SwiftSource
  /// Locals in use, by lesson name, with their Swift name and expression.
  private var locals: [String: (name: String, expression: SizeExpression)] = [:]

  init(lesson: Lesson, values: ParameterValues, constants: [String: Double], source: SwiftSource) {
    self.constants = constants
    self.source = source
    var lets: [String: Expressions.Expression] = [:]
    for (name, quantity) in lesson.scene.lets where values[name] == nil {
      if case .expression(let expression, _) = quantity { lets[name] = expression }
    }
    self.lets = lets
    order = lesson.scene.lets.map { $0.0 }
  }

  /// `quantity` as Swift of the view's size, or nil when it does not depend on it or cannot be
  /// written so. With `repeated`, the expression as the lesson file has it, with `i` (a repeated
  /// item's), rather than with the repetition's number.
  func translate(_ quantity: Quantity, repeated: Bool = false) -> SizeExpression? {
    guard case .expression(var expression, let text) = quantity else { return nil }
    if repeated {
      guard let parsed = try? ExpressionParser.parse(text) else { return nil }
      expression = parsed
    }
    guard let written = translate(expression)?.folded, written.isVariable else { return nil }
    return written
  }

  /// `CGPoint(x: …, y: …)` of a point the lesson writes as `pair`, with each coordinate that depends
  /// on the view's size as its expression when that gives `value`'s coordinate, or nil when neither does.
  func point(_ pair: QuantityPair?, value: CGPoint) -> String? {
    guard let pair else { return nil }
    let written = [(pair.x, Double(value.x)), (pair.y, Double(value.y))].map { quantity, number in
      translate(quantity).flatMap { $0.value().bitPattern == number.bitPattern ? $0.text : nil }
    }
    guard written.contains(where: { $0 != nil }) else { return nil }
    return "CGPoint(x: \(written[0] ?? SwiftSource.number(value.x)), y: \(written[1] ?? SwiftSource.number(value.y)))"
  }

  /// `line` with each coordinate of a point or size that is the value of the view's width or height
  /// (for `x` and `width`) or of a scene constant that depends on them written as that.
  func namingSizes(in line: String) -> String {
    var line = line
    for (type, labels) in [("CGPoint(", ["x: ", "y: "]), ("CGSize(", ["width: ", "height: "])] {
      var searchStart = line.startIndex
      while let open = line.range(of: type, range: searchStart..<line.endIndex),
            let close = line[open.upperBound...].firstIndex(of: ")") {
        let parts = line[open.upperBound..<close].components(separatedBy: ", ")
        guard parts.count == 2, parts[0].hasPrefix(labels[0]), parts[1].hasPrefix(labels[1]) else {
          searchStart = close
          continue
        }
        let written = zip(parts, labels).enumerated().map { axis, pair in
          let number = String(pair.0.dropFirst(pair.1.count))
          return pair.1 + (Double(number).flatMap { size($0, horizontal: axis == 0) } ?? number)
        }
        let replacement = written.joined(separator: ", ")
        line.replaceSubrange(open.upperBound..<close, with: replacement)
        searchStart = line.index(open.upperBound, offsetBy: replacement.count)
      }
    }
    return line
  }

  /// The name of the view's size or of a scene constant of it that has `value`, if only one has.
  private func size(_ value: Double, horizontal: Bool) -> String? {
    guard value != 0 else { return nil }
    let bound = horizontal ? "width" : "height"
    if constants[bound]?.bitPattern == value.bitPattern { return "view.bounds.\(bound)" }
    let saved = locals  // a probe declares nothing
    let matches = order.filter { name in
      constants[name]?.bitPattern == value.bitPattern && lets[name] != nil && local(name, registering: false) != nil
    }
    locals = saved
    guard matches.count == 1, case .name(let identifier, _)? = local(matches[0]) else { return nil }
    return identifier
  }

  /// The `let` lines of the locals in use, in the lesson's order.
  var localLines: [String] {
    order.compactMap { name in locals[name].map { "let \($0.name) = \($0.expression.text)" } }
  }

  private func translate(_ expression: Expressions.Expression) -> SizeExpression? {
    switch expression {
    case .number(let x): return .number(x)
    case .name("width", nil, _): return .name("view.bounds.width", constants["width"] ?? .nan)
    case .name("height", nil, _): return .name("view.bounds.height", constants["height"] ?? .nan)
    case .name("i", nil, _): return .index
    case .name(let name, nil, _):
      if let local = local(name) { return local }
      return constants[name].map { .number($0) }
    case .unary(.negate, let operand): return translate(operand).map { .negate($0) }
    case .binary(let op, let lhs, let rhs):
      guard let op = SizeExpression.Operator(rawValue: op.rawValue), let a = translate(lhs), let b = translate(rhs) else { return nil }
      return .binary(op, a, b)
    case .call(let name, let arguments, nil, _) where SizeExpression.functions[name] != nil:
      var written: [SizeExpression] = []
      for argument in arguments {
        guard let a = translate(argument) else { return nil }
        written.append(a)
      }
      return .call(name, written)
    default: return nil
    }
  }

  /// A `scene.let` that depends on the view's size, as a local constant (nil for one that does not).
  private func local(_ name: String, registering: Bool = true) -> SizeExpression? {
    if let known = locals[name] { return .name(known.name, known.expression.value()) }
    guard let expression = lets[name], let written = translate(expression)?.folded, written.isVariable,
          !written.usesIndex, let value = constants[name], written.value().bitPattern == value.bitPattern else { return nil }
    guard registering else { return written }
    let identifier = source.local(name)
    locals[name] = (identifier, written)
    return .name(identifier, value)
  }
}
