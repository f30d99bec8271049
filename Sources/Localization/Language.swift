/// A language the course speaks. English is the source; the others are translations kept beside it
/// (`lessons/<id>.<code>.toml`, `Content/<id>.<code>.md`; docs/translations.md).
public enum Language: String, Sendable, CaseIterable, Codable, Comparable {
  case en, ko, ru, zh

  /// The language's name in itself, as a learner looks for it: `English`, `한국어`, `Русский`, `中文`.
  package var nativeName: String {
    switch self {
    case .en: "English"
    case .ko: "한국어"
    case .ru: "Русский"
    case .zh: "中文"
    }
  }

  /// The language's name in English, for messages and the README.
  package var englishName: String {
    switch self {
    case .en: "English"
    case .ko: "Korean"
    case .ru: "Russian"
    case .zh: "Simplified Chinese"
    }
  }

  /// Whether answers may write a decimal comma (`0,447`): Russian writes numbers that way. A point is
  /// accepted in every language.
  package var acceptsDecimalComma: Bool { self == .ru }

  /// The languages the course ships complete: for these, `lint` calls a string or prose section not
  /// translated, or stale, an error; for the others, while they are being written, a warning.
  package static let shipped: Set<Language> = [.en, .ko, .ru, .zh]

  /// The codes `--lang` and `lang` accept, in order: `en, ko, ru, zh`.
  package static var codes: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The language a locale asks for: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not
  /// empty decides (POSIX's order); `ko_*` is Korean, `ru_*` Russian, `zh_CN`, `zh_SG` and `zh_Hans*`
  /// Simplified Chinese, anything else (including `zh_TW`, `C`, `POSIX`) English.
  package static func fromLocale(_ environment: [String: String]) -> Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    // `ko_KR.UTF-8@euro` → `ko_KR`: the codeset and modifier do not choose the language.
    let name = locale.prefix { $0 != "." && $0 != "@" }
    let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
    switch parts.first {
    case "ko": return .ko
    case "ru": return .ru
    case "zh":
      let region = parts.dropFirst().first ?? ""
      return ["cn", "sg", "hans"].contains(region) ? .zh : .en
    default: return .en
    }
  }

  /// Orders languages as `allCases` lists them: English first.
  public static func < (lhs: Language, rhs: Language) -> Bool { lhs.rank < rhs.rank }

  private var rank: Int {
    switch self {
    case .en: 0
    case .ko: 1
    case .ru: 2
    case .zh: 3
    }
  }
}
