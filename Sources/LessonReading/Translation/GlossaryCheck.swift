import Foundation
import Localization

/// The words a language's glossary (docs/glossary/) rules out, so that a sweep of the translations
/// stays swept: each with the word to use instead. Lint reports a translated string or prose section
/// that uses one; code spans and code blocks, which stay as in the English, are not searched.
package struct GlossaryCheck: Sendable {
  /// A word the glossary rules out: where it is found, and what to write instead.
  struct Rule: Sendable {
    /// What is ruled out, as a regular expression (ICU) over the translated text.
    let pattern: String
    /// The word as the message names it.
    let word: String
    /// What the glossary says to write.
    let instead: String
  }

  /// The rules of one language.
  let rules: [Rule]

  /// The rules of `language`'s glossary; none for English.
  package init(_ language: Language) {
    switch language {
    case .en:
      rules = []
    case .ko:
      rules = [
        Rule(pattern: #"빠르기"#, word: "빠르기", instead: "속력 (speed) or 속도 (velocity)"),
        Rule(pattern: #"(중력|푸시)의? 크기"#, word: "중력/푸시의 크기", instead: "세기 (크기 is size)"),
        Rule(pattern: #"기준 뷰의 경계"#, word: "기준 뷰의 경계", instead: "기준 뷰의 테두리 (경계 is a boundary)"),
        Rule(pattern: #"상자"#, word: "상자", instead: "사각형 (a box is a square view)"),
        Rule(pattern: #"(까요|인가요|나요)\?"#, word: "a 해요체 question", instead: "합니다체: -ㅂ니까?/-습니까?"),
      ]
    case .ru:
      rules = [
        Rule(pattern: #"въезжа"#, word: "въезжают", instead: "«вдвинутся друг в друга», as the book says"),
        Rule(pattern: #"коробк"#, word: "коробка", instead: "квадрат or вид"),
        Rule(pattern: #"коэффициент\w* затухания"#, word: "коэффициент затухания",
             instead: "коэффициент демпфирования (затухание β = r/2m is in 1/s)"),
        Rule(pattern: #"[Дд]лин\w* покоя"#, word: "длина покоя", instead: "свободная длина"),
        Rule(pattern: #"перелёт"#, word: "перелёт", instead: "проскок (overshoot)"),
      ]
    case .zh:
      rules = [
        Rule(pattern: #"力度"#, word: "力度", instead: "强度 (magnitude)"),
        Rule(pattern: #"盒子"#, word: "盒子", instead: "方块"),
        Rule(pattern: #"渐变"#, word: "渐变", instead: "逐渐 (a drag's ramp; 渐变 is a colour gradient)"),
      ]
    }
  }

  /// What `text` uses that the glossary rules out, one sentence each; code is not searched.
  package func problems(in text: String) -> [String] {
    guard !rules.isEmpty else { return [] }
    let prose = Self.withoutCode(text)
    return rules.filter { prose.range(of: $0.pattern, options: .regularExpression) != nil }.map { "uses \"\($0.word)\": the glossary says \($0.instead)" }
  }

  /// `text` without its code blocks and backticked spans.
  static func withoutCode(_ text: String) -> String {
    let (kept, _) = TranslationTokens.splitIndentedCode(text)
    var result = ""
    var inCode = false
    for character in kept {
      if character == "`" {
        inCode.toggle()
      } else if !inCode {
        result.append(character)
      }
    }
    return result
  }
}
