import Localization
/// Parses lesson expressions with precedence climbing:
/// `or` < `and` < `not` < comparisons < `+ -` < `* /` < unary minus < `^` (right-associative) < calls.
public struct ExpressionParser {
  private var tokens: [Token]
  private var index = 0
  private var depth = 0
  /// Nesting limit, so hostile input cannot exhaust the stack.
  private static let maximumDepth = 64

  /// Parses `source` into an expression, or throws the first problem found.
  public static func parse(_ source: String) throws(ExpressionError) -> Expression {
    var parser = ExpressionParser(tokens: try ExpressionLexer.tokens(of: source))
    let expression = try parser.parseOr()
    if let extra = parser.peek, extra.kind != .end {
      throw ExpressionError(offset: extra.offset, Messages.english("unexpected {what} after the expression"), ["what": extra.describe])
    }
    return expression
  }

  private init(tokens: [Token]) {
    self.tokens = tokens
  }

  private var peek: Token? { index < tokens.count ? tokens[index] : nil }

  private mutating func advance() -> Token {
    let token = peek ?? Token(kind: .end, text: "", offset: 0)
    if index < tokens.count { index += 1 }
    return token
  }

  private mutating func accept(_ kind: Token.Kind, _ text: String? = nil) -> Bool {
    guard let token = peek, token.kind == kind, text == nil || token.text == text else { return false }
    index += 1
    return true
  }

  private mutating func nest() throws(ExpressionError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw ExpressionError(offset: peek?.offset ?? 0, Messages.english("expression nested too deeply"))
    }
  }

  private mutating func parseOr() throws(ExpressionError) -> Expression {
    try nest()
    defer { depth -= 1 }
    var lhs = try parseAnd()
    while accept(.word, "or") { lhs = .binary(.or, lhs, try parseAnd()) }
    return lhs
  }

  private mutating func parseAnd() throws(ExpressionError) -> Expression {
    var lhs = try parseNot()
    while accept(.word, "and") { lhs = .binary(.and, lhs, try parseNot()) }
    return lhs
  }

  private mutating func parseNot() throws(ExpressionError) -> Expression {
    if accept(.word, "not") {
      try nest()
      defer { depth -= 1 }
      return .unary(.not, try parseNot())
    }
    return try parseComparison()
  }

  private mutating func parseComparison() throws(ExpressionError) -> Expression {
    let lhs = try parseSum()
    if let token = peek, token.kind == .symbol,
       let op = Expression.BinaryOperator(rawValue: token.text), op.isComparison {
      index += 1
      let rhs = try parseSum()
      if let next = peek, next.kind == .symbol, Expression.BinaryOperator(rawValue: next.text)?.isComparison == true {
        throw ExpressionError(offset: next.offset, Messages.english("comparisons cannot be chained; join them with and"))
      }
      return .binary(op, lhs, rhs)
    }
    return lhs
  }

  private mutating func parseSum() throws(ExpressionError) -> Expression {
    var lhs = try parseProduct()
    while let token = peek, token.kind == .symbol, token.text == "+" || token.text == "-" {
      index += 1
      let rhs = try parseProduct()
      lhs = .binary(token.text == "+" ? .add : .subtract, lhs, rhs)
    }
    return lhs
  }

  private mutating func parseProduct() throws(ExpressionError) -> Expression {
    var lhs = try parseUnary()
    while let token = peek, token.kind == .symbol, token.text == "*" || token.text == "/" {
      index += 1
      let rhs = try parseUnary()
      lhs = .binary(token.text == "*" ? .multiply : .divide, lhs, rhs)
    }
    return lhs
  }

  private mutating func parseUnary() throws(ExpressionError) -> Expression {
    if accept(.symbol, "-") {
      try nest()
      defer { depth -= 1 }
      return .unary(.negate, try parseUnary())
    }
    if accept(.symbol, "+") { return try parseUnary() }
    return try parsePower()
  }

  private mutating func parsePower() throws(ExpressionError) -> Expression {
    var base = try parsePrimary()
    while let open = peek, open.kind == .symbol, open.text == "[" {
      index += 1
      try nest()
      defer { depth -= 1 }
      let position = try parseOr()
      guard accept(.symbol, "]") else {
        throw ExpressionError(offset: peek?.offset ?? open.offset, Messages.english("missing \"]\" after the list index"))
      }
      base = .index(base, position, offset: open.offset)
    }
    if accept(.symbol, "^") {
      try nest()
      defer { depth -= 1 }
      return .binary(.power, base, try parseUnary())
    }
    return base
  }

  private mutating func parsePrimary() throws(ExpressionError) -> Expression {
    let token = advance()
    switch token.kind {
    case .number:
      guard let value = Double(token.text), value.isFinite else {
        throw ExpressionError(offset: token.offset, Messages.english("\"{token}\" is not a finite number"), ["token": token.text])
      }
      return .number(value)
    case .string:
      return .text(token.text)
    case .word:
      switch token.text {
      case "true": return .boolean(true)
      case "false": return .boolean(false)
      case "pi": return .number(Double.pi)
      case "and", "or", "not":
        throw ExpressionError(offset: token.offset, Messages.english("expected a value before \"{token}\""), ["token": token.text])
      default: break
      }
      var run: String?
      var name = token.text
      var offset = token.offset
      if accept(.symbol, ":") {
        let inner = advance()
        guard inner.kind == .word else {
          throw ExpressionError(offset: inner.offset, Messages.english("expected a name after \"{token}:\""), ["token": token.text])
        }
        run = token.text
        name = inner.text
        offset = inner.offset
      }
      if accept(.symbol, "(") {
        try nest()
        defer { depth -= 1 }
        var arguments: [Expression] = []
        if !accept(.symbol, ")") {
          repeat { arguments.append(try parseOr()) } while accept(.symbol, ",")
          guard accept(.symbol, ")") else {
            throw ExpressionError(offset: peek?.offset ?? offset,
                                  Messages.english("expected \",\" or \")\" in the arguments of {name}"), ["name": name])
          }
        }
        return .call(name, arguments, run: run, offset: offset)
      }
      return .name(name, run: run, offset: offset)
    case .symbol where token.text == "(":
      try nest()
      defer { depth -= 1 }
      let inner = try parseOr()
      guard accept(.symbol, ")") else {
        throw ExpressionError(offset: peek?.offset ?? token.offset, Messages.english("missing \")\""))
      }
      return inner
    case .end:
      throw ExpressionError(offset: token.offset, Messages.english("expected a value, found the end of the expression"))
    default:
      throw ExpressionError(offset: token.offset, Messages.english("expected a value, found {what}"), ["what": token.describe])
    }
  }
}
