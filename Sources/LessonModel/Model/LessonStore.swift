import Localization
import Foundation

/// The lessons of a catalog, read the first time each is asked for and kept: the tutor starts by
/// reading the catalog and the current lesson only. Safe to use from any thread.
final class LessonStore: @unchecked Sendable {
  private let lock = NSLock()
  private var cache: [String: LessonCatalog.Entry]
  /// Lessons in other languages, by language and id: made from the English entry once each.
  private var translated: [Language: [String: LessonCatalog.Entry]] = [:]
  private let load: (@Sendable (String) -> LessonCatalog.Entry)?
  private let translate: (@Sendable (Lesson, Language) -> Lesson)?

  /// A store of lessons already read.
  init(entries: [LessonCatalog.Entry], translate: (@Sendable (Lesson, Language) -> Lesson)? = nil) {
    cache = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    load = nil
    self.translate = translate
  }

  /// A store that reads each lesson with `load` on first use.
  init(load: @escaping @Sendable (String) -> LessonCatalog.Entry, translate: (@Sendable (Lesson, Language) -> Lesson)? = nil) {
    cache = [:]
    self.load = load
    self.translate = translate
  }

  /// The lesson's entry in `language`, reading the file if it was not read yet: a broken lesson is
  /// broken in every language.
  func entry(_ id: String, in language: Language) -> LessonCatalog.Entry {
    lock.lock()
    defer { lock.unlock() }
    let source = english(id)
    guard language != .en, let translate, case .loaded(let lesson) = source else { return source }
    if let known = translated[language]?[id] { return known }
    let entry = LessonCatalog.Entry.loaded(translate(lesson, language))
    translated[language, default: [:]][id] = entry
    return entry
  }

  /// The English entry; the lock is held.
  private func english(_ id: String) -> LessonCatalog.Entry {
    if let known = cache[id] { return known }
    let entry = load?(id) ?? .broken(id: id, path: id, diagnostics: [])
    cache[id] = entry
    return entry
  }
}
