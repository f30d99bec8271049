import Localization
import TerminalGraphics

/// `presets`: the lesson's named sets of values.
struct PresetsCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("presets", summary: Messages.english("list the lesson's presets and what each sets"))

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(session.presetList())
  }
}

extension TutorSession {
  /// `presets`: each preset with its description and the values it sets.
  func presetList() -> String {
    guard let lesson = state?.lesson else { return "" }
    guard !lesson.presets.isEmpty else { return t("This lesson has no presets.") }
    var lines = wrapped(t("Presets (`preset <name>` applies one):"))
    for preset in lesson.presets {
      lines += TextWrap.paragraph("\(preset.name): \(preset.description)", width: settings.width, first: "  ", rest: "    ")
      lines += TextWrap.paragraph(t("sets {values}", ["values": preset.values.map { shown($0.name, $0.value) }.joined(separator: ", ")]),
                               width: settings.width, first: "    ", rest: "    ")
    }
    return lines.joined(separator: "\n")
  }
}
