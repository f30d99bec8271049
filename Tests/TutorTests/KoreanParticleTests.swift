import Testing
@testable import Localization
import Tutor

/// Korean templates write a particle after a placeholder as a pair; the filled-in value decides it.
@Suite("Korean particles after a filled-in value")
struct KoreanParticleTests {
  let table = [
    "{text} is not a page number": "{text}은(는) 쪽 번호가 아닙니다",
    "go to {place}": "{place}(으)로 갑니다",
    "{name} is missing": "{name}이(가) 없습니다",
  ]

  @Test("the form after a vowel, a final consonant or ㄹ, for Hangul, digits and code names")
  func resolved() {
    let t = Messages(.ko, table: table)
    #expect(t("{text} is not a page number", ["text": "page"]) == "page는 쪽 번호가 아닙니다")
    #expect(t("{text} is not a page number", ["text": "`run`"]) == "`run`은 쪽 번호가 아닙니다")
    #expect(t("{text} is not a page number", ["text": "3"]) == "3은 쪽 번호가 아닙니다")
    #expect(t("{text} is not a page number", ["text": "사과"]) == "사과는 쪽 번호가 아닙니다")
    #expect(t("{name} is missing", ["name": "매개변수"]) == "매개변수가 없습니다")
    #expect(t("{name} is missing", ["name": "\"책\""]) == "\"책\"이 없습니다")
    #expect(t("go to {place}", ["place": "1"]) == "1로 갑니다")
    #expect(t("go to {place}", ["place": "3"]) == "3으로 갑니다")
    #expect(t("go to {place}", ["place": "서울"]) == "서울로 갑니다")
    #expect(t("go to {place}", ["place": "부산"]) == "부산으로 갑니다")
  }

  @Test("a pair after a symbol stays as written, and other languages are untouched")
  func unreadable() {
    #expect(Messages(.ko, table: table)("{text} is not a page number", ["text": "…"]) == "…은(는) 쪽 번호가 아닙니다")
    let russian = Messages(.ru, table: ["{text} is not a page number": "{text}은(는)"])
    #expect(russian("{text} is not a page number", ["text": "page"]) == "page은(는)")
  }

  @Test("the shipped Korean catalog's pairs are resolved: `page` takes 는")
  func shippedCatalog() {
    let t = Messages(.ko)
    let text = t("page takes a page number: 1, 2, …, not {text}", ["text": "page"])
    #expect(text.contains("page는"), "\(text)")
    #expect(!text.contains("(는)"), "\(text)")
  }
}
