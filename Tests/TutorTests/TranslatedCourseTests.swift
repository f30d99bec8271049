import Foundation
import Localization
import LessonModel
import LessonReading
import TerminalGraphics
import Testing
@testable import Tutor

/// The shipped course in Korean, Russian and Chinese: every lesson and page, read as a learner would.
@Suite("The course in each language")
struct TranslatedCourseTests {
  static let languages: [Language] = [.ko, .ru, .zh]

  /// Within the width, or one unbreakable piece wider than it: a long name with the punctuation that
  /// clings to it (`（`translatesReferenceBoundsIntoBoundary`），`), which no line break may split.
  static func keepsTo(_ width: Int, _ line: Substring) -> Bool {
    if WideTextTests.keepsTo(width, line) { return true }
    let piece = line.drop { $0 == " " }
    guard !piece.contains(" ") else { return false }
    // Without the full-width punctuation that clings to it, a name too long for any line.
    let clinging: Set<Character> = ["（", "）", "：", "，", "。", "；", "、", "“", "”", "《", "》", "`"]
    let name = piece.drop { clinging.contains($0) }.reversed().drop { clinging.contains($0) }
    return name.allSatisfy { DisplayWidth.of($0) == 1 }
  }

  @Test("every translation is complete and current: lint finds nothing", arguments: languages)
  func complete(language: Language) throws {
    let catalog = CatalogLoader.load(root: Fixture.root)
    for lesson in catalog.lessons {
      let translation = LessonTranslation.load(for: lesson, language: language, root: Fixture.root,
                                               lessonsFolder: Fixture.root.appendingPathComponent("lessons"))
      let problems = translation.check(against: lesson, required: true)
      #expect(problems.isEmpty, "\(lesson.id) in \(language): \(problems.prefix(5).map(\.description))")
    }
  }

  @Test("every page of every lesson is in the language and keeps to 40 columns, params, presets and help too", arguments: languages)
  func pagesInTheLanguage(language: Language) throws {
    let english = CatalogLoader.load(root: Fixture.root)
    let session = TutorSession(catalog: english.inLanguage(language), settings: OutputSettings(width: 40))
    _ = session.start()
    for id in english.ids {
      let lesson = try #require(english.lesson(id))
      let translated = try #require(english.inLanguage(language).lesson(id))
      #expect(translated.title != lesson.title, "\(id): the title is translated")
      _ = session.handle("open \(id)")
      // Code is shown as written (two spaces in): it never wraps, in any language.
      let code = Set(translated.prose.sections.flatMap { section in
        section.body.split(separator: "\n").filter { $0.hasPrefix("    ") }.map { "  " + $0.dropFirst(4) }
      })
      for index in lesson.pages.indices {
        let page = session.handle("page").text
        #expect(page.contains(translated.title) || page.contains(String(translated.title.prefix(8))), "\(id) page \(index + 1)")
        if case .prose(let slug) = lesson.pages[index] {
          let body = try #require(translated.prose.section(slug)?.body)
          #expect(body != lesson.prose.section(slug)?.body, "\(id) section \(slug) is translated")
        }
        for line in page.split(separator: "\n") where !code.contains(String(line)) {
          #expect(Self.keepsTo(40, line), "\(id) page \(index + 1) in \(language): \(line)")
        }
        _ = session.handle("next")
      }
      // Tables go to one entry per paragraph when their columns do not fit.
      for command in ["params", "presets", "help"] {
        for line in session.handle(command).text.split(separator: "\n") {
          #expect(Self.keepsTo(40, line), "\(id) \(command) in \(language): \(line)")
        }
      }
    }
  }

  @Test("the welcome, the lesson list and help on every command keep to 40 columns", arguments: [Language.en] + languages)
  func narrowWindow(language: Language) throws {
    let catalog = CatalogLoader.load(root: Fixture.root).inLanguage(language)
    let session = TutorSession(catalog: catalog, settings: OutputSettings(width: 40))
    var texts = [session.start(), session.handle("lessons").text, session.handle("help units").text]
    for command in CommandRegistry.declarations { texts.append(session.handle("help \(command.name)").text) }
    // The welcome shows the first lesson's first page; its code is shown as written and never wraps.
    let first = catalog.ids.first.flatMap { catalog.lesson($0) }
    let code = Set((first?.prose.sections ?? []).flatMap { section in
      section.body.split(separator: "\n").filter { $0.hasPrefix("    ") }.map { "  " + $0.dropFirst(4) }
    })
    for line in texts.joined(separator: "\n").split(separator: "\n") where !code.contains(String(line)) {
      #expect(Self.keepsTo(40, line), "\(language): \(line)")
    }
  }

  @Test("the lesson list names every lesson's articles in one column at 80 columns", arguments: languages)
  func lessonList(language: Language) throws {
    let catalog = CatalogLoader.load(root: Fixture.root).inLanguage(language)
    let session = TutorSession(catalog: catalog, settings: OutputSettings(width: 80))
    _ = session.start()
    let rows = session.handle("lessons").text.split(separator: "\n").filter { $0.dropFirst(2).hasPrefix("[") }
    #expect(rows.count == catalog.ids.count)
    let layout = try #require(session.creditLayout(), "the credits fit at 80 columns in \(language)")
    for row in rows {
      #expect(DisplayWidth.of(String(row)) <= 80, "\(row)")
      let id = String(row.dropFirst(10).prefix { $0 != " " })
      let credit = try #require(layout.credits[id])
      #expect(credit.isEmpty || row.hasSuffix(credit), "\(row)")
      #expect(credit.isEmpty || DisplayWidth.of(String(row)) == layout.column + DisplayWidth.of(credit), "\(row)")
    }
  }

  @Test("a run in each language plots with translated titles and the same numbers as in English", arguments: languages)
  func runsAlike(language: Language) throws {
    let english = CatalogLoader.load(root: Fixture.root)
    let translatedSession = TutorSession(catalog: english.inLanguage(language), settings: OutputSettings(width: 80))
    let englishSession = TutorSession(catalog: english, settings: OutputSettings(width: 80))
    for session in [translatedSession, englishSession] {
      _ = session.start()
      _ = session.handle("open falling-buttons")
    }
    let lesson = try #require(english.inLanguage(language).lesson("falling-buttons"))
    _ = translatedSession.handle("run")
    _ = englishSession.handle("run")
    #expect(translatedSession.state?.values == englishSession.state?.values)
    let title = try #require(lesson.plots.compactMap(\.title).first)
    #expect(translatedSession.handle("plot \(lesson.plots[0].id)").text.contains(String(title.prefix(6))))
  }
}
