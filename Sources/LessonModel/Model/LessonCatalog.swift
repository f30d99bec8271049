import Localization
/// Every lesson the tutor knows, in teaching order, including the ones that failed to load.
public struct LessonCatalog: Sendable {
  /// A lesson that loaded, or one that did not (with what is wrong).
  public enum Entry: Sendable {
    case loaded(Lesson)
    case broken(id: String, path: String, diagnostics: [Diagnostic])

    /// The lesson's id.
    public var id: String {
      switch self {
      case .loaded(let lesson): lesson.id
      case .broken(let id, _, _): id
      }
    }
  }

  /// The lesson ids in order. Known at once; a lesson's file is read the first time it is asked for.
  package let ids: [String]
  private let store: LessonStore
  /// Problems that concern the catalog itself (a missing lesson file, an unlisted lesson).
  public var diagnostics: [Diagnostic]
  /// The articles the lessons are rebuilt from.
  package var articles: [Article]

  /// The language the lessons are given in (`inLanguage(_:)` makes a catalog in another).
  package private(set) var language: Language = .en

  /// Creates a catalog of lessons already read. `translate` gives a lesson in another language (see
  /// `LessonTranslation`); without it every language reads the English.
  public init(entries: [Entry], diagnostics: [Diagnostic] = [], articles: [Article] = [],
              translate: (@Sendable (Lesson, Language) -> Lesson)? = nil) {
    ids = entries.map(\.id)
    store = LessonStore(entries: entries, translate: translate)
    self.diagnostics = diagnostics
    self.articles = articles
  }

  /// Creates a catalog whose lessons are read on demand by `load`, once each.
  public init(ids: [String], diagnostics: [Diagnostic] = [], articles: [Article] = [],
              translate: (@Sendable (Lesson, Language) -> Lesson)? = nil, load: @escaping @Sendable (String) -> Entry) {
    self.ids = ids
    store = LessonStore(load: load, translate: translate)
    self.diagnostics = diagnostics
    self.articles = articles
  }

  /// The same lessons in `language`: each lesson is translated the first time it is asked for, from the
  /// English already read; strings without a current translation stay English.
  package func inLanguage(_ language: Language) -> LessonCatalog {
    var copy = self
    copy.language = language
    return copy
  }

  /// Every lesson in order, loaded or broken (reads the files not read yet).
  public var entries: [Entry] { ids.map { store.entry($0, in: language) } }

  /// The entry of one lesson, reading only its file; nil when the catalog has no such id.
  package func entry(_ id: String) -> Entry? { ids.contains(id) ? store.entry(id, in: language) : nil }

  /// The articles a lesson is rebuilt from, in catalog order.
  package func articles(for lessonID: String) -> [Article] { articles.filter { $0.lessons.contains(lessonID) } }

  /// The loaded lessons, in order.
  public var lessons: [Lesson] {
    entries.compactMap { if case .loaded(let lesson) = $0 { lesson } else { nil } }
  }

  /// The lesson with this id, if it loaded (reads only its file).
  public func lesson(_ id: String) -> Lesson? {
    if case .loaded(let lesson)? = entry(id) { return lesson }
    return nil
  }
}

/// One problem found in a lesson or catalog file: `file:line:column: error: message`.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious it is: errors stop a lesson from loading, warnings do not.
  public enum Severity: String, Sendable {
    case error, warning
  }

  public var file: String
  /// 1-based line and column, or nil when the problem concerns the whole file.
  public var line: Int?
  package var column: Int?
  public var severity: Severity
  public var message: String

  /// Creates a diagnostic.
  public init(file: String, line: Int? = nil, column: Int? = nil, severity: Severity = .error, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// `file:line:column: error: message`.
  public var description: String {
    var location = file
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return "\(location): \(severity.rawValue): \(message)"
  }
}
