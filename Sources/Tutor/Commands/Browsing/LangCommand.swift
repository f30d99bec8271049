import Localization

/// `lang [code]`: the languages, or a switch to one at once.
struct LangCommand: TutorCommand {
  static let declaration = CommandDeclaration("lang", [CommandArgument("code", .language, optional: true)],
    summary: Messages.english("show or switch the language: en, ko, ru or zh"),
    details: [Messages.english("`lang ko` switches at once and is kept with your progress; `lang` alone lists the languages."),
    Messages.english("Code, commands, parameter names and units stay as they are in every language.")],
    example: "lang ko", needsLesson: false)

  /// A language code; nil lists the languages.
  let code: String?

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    code = arguments[0]
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.languageCommand(code))
  }
}

extension TutorSession {
  /// `lang`: the languages, the current one marked; `lang <code>`: switches the course and the tutor to
  /// that language at once, keeps the open lesson, its page, values and exercises, and remembers the choice
  /// with the progress.
  func languageCommand(_ code: String?) throws(TutorError) -> String {
    guard let code else {
      var lines = [t("Languages (`lang <code>` switches; the choice is kept with your progress):")]
      for language in Language.allCases {
        let mark = language == self.language ? "*" : " "
        lines.append("  \(mark) \(language.rawValue)  \(language.nativeName)")
      }
      return lines.joined(separator: "\n")
    }
    guard let language = Language(rawValue: code.lowercased()) else {
      throw TutorError(t("no language \"{code}\"; the tutor speaks {codes}{suggestion}",
                         ["code": TutorSession.clip(code), "codes": Language.codes,
                          "suggestion": Suggestion.didYouMean(code.lowercased(), in: Language.allCases.map(\.rawValue), t)]))
    }
    switchLanguage(to: language)
    progress.language = language.rawValue
    let said = t("Language: {name}.", ["name": "\(language.nativeName) (\(language.rawValue))"])
    guard state != nil else { return said }
    return said + "\n\n" + currentPage()
  }

  /// Puts the session in `language`: the catalog, and the open lesson (its text only; its state stays).
  func switchLanguage(to language: Language) {
    catalog = catalog.inLanguage(language)
    if let current = state, let translated = catalog.lesson(current.lesson.id) {
      state?.lesson = translated
    }
  }
}
