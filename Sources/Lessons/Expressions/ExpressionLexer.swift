/// A token of the expression language.
struct Token: Equatable {
  enum Kind: Equatable {
    case number, word, string, symbol, end
  }

  var kind: Kind
  var text: String
  /// Character offset in the source (0-based).
  var offset: Int

  var describe: String {
    switch kind {
    case .end: "the end of the expression"
    case .string: "the text \"\(text)\""
    default: "\"\(text)\""
    }
  }
}

/// Splits expression source into tokens. Names may contain dots (`gravity.magnitude`) and underscores.
enum ExpressionLexer {
  /// Longest expressions accepted, in characters.
  static let maximumLength = 4096

  static func tokens(of source: String) throws(ExpressionError) -> [Token] {
    let characters = Array(source)
    guard characters.count <= maximumLength else {
      throw ExpressionError(offset: 0, message: "expression longer than \(maximumLength) characters")
    }
    var tokens: [Token] = []
    var i = 0
    func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
    func isNameStart(_ c: Character) -> Bool { c.isLetter || c == "_" }
    func isNamePart(_ c: Character) -> Bool { c.isLetter || isDigit(c) || c == "_" }
    while i < characters.count {
      let c = characters[i]
      if c.isWhitespace {
        i += 1
        continue
      }
      let start = i
      if isDigit(c) || (c == "." && i + 1 < characters.count && isDigit(characters[i + 1])) {
        while i < characters.count, isDigit(characters[i]) || characters[i] == "." { i += 1 }
        if i < characters.count, characters[i] == "e" || characters[i] == "E" {
          var j = i + 1
          if j < characters.count, characters[j] == "+" || characters[j] == "-" { j += 1 }
          if j < characters.count, isDigit(characters[j]) {
            i = j
            while i < characters.count, isDigit(characters[i]) { i += 1 }
          }
        }
        tokens.append(Token(kind: .number, text: String(characters[start..<i]), offset: start))
      } else if isNameStart(c) {
        i += 1
        while i < characters.count {
          if isNamePart(characters[i]) {
            i += 1
          } else if characters[i] == ".", i + 1 < characters.count, isNameStart(characters[i + 1]) {
            i += 1
          } else {
            break
          }
        }
        tokens.append(Token(kind: .word, text: String(characters[start..<i]), offset: start))
      } else if c == "\"" || c == "'" {
        i += 1
        while i < characters.count, characters[i] != c { i += 1 }
        guard i < characters.count else {
          throw ExpressionError(offset: start, message: "unterminated text in quotes")
        }
        tokens.append(Token(kind: .string, text: String(characters[(start + 1)..<i]), offset: start))
        i += 1
      } else {
        let two = i + 1 < characters.count ? String(characters[i...(i + 1)]) : ""
        if ["<=", ">=", "==", "!="].contains(two) {
          tokens.append(Token(kind: .symbol, text: two, offset: start))
          i += 2
        } else if "+-*/^()<>,:[]".contains(c) {
          tokens.append(Token(kind: .symbol, text: String(c), offset: start))
          i += 1
        } else if c == "×" || c == "·" {
          tokens.append(Token(kind: .symbol, text: "*", offset: start))
          i += 1
        } else {
          throw ExpressionError(offset: start, message: "unexpected character \"\(c)\"")
        }
      }
    }
    tokens.append(Token(kind: .end, text: "", offset: characters.count))
    return tokens
  }
}
