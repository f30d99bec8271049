import Localization

/// The tutor's translations of its own messages, one table per language, each from English template to
/// translation and kept in three files by where the templates are used (`MessageCatalog+ko+Course.swift`,
/// `+Commands`, `+Session`; `scripts/messages.py` writes them). The library layers below the tutor write English
/// templates and take a `Messages` from whoever calls them; these tables are where the words of every
/// layer are translated.
package enum MessageCatalog {
  /// A language's table: English template → translation. English's is empty (the templates are English).
  package static func table(for language: Language) -> [String: String] {
    switch language {
    case .en: [:]
    case .ko: korean
    case .ru: russian
    case .zh: chinese
    }
  }

  /// The Korean table, its three files together.
  static let korean = koreanCourse.merging(koreanCommands) { first, _ in first }.merging(koreanSession) { first, _ in first }
  /// The Russian table, its three files together.
  static let russian = russianCourse.merging(russianCommands) { first, _ in first }.merging(russianSession) { first, _ in first }
  /// The Chinese table, its three files together.
  static let chinese = chineseCourse.merging(chineseCommands) { first, _ in first }.merging(chineseSession) { first, _ in first }
}

extension Messages {
  /// The tutor's messages in `language`, translated by its catalog.
  public init(_ language: Language) {
    self.init(language, table: MessageCatalog.table(for: language))
  }
}
