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

  /// Lessons in order.
  public var entries: [Entry]
  /// Problems that concern the catalog itself (a missing lesson file, an unlisted lesson).
  public var diagnostics: [Diagnostic]
  /// The articles the lessons are rebuilt from.
  public var articles: [Article]

  /// Creates a catalog.
  public init(entries: [Entry], diagnostics: [Diagnostic] = [], articles: [Article] = []) {
    self.entries = entries
    self.diagnostics = diagnostics
    self.articles = articles
  }

  /// The articles a lesson is rebuilt from, in catalog order.
  public func articles(for lessonID: String) -> [Article] { articles.filter { $0.lessons.contains(lessonID) } }

  /// The loaded lessons, in order.
  public var lessons: [Lesson] {
    entries.compactMap { if case .loaded(let lesson) = $0 { lesson } else { nil } }
  }

  /// The lesson with this id, if it loaded.
  public func lesson(_ id: String) -> Lesson? { lessons.first { $0.id == id } }
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
  public var column: Int?
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
