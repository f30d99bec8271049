import Foundation
import TestSupport
import Testing
import LessonTestSupport
@testable import TOML
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonReading

/// The pieces a translation is made of: the language choice, string files, prose stamps, the tokens a
/// translation must keep, and what lint says of a translation.
@Suite("Translations: files, stamps, tokens and checks")
struct TranslationTests {
  @Test("the locale chooses the language: ko_*, ru_*, zh_CN/zh_SG/zh_Hans*, anything else English")
  func languageFromLocale() {
    #expect(Language.fromLocale(["LANG": "ko_KR.UTF-8"]) == .ko)
    #expect(Language.fromLocale(["LANG": "ru_RU.UTF-8"]) == .ru)
    #expect(Language.fromLocale(["LANG": "zh_CN.UTF-8"]) == .zh)
    #expect(Language.fromLocale(["LANG": "zh_SG"]) == .zh)
    #expect(Language.fromLocale(["LANG": "zh_Hans_CN.UTF-8"]) == .zh)
    #expect(Language.fromLocale(["LANG": "zh_TW.UTF-8"]) == .en)
    #expect(Language.fromLocale(["LANG": "de_DE.UTF-8"]) == .en)
    #expect(Language.fromLocale(["LANG": "C"]) == .en)
    #expect(Language.fromLocale([:]) == .en)
    // POSIX's order: LC_ALL, then LC_MESSAGES, then LANG; an empty variable does not count.
    #expect(Language.fromLocale(["LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "ko_KR", "LANG": "zh_CN"]) == .ru)
    #expect(Language.fromLocale(["LC_ALL": "", "LC_MESSAGES": "ko_KR", "LANG": "ru_RU"]) == .ko)
    #expect(Language.fromLocale(["LANG": "ru_UA.UTF-8@euro"]) == .ru)
  }

  @Test("a string file survives writing and reading, quotes, backslashes and newlines included")
  func stringFileRoundTrip() throws {
    let file = StringFile(language: .ru, entries: [
      StringFile.Entry(address: "title", english: "Falling \"buttons\"", text: "Падающие «кнопки» \\ \"да\""),
      StringFile.Entry(address: "goal.1", english: "Line one\nline two\ttab", text: ""),
    ])
    let text = file.serialized(header: "a header\nof two lines")
    let parsed = StringFile.parse(text, file: "x.ru.toml", expected: .ru)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let read = try #require(parsed.file)
    #expect(read.entries.map(\.address) == ["title", "goal.1"])
    #expect(read.entries.map(\.english) == file.entries.map(\.english))
    #expect(read.entries.map(\.text) == file.entries.map(\.text))
    #expect(read.entries.map(\.line) == [5, 10])
  }

