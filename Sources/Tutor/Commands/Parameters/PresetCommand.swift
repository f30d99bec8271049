import Localization

/// `preset <name>`: applies one of the lesson's named sets of values.
struct PresetCommand: TutorCommand {
  static let declaration = CommandDeclaration("preset", [CommandArgument("name", .preset)], summary: Messages.english("apply a preset: a named set of values"),
    details: [Messages.english("Example: `preset bare`. It sets values like `set` does, on the current page.")],
    example: "preset bare")

  /// The preset's name.
  let name: String

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    name = arguments[0] ?? ""
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.presetCommand(name))
  }
}

extension TutorSession {
  /// `preset <name>`: assigns the preset's values on the current page.
  func presetCommand(_ name: String) throws(TutorError) -> String {
    guard let lesson = state?.lesson else { return "" }
    guard let preset = lesson.preset(name) else {
      let names = lesson.presets.map(\.name)
      let values = ["name": Self.clip(name), "suggestion": Suggestion.didYouMean(name, in: names, t)]
      throw TutorError(names.isEmpty ? t("no preset \"{name}\"{suggestion}; this lesson has no presets", values)
        : t("no preset \"{name}\"{suggestion}; `presets` lists them", values))
    }
    return wrapped(t("Preset {name}: {description}", ["name": preset.name, "description": preset.description])).joined(separator: "\n")
      + "\n" + assign(preset.values)
  }
}
