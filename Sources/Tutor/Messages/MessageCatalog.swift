import Localization

/// The tutor's translations of its own messages, one table per language (`MessageCatalog+ko.swift`, …),
/// each from English template to translation. The library layers below the tutor write English
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
}

extension Messages {
  /// The tutor's messages in `language`, translated by its catalog.
  public init(_ language: Language) {
    self.init(language, table: MessageCatalog.table(for: language))
  }
}
