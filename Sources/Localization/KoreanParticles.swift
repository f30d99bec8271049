/// Korean particles chosen by the word they follow. A Korean template cannot know how a filled-in
/// value ends (`{name}은(는)`), so it writes both forms; once the value is in, the form that reads
/// right replaces the pair: `page는`, `3은`, `1로`, `3으로`.
enum KoreanParticles {
  /// The pairs a template may write, each with its form after a final consonant and after none.
  private static let pairs: [(written: String, afterConsonant: String, afterVowel: String)] = [
    ("은(는)", "은", "는"), ("이(가)", "이", "가"), ("을(를)", "을", "를"), ("과(와)", "과", "와"),
    ("와(과)", "과", "와"), ("(으)로", "으로", "로"), ("(이)라", "이라", "라"),
  ]

  /// `text` with every written pair resolved by the character before it; a pair after something
  /// unreadable (a symbol, the start of the text) stays as written.
  static func resolve(_ text: String) -> String {
    guard text.contains("(") else { return text }
    var result = ""
    var rest = text[...]
    while !rest.isEmpty {
      if let pair = pairs.first(where: { rest.hasPrefix($0.written) }), let ending = ending(of: result) {
        let isRieul = ending == .rieul
        if pair.written == "(으)로" {
          result += ending == .vowel || isRieul ? pair.afterVowel : pair.afterConsonant
        } else {
          result += ending == .vowel ? pair.afterVowel : pair.afterConsonant
        }
        rest = rest.dropFirst(pair.written.count)
      } else if let first = rest.first {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }

  /// How a word ends, as the particles care: a vowel, ㄹ (which takes 로), or another final consonant.
  private enum Ending { case vowel, rieul, consonant }

  /// How the text before a particle ends, past closing quotes and brackets; nil when it cannot be told.
  private static func ending(of text: String) -> Ending? {
    let skipped: Set<Character> = ["\"", "'", "`", ")", "]", "”", "’", "»", "」"]
    guard let last = text.last(where: { !skipped.contains($0) }) else { return nil }
    guard let scalar = last.unicodeScalars.first else { return nil }
    switch scalar.value {
    case 0xAC00...0xD7A3:
      // A Hangul syllable: its final consonant is the index modulo 28 (0: none, 8: ㄹ).
      let final = (scalar.value - 0xAC00) % 28
      return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
    case 0x30...0x39:
      // Digits as read in Korean: 영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구.
      return [.consonant, .rieul, .vowel, .consonant, .vowel, .vowel, .consonant, .rieul, .rieul, .vowel][Int(scalar.value - 0x30)]
    case 0x41...0x5A, 0x61...0x7A:
      // Code names are read in English: a final l, m, n (or ng) is heard as a final consonant; other
      // endings are read with a vowel after them (page 페이지, check 체크, text 텍스트).
      switch Character(last.lowercased()) {
      case "l": return .rieul
      case "m", "n": return .consonant
      case "g" where text.lowercased().hasSuffix("ng"): return .consonant
      default: return .vowel
      }
    default:
      return nil
    }
  }
}
