import Foundation
import Localization
import LessonModel
import LessonReading
import Progress
import TestSupport
import Testing
@testable import Tutor

/// `lang` at the prompt: the switch, what it keeps, the saved choice, and Russian's decimal comma.
@Suite("Choosing the language in a session")
struct LanguageSessionTests {
  /// A copy of the course whose falling-buttons lesson has a Russian title, first question and intro,
  /// and no other translation (so that the test does not depend on the shipped translations' wording).
  static func withRussianCourse(_ body: (LessonCatalog) throws -> Void) throws {
    try withTemporaryFolder("language-session") { root in
      for folder in ["lessons", "Content"] {
        try FileManager.default.copyItem(at: Fixture.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
      }
      for folder in ["lessons", "Content"] {
        let url = root.appendingPathComponent(folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path)
        where name.hasSuffix(".ru.toml") || name.hasSuffix(".ru.md") || name.hasSuffix(".ko.toml") || name.hasSuffix(".ko.md")
          || name.hasSuffix(".zh.toml") || name.hasSuffix(".zh.md") {
          try FileManager.default.removeItem(at: url.appendingPathComponent(name))
        }
      }
      let english = try #require(CatalogLoader.load(root: root).lesson("falling-buttons"))
      let question = try #require(english.exercise("fall-400")?.question)
      let strings = StringFile(language: .ru, entries: [
        .init(address: "title", english: english.title, text: "Падающие кнопки"),
        .init(address: "exercise.fall-400.question", english: question,
              text: "Здесь у гравитации магнитуда 4. За сколько секунд кнопка пролетит 400 pt?"),
      ])
      try strings.serialized(header: "test").write(to: root.appendingPathComponent("lessons/falling-buttons.ru.toml"),
                                                   atomically: true, encoding: .utf8)
      let intro = try #require(english.prose.section("intro")?.body)
      try "# Падающие кнопки\n\n## intro\n\(ProseStamp.line(for: intro))\n\nUIKit Dynamics — небольшой физический движок.\n"
        .write(to: root.appendingPathComponent("Content/falling-buttons.ru.md"), atomically: true, encoding: .utf8)
      try body(CatalogLoader.load(root: root))
    }
  }

  /// A session on `catalog`, plain 80-column output, started (its first lesson open).
  static func started(_ catalog: LessonCatalog) -> TutorSession {
    let session = TutorSession(catalog: catalog, settings: .plain)
    _ = session.start()
    return session
  }

  @Test("lang ru switches the open lesson at once; its page, values and exercises stay; lang en goes back")
  func switchesAtOnce() throws {
    try Self.withRussianCourse { catalog in
      let session = Self.started(catalog)
      _ = session.handle("set gravity.magnitude 2")
      let switched = session.handle("lang ru")
      #expect(switched.kind != .error)
      #expect(switched.text.contains("Русский (ru)") && switched.text.contains(Messages(.ru)("{title} · page {page}/{pages}", ["title": "Падающие кнопки", "page": "1", "pages": "11"])), "\(switched.text)")
      #expect(switched.text.contains("небольшой физический движок"), "\(switched.text)")
      #expect(session.language == .ru && session.progress.language == "ru")
      #expect(session.handle("params").text.contains("gravity.magnitude"), "values keep their names")
      #expect(session.state?.values["gravity.magnitude"] == 2, "the learner's value is kept")
      // A section without a Russian translation shows in English.
      #expect(session.handle("next").text.contains("320 x 568"))
      let back = session.handle("lang en")
      #expect(back.text.contains("Falling buttons · page 2/11"), "\(back.text)")
      #expect(session.progress.language == "en")
      #expect(session.handle("lang").text.contains("* en  English"))
    }
  }

  @Test("a saved choice comes back with the progress, and a catalog in that language opens in it")
  func savedChoice() throws {
    try Self.withRussianCourse { catalog in
      let first = Self.started(catalog)
      _ = first.handle("lang ru")
      let data = try JSONEncoder().encode(first.progress)
      let saved = try JSONDecoder().decode(LearnerProgress.self, from: data)
      #expect(saved.language == "ru")
      let again = TutorSession(catalog: catalog.inLanguage(Language(rawValue: saved.language ?? "") ?? .en),
                               settings: .plain, progress: saved)
      #expect(again.start().contains("Падающие кнопки"))
      #expect(again.language == .ru)
    }
  }

  @Test("an unknown language is refused with the list, and nothing changes")
  func unknownLanguage() throws {
    try Self.withRussianCourse { catalog in
      let session = Self.started(catalog)
      let response = session.handle("lang kr")
      #expect(response.kind == .error)
      #expect(response.text.contains("no language \"kr\"; the tutor speaks en, ko, ru, zh"), "\(response.text)")
      #expect(session.language == .en && session.progress.language == nil)
    }
  }

  @Test("in Russian an answer may use a decimal comma; a point works in every language")
  func decimalComma() throws {
    try Self.withRussianCourse { catalog in
      let session = Self.started(catalog)
      _ = session.handle("lang ru")
      for _ in 0..<2 { _ = session.handle("next") }
      #expect(session.prompt == "falling-buttons:fall-400> ")
      #expect(session.handle("page").text.contains("За сколько секунд"))
      let wrong = session.handle("answer 0,5 s")
      #expect(wrong.kind == .verdict && wrong.text.contains("0.5 s"), "the comma was read as a point: \(wrong.text)")
      #expect(session.progress[lesson: "falling-buttons"].exercises["fall-400"]?.solved != true)
      let right = session.handle("answer 0,447 s")
      #expect(session.progress[lesson: "falling-buttons"].exercises["fall-400"]?.solved == true, "\(right.text)")
      // An answer the parser cannot read is explained in the learner's language too.
      let unreadable = session.handle("answer 2*(3 s")
      #expect(unreadable.text.contains(Messages(.ru)("missing \")\"")) && !unreadable.text.contains("missing"), "\(unreadable.text)")
      let misspelled = session.handle("answer sqrt(2*400/(1000*gravity.magnitud))")
      #expect(misspelled.text.contains("gravity.magnitude") && !misspelled.text.contains("unknown name"), "\(misspelled.text)")
      _ = session.handle("set gravity.magnitude 2,5")
      #expect(session.state?.values["gravity.magnitude"] == 2.5)
      let english = Self.started(catalog)
      for _ in 0..<2 { _ = english.handle("next") }
      _ = english.handle("answer 0.447 s")
      #expect(english.progress[lesson: "falling-buttons"].exercises["fall-400"]?.solved == true)
    }
  }
}
