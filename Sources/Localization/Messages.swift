/// The program's own text in the learner's language. Call sites write the English as a template with
/// `{name}` placeholders, `t("Page {page} of {pages}", ["page": "2", "pages": "8"])`; each language has
/// a table from those English templates to its own (the tutor's `MessageCatalog+ko+Course.swift`, …), gettext's model: the
/// English is the key, so a template whose English changes is simply not found and shows in English
/// until its translation is redone (`MessageCatalogTests` lists the templates a table lacks or no longer
/// needs, and checks placeholders, code and numbers).
public struct Messages: Sendable {
  /// The language looked up.
  package let language: Language
  /// English template → translation; a template it lacks (or maps to "") shows in English.
  package let table: [String: String]

  /// Messages in `language`, translated by `table`. The tables are the application's: the tutor's
  /// catalogs give `Messages(_:)` in the `Tutor` module.
  public init(_ language: Language, table: [String: String]) {
    self.language = language
    self.table = table
  }

  /// The templates as written, in English: what a library layer uses when nobody asked for a language.
  public static let untranslated = Messages(.en, table: [:])

  /// Marks an English template kept as data (a command's summary in `CommandRegistry.declarations`, a unit's name) so
  /// that `scripts/messages.py` collects it like a `t("…")` call; returns it unchanged. The text is
  /// translated where it is shown, with `t(summary)`.
  package static func english(_ template: String) -> String {
    template
  }

  /// The template in the language (English when the table lacks it), placeholders filled in.
  package func callAsFunction(_ template: String, _ values: [String: String] = [:]) -> String {
    let found = table[template] ?? ""
    let text = found.isEmpty ? template : found
    return values.isEmpty ? text : particles(Self.fill(text, values))
  }

  /// A message that depends on a count: `one` for 1 and `other` for the rest in English (`{count}` is
  /// filled with the count). The table's key is `other`; a translation may give several forms separated
  /// by `|`, chosen by the language's rule (`pluralForm`): Russian writes one, few and many
  /// (`{count} урок|{count} урока|{count} уроков`); Korean and Chinese one form for every count.
  package func plural(_ count: Int, _ one: String, _ other: String, _ values: [String: String] = [:]) -> String {
    var filled = values
    filled["count"] = "\(count)"
    guard let translated = table[other], !translated.isEmpty else {
      return Self.fill(count == 1 ? one : other, filled)
    }
    let forms = translated.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    let index = min(Self.pluralForm(count, language: language), forms.count - 1)
    return particles(Self.fill(forms[max(0, index)], filled))
  }

  /// Korean particles written as pairs after a placeholder (`{name}은(는)`) chosen by the value filled
  /// in; other languages' text as it is.
  private func particles(_ text: String) -> String {
    language == .ko ? KoreanParticles.resolve(text) : text
  }

  /// Which of a translation's `|` forms a count takes. Russian (CLDR): 0 for 1, 21, 31, … (not 11);
  /// 1 for 2–4, 22–24, … (not 12–14); 2 for the rest. English: 0 for 1, else 1. Korean and Chinese: 0.
  package static func pluralForm(_ count: Int, language: Language) -> Int {
    let n = abs(count)
    switch language {
    case .en: return n == 1 ? 0 : 1
    case .ko, .zh: return 0
    case .ru:
      if n % 10 == 1 && n % 100 != 11 { return 0 }
      if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return 1 }
      return 2
    }
  }

  /// `text` with each `{name}` that `values` names replaced; other braces are left as they are.
  package static func fill(_ text: String, _ values: [String: String]) -> String {
    var result = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      if let close = rest[afterOpen...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] {
        result += value
        rest = rest[rest.index(after: close)...]
      } else {
        result += "{"
        rest = rest[afterOpen...]
      }
    }
    return result + rest
  }

  /// The placeholder names of a template, in order: `{page}` → `page`.
  package static func placeholders(in template: String) -> [String] {
    var names: [String] = []
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
      let name = rest[afterOpen..<close]
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.append(String(name)) }
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}