  @Test("a broken string file is refused with its line: wrong language, a string twice, a key missing or unknown")
  func brokenStringFile() {
    let text = """
      language = "ko"

      [[string]]
      at = "title"
      en = "Falling buttons"
      text = "떨어지는 버튼"

      [[string]]
      at = "title"
      en = "Falling buttons"
      text = "또"

      [[string]]
      at = "goal.1"
      text = "목표"
      note = "?"
      """
    let parsed = StringFile.parse(text, file: "lessons/x.ru.toml", expected: .ru)
    #expect(parsed.file == nil)
    let messages = parsed.diagnostics.map(\.description)
    #expect(messages.contains { $0.hasPrefix("lessons/x.ru.toml:1:") && $0.contains("language = \"ko\"") }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("lessons/x.ru.toml:8:") && $0.contains("translated twice (first at line 3)") },
            "\(messages)")
    #expect(messages.contains { $0.hasPrefix("lessons/x.ru.toml:13:") && $0.contains("missing required key \"en\"") },
            "\(messages)")
    #expect(messages.contains { $0.contains("unknown key \"note\"") }, "\(messages)")
  }

  @Test("a section's stamp is 32-bit FNV-1a of its English, eight hex digits, and changes with the text")
  func proseStamp() {
    #expect(ProseStamp.hash("") == "811c9dc5")
    #expect(ProseStamp.hash("a") == "e40c292c")
    #expect(ProseStamp.hash("foobar") == "bf9cf968")
    #expect(ProseStamp.hash("The stage is 320 x 568 points.") != ProseStamp.hash("The stage is 320 x 569 points."))
    let split = ProseStamp.split("<!-- en: 0123abcd -->\n\nText.\nMore.")
    #expect(split.stamp == "0123abcd" && split.text == "Text.\nMore.")
    #expect(ProseStamp.split("Text only.").stamp == nil)
    #expect(ProseStamp.translatedPath("Content/falling-buttons.md", language: .zh) == "Content/falling-buttons.zh.md")
  }

  @Test("tokens: code, placeholders and numbers must match; numbers inside names do not count")
  func tokens() {
    let english = "Set `gravity.magnitude` to 4: the button falls 400 pt in {{ t400 }} s (iOS 7, x1)."
    #expect(TranslationTokens.difference(english: english,
      translation: "`gravity.magnitude`를 4로 하면 버튼은 {{ t400 }}초 만에 400 pt 떨어집니다 (iOS 7, x1).") == nil)
    let dropped = TranslationTokens.difference(english: english,
      translation: "`gravity.magnitude`를 네 배로 하면 버튼은 {{ t400 }}초 만에 400 pt 떨어집니다 (iOS 7).")
    #expect(dropped == "numbers: lacks 4")
    let changedCode = TranslationTokens.difference(english: english,
      translation: "`중력.크기`를 4로: 버튼은 {{ t400 }}초에 400 pt (iOS 7).")
    #expect(changedCode?.contains("code: lacks `gravity.magnitude`; adds `중력.크기`") == true, "\(changedCode ?? "")")
    #expect(TranslationTokens.difference(english: "About 0.447 s.", translation: "Около 0,447 с.") == "numbers: lacks 0.447; adds 0, 447")
    // Indented code is code; its comments are text, whose numbers still count.
    let code = "Write:\n\n    animator.addBehavior(gravity) // 1000 pt/s^2\n\nThen run."
    #expect(TranslationTokens.difference(english: code, translation: "쓰세요:\n\n    animator.addBehavior(gravity) // 1000 pt/s^2\n\n실행.") == nil)
    #expect(TranslationTokens.difference(english: code, translation: "쓰세요:\n\n    animator.addBehavior(gravity) // 중력\n\n실행.") != nil)
  }

  @Test("a lesson's strings are addressed by place, and replacing them changes the text and nothing else")
  func lessonStrings() throws {
    let lesson = try #require(RepositoryLessons.lesson("falling-buttons"))
    let strings = lesson.translatableStrings
    let addresses = strings.map(\.address)
    #expect(addresses.first == "title")
    #expect(addresses.contains("goal.1") && addresses.contains("parameter.gravity.magnitude")
            && addresses.contains("exercise.fall-400.question") && addresses.contains("exercise.fall-400.hint.1"))
    #expect(Set(addresses).count == addresses.count, "addresses are unique")
    var translated: [String: String] = [:]
    for (address, text) in strings { translated[address] = "«\(text)»" }
    let replaced = lesson.replacingStrings(translated)
    #expect(replaced.title == "«Falling buttons»")
    #expect(replaced.translatableStrings.map(\.text) == strings.map { "«\($0.text)»" })
    #expect(replaced.parameters.map(\.name) == lesson.parameters.map(\.name))
    #expect(replaced.parameters.map(\.defaultValue) == lesson.parameters.map(\.defaultValue))
    #expect(replaced.exercises.map(\.id) == lesson.exercises.map(\.id))
    // Every shipped lesson: every kind of string has an address, choices and measures included.
    for lesson in RepositoryLessons.catalog().lessons {
      let all = lesson.translatableStrings.map(\.address)
      #expect(Set(all).count == all.count, "\(lesson.id): an address twice")
      for exercise in lesson.exercises {
        if case .choice(let choices, _) = exercise.kind {
          #expect(all.contains("exercise.\(exercise.id).choice.\(choices.count)"), "\(lesson.id) \(exercise.id)")
        }
        if case .tune(_, let measures, _, _) = exercise.kind {
          #expect(all.contains("exercise.\(exercise.id).measure.\(measures.count)"), "\(lesson.id) \(exercise.id)")
        }
      }
    }
  }

  /// A copy of the course with lesson falling-buttons partly translated into Korean: the title, one goal
  /// (stale), one address the lesson lacks, one hint with a number dropped; the intro and scene sections
  /// (scene with a stale stamp) and an unknown section.
  static func withKoreanCourse(_ body: (URL, Lesson) throws -> Void) throws {
    try withTemporaryFolder("translation") { root in
      for folder in ["lessons", "Content"] {
        try FileManager.default.copyItem(at: RepositoryLessons.root.appendingPathComponent(folder),
                                         to: root.appendingPathComponent(folder))
      }
      let english = try #require(CatalogLoader.load(root: root).lesson("falling-buttons"))
      let hint = try #require(english.exercise("fall-400")?.hints.first)
      let strings = StringFile(language: .ko, entries: [
        .init(address: "title", english: english.title, text: "떨어지는 버튼"),
        .init(address: "goal.1", english: "An older goal.", text: "예전 목표"),
        .init(address: "goal.99", english: "Nothing.", text: "없음"),
        .init(address: "exercise.fall-400.hint.1", english: hint, text: "힌트"),
      ])
      try strings.serialized(header: "test").write(to: root.appendingPathComponent("lessons/falling-buttons.ko.toml"),
                                                   atomically: true, encoding: .utf8)
      let intro = try #require(english.prose.section("intro")?.body)
      let prose = """
        # 떨어지는 버튼

        ## intro
        \(ProseStamp.line(for: intro))

        UIKit Dynamics는 UIKit에 들어 있는 작은 물리 엔진입니다. `UIDynamicAnimator` `UIGravityBehavior` `let animator` `viewDidLoad` `code` `next`

            final class FallingButtonsViewController: UIViewController {
                lazy var animator = UIDynamicAnimator(referenceView: view)

                func startTapped() {
                    let items = [fallingButton, textField, danglingButton]
                    animator.addBehavior(UIGravityBehavior(items: items))
                }
            }

        ## scene
        <!-- en: 00000000 -->

        예전 장면.

        ## nowhere
        <!-- en: 00000000 -->

        없음.
        """
      try prose.write(to: root.appendingPathComponent("Content/falling-buttons.ko.md"), atomically: true, encoding: .utf8)
      try body(root, english)
    }
  }

  @Test("applying a translation replaces current strings and sections; stale or missing ones stay English")
  func applyingATranslation() throws {
    try Self.withKoreanCourse { root, english in
      let translation = LessonTranslation.load(for: english, language: .ko, root: root,
                                               lessonsFolder: root.appendingPathComponent("lessons"))
      let korean = translation.apply(to: english)
      #expect(korean.title == "떨어지는 버튼")
      #expect(korean.goals[0] == english.goals[0], "a stale string stays English")
      #expect(korean.goals[1] == english.goals[1])
      #expect(korean.exercise("fall-400")?.hints.first == "힌트")
      #expect(korean.prose.section("intro")?.body.hasPrefix("UIKit Dynamics는") == true)
      #expect(korean.prose.section("scene")?.body == english.prose.section("scene")?.body, "a stale section stays English")
      #expect(korean.prose.sections.map(\.slug) == english.prose.sections.map(\.slug))
      // The catalog gives the same lesson in Korean, and the English on asking for English.
      for file in ["lessons/falling-buttons.ru.toml", "Content/falling-buttons.ru.md"] {
        try? FileManager.default.removeItem(at: root.appendingPathComponent(file))
      }
      let catalog = CatalogLoader.load(root: root)
      #expect(!catalog.ids.contains("falling-buttons.ko"), "a string file is not a lesson")
      #expect(catalog.inLanguage(.ko).lesson("falling-buttons")?.title == "떨어지는 버튼")
      #expect(catalog.inLanguage(.ko).inLanguage(.en).lesson("falling-buttons")?.title == english.title)
      #expect(catalog.inLanguage(.ru).lesson("falling-buttons")?.title == english.title, "no Russian file: English")
    }
  }

  @Test("lint's checks of a translation: not a string, stale, not matching, missing; sections likewise")
  func checks() throws {
    try Self.withKoreanCourse { root, english in
      let translation = LessonTranslation.load(for: english, language: .ko, root: root,
                                               lessonsFolder: root.appendingPathComponent("lessons"))
      let found = translation.check(against: english, required: false).map(\.description)
      func has(_ prefix: String, _ fragment: String) -> Bool {
        found.contains { $0.hasPrefix(prefix) && $0.contains(fragment) }
      }
      #expect(has("lessons/falling-buttons.ko.toml:", "warning: \"goal.1\" is stale"), "\(found)")
      #expect(has("lessons/falling-buttons.ko.toml:", "error: \"goal.99\" is not a string of lesson falling-buttons"), "\(found)")
      #expect(has("lessons/falling-buttons.ko.toml:", "error: \"exercise.fall-400.hint.1\" does not match its English: numbers: lacks"),
              "\(found)")
      #expect(has("lessons/falling-buttons.ko.toml: warning:", "strings not translated into Korean"), "\(found)")
      #expect(has("Content/falling-buttons.ko.md:", "warning: section \"scene\" is stale"), "\(found)")
      #expect(has("Content/falling-buttons.ko.md:", "error: section \"nowhere\" is not a section"), "\(found)")
      #expect(!found.contains { $0.contains("section \"intro\"") }, "the intro is translated and current: \(found)")
      // For a language the course ships, what is missing or stale is an error.
      let required = translation.check(against: english, required: true).map(\.description)
      #expect(required.contains { $0.contains("error: \"goal.1\" is stale") }, "\(required)")
      #expect(required.contains { $0.contains("error:") && $0.contains("strings not translated into Korean") }, "\(required)")
    }
  }

  @Test("translate's skeleton: every string in order, written ones kept with their English, orphans dropped")
  func skeleton() throws {
    let lesson = try #require(RepositoryLessons.lesson("falling-buttons"))
    let existing = StringFile(language: .zh, entries: [
      .init(address: "goal.1", english: "An older goal.", text: "旧目标"),
      .init(address: "title", english: lesson.title, text: "下落的按钮"),
      .init(address: "goal.99", english: "Gone.", text: "没了"),
    ])
    let (file, dropped) = TranslationSkeleton.strings(for: lesson, language: .zh, existing: existing)
    #expect(file.entries.map(\.address) == lesson.translatableStrings.map(\.address))
    #expect(file.entries[0].text == "下落的按钮")
    let goal = try #require(file.entries.first { $0.address == "goal.1" })
    #expect(goal.english == "An older goal." && goal.text == "旧目标", "a stale entry keeps its English, so it stays flagged")
    #expect(file.entries.filter { !$0.text.isEmpty }.count == 2)
    #expect(dropped == ["goal.99"])
    let prose = TranslationSkeleton.prose(for: lesson, language: .zh)
    let sections = Prose.parse(prose).sections
    #expect(sections.map(\.slug) == lesson.prose.sections.map(\.slug))
    #expect(sections.allSatisfy { ProseStamp.split($0.body).stamp != nil && ProseStamp.split($0.body).text.isEmpty })
  }

  @Test("a decimal comma between digits reads as a point, except where commas separate arguments")
  func decimalComma() {
    #expect(AnswerParser.withDecimalPoints("0,447") == "0.447")
    #expect(AnswerParser.withDecimalPoints("1,5 s") == "1.5 s")
    #expect(AnswerParser.withDecimalPoints("2,5*3") == "2.5*3")
    #expect(AnswerParser.withDecimalPoints("max(1,2)") == "max(1,2)")
    #expect(AnswerParser.withDecimalPoints("a, b") == "a, b")
    #expect(AnswerParser.withDecimalPoints("0.447") == "0.447")
  }
}
