import Localization
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
  /// Longest expressions accepted, in Unicode scalars.
  static let maximumLength = 4096

  /// Splits `source` into tokens. Offsets count Unicode scalars, as lesson-file columns do. Works on
  /// scalars with ASCII fast paths: lesson files hold hundreds of expressions, and walking Characters
  /// (grapheme breaking, Unicode properties) dominated loading time.
  static func tokens(of source: String) throws(ExpressionError) -> [Token] {
    let scalars = Array(source.unicodeScalars)
    guard scalars.count <= maximumLength else {
      throw ExpressionError(offset: 0, Messages.english("expression longer than {limit} characters"), ["limit": "\(maximumLength)"])
    }
    func text(_ range: Range<Int>) -> String {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[range])
      return String(view)
    }
    var tokens: [Token] = []
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      if isSpace(c) {
        i += 1
        continue
      }
      let start = i
      if isDigit(c) || (c == "." && i + 1 < scalars.count && isDigit(scalars[i + 1])) {
        while i < scalars.count, isDigit(scalars[i]) || scalars[i] == "." { i += 1 }
        if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
          var j = i + 1
          if j < scalars.count, scalars[j] == "+" || scalars[j] == "-" { j += 1 }
          if j < scalars.count, isDigit(scalars[j]) {
            i = j
            while i < scalars.count, isDigit(scalars[i]) { i += 1 }
          }
        }
        tokens.append(Token(kind: .number, text: text(start..<i), offset: start))
      } else if isNameStart(c) {
        i += 1
        while i < scalars.count {
          if isNamePart(scalars[i]) {
            i += 1
          } else if scalars[i] == ".", i + 1 < scalars.count, isNameStart(scalars[i + 1]) {
            i += 1
          } else {
            break
          }
        }
        tokens.append(Token(kind: .word, text: text(start..<i), offset: start))
      } else if c == "\"" || c == "'" {
        i += 1
        while i < scalars.count, scalars[i] != c { i += 1 }
        guard i < scalars.count else {
          throw ExpressionError(offset: start, Messages.english("unterminated text in quotes"))
        }
        tokens.append(Token(kind: .string, text: text((start + 1)..<i), offset: start))
        i += 1
      } else if i + 1 < scalars.count, scalars[i + 1] == "=", c == "<" || c == ">" || c == "=" || c == "!" {
        tokens.append(Token(kind: .symbol, text: text(i..<(i + 2)), offset: start))
        i += 2
      } else if "+-*/^()<>,:[]".unicodeScalars.contains(c) {
        tokens.append(Token(kind: .symbol, text: String(c), offset: start))
        i += 1
      } else if c == "×" || c == "·" {
        tokens.append(Token(kind: .symbol, text: "*", offset: start))
        i += 1
      } else {
        throw ExpressionError(offset: start, Messages.english("unexpected character \"{character}\""), ["character": String(Character(c))])
      }
    }
    tokens.append(Token(kind: .end, text: "", offset: scalars.count))
    return tokens
  }

  @inline(__always) static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }

  @inline(__always) static func isSpace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r" || (c.value > 127 && c.properties.isWhitespace)
  }

  @inline(__always) static func isNameStart(_ c: Unicode.Scalar) -> Bool {
    let v = c.value
    if v < 128 { return (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 95 }
    return c.properties.isAlphabetic
  }

  @inline(__always) static func isNamePart(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || isDigit(c) }
}
