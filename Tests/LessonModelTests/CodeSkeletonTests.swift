import Testing
@testable import LessonReading

/// A translation may translate a code block's comments and a reference table's words, and nothing else
/// of them.
@Suite("Code blocks and reference tables in translations")
struct CodeSkeletonTests {
  let code = "Write:\n\n    push.angle = 0          // radians: to the right\n    push.magnitude = 1\n\nThen run."
  let table = """
    Modes:

        mode          raw value      items collide with
        .items        1 (1 << 0)     other items of the behavior only
        .everything   all bits set   both; this is the default

    Done.
    """

  @Test("a translated comment is allowed; changed code is not, nor a comment that drops a number")
  func comments() {
    #expect(TranslationTokens.difference(english: code,
      translation: "쓰세요:\n\n    push.angle = 0          // 라디안: 오른쪽\n    push.magnitude = 1\n\n실행.") == nil)
    #expect(TranslationTokens.difference(english: code,
      translation: "쓰세요:\n\n    push.angle = 1          // 라디안\n    push.magnitude = 1\n\n실행.") != nil)
    let english = "See:\n\n    gravity.magnitude = 10     // 10 000 pt/s^2\n\nOK."
    #expect(TranslationTokens.difference(english: english, translation: "보기:\n\n    gravity.magnitude = 10     // 10 000 pt/s^2\n\n좋음.") == nil)
    #expect(TranslationTokens.difference(english: english, translation: "보기:\n\n    gravity.magnitude = 10     // 중력\n\n좋음.") != nil)
    // A URL's slashes are code, not a comment.
    #expect(CodeSkeleton.splitComment("let url = \"http://example.com\"").comment == nil)
  }

  @Test("a table's header and word cells may be translated; its values may not move or change")
  func tables() {
    let translated = """
      모드:

          모드          원시 값        충돌 상대
          .items        1 (1 << 0)     같은 행동의 다른 아이템만
          .everything   모든 비트      둘 다; 기본값

      끝.
      """
    #expect(TranslationTokens.difference(english: table, translation: translated) == nil)
    let changed = translated.replacingOccurrences(of: "1 (1 << 0)", with: "2 (1 << 1)")
    #expect(TranslationTokens.difference(english: table, translation: changed) != nil)
    let chinese = translated.replacingOccurrences(of: "같은 행동의 다른 아이템만", with: "仅同一行为中的其他元素")
    #expect(TranslationTokens.difference(english: table, translation: chinese) == nil)
    #expect(CodeSkeleton.isWords("all bits set") && !CodeSkeleton.isWords(".items") && !CodeSkeleton.isWords("1 (1 << 0)"))
  }
}
