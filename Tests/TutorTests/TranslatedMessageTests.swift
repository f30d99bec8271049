import Foundation
import Testing
import Localization
import Progress
import TestSupport
@testable import Tutor

@Suite("Messages in the learner's language")
struct TranslatedMessageTests {
  @Test("a progress warning is said in the learner's language; its English is unchanged")
  func progressWarning() throws {
    try withTemporaryFolder("progress-language") { folder in
      try Data("not json".utf8).write(to: folder.appendingPathComponent("progress.json"))
      let warning = try #require(ProgressStore(folder: folder).load().warnings.first)
      #expect(warning.message.contains("is unusable (it is not a valid progress file:"), "\(warning.message)")
      let russian = warning.message(in: Messages(.ru))
      #expect(russian.contains("непригоден (это не файл прогресса:") && russian.contains(folder.path), "\(russian)")
      #expect(russian.contains("progress.json.corrupt-"), "\(russian)")
    }
  }

  @Test("messages: placeholders filled, English when a table lacks a template, Russian's three plural forms")
  func messages() {
    let english = Messages(.en)
    #expect(english("Page {page} of {pages}", ["page": "2", "pages": "8"]) == "Page 2 of 8")
    #expect(english("{missing} stays, {{ figures }} too", ["page": "2"]) == "{missing} stays, {{ figures }} too")
    #expect(english.plural(1, "{count} lesson", "{count} lessons") == "1 lesson")
    #expect(english.plural(16, "{count} lesson", "{count} lessons") == "16 lessons")
    #expect(Messages(.ru)("A template no table has.") == "A template no table has.")
    let forms = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map { Messages.pluralForm($0, language: .ru) }
    #expect(forms == [0, 1, 1, 2, 2, 2, 2, 0, 1, 2, 0, 2])
    #expect(Messages.pluralForm(7, language: .ko) == 0 && Messages.pluralForm(1, language: .zh) == 0)
    #expect(Messages.placeholders(in: "Lesson {number} of {count}: {{ t }} {not a name}") == ["number", "count"])
  }
}
