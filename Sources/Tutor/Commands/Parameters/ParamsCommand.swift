import Localization
import Expressions
import LessonModel
import TerminalGraphics

/// `params`: the parameters with their values, defaults, ranges and units.
struct ParamsCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("params", aliases: ["pa"], summary: Messages.english("list the parameters: value, default, range, unit"))

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(session.parameterTable())
  }
}

extension TutorSession {
  func parameterTable() -> String {
    guard let state else { return "" }
    // The animator's debug overlay is a drawing switch every dynamics lesson has: said below the table
    // so that it does not widen the table of the lesson's own parameters.
    let overlay = state.lesson.parameter(ParameterSpec.debugOverlayName)
    let parameters = state.lesson.parameters.filter { $0.name != ParameterSpec.debugOverlayName }
    guard !parameters.isEmpty else { return t("This lesson has no parameters.") }
    var rows: [[String]] = [[t("name"), t("value"), t("default"), t("range"), t("unit")]]
    for parameter in parameters {
      let value = state.values[parameter.name] ?? parameter.defaultValue
      rows.append([parameter.name, parameter.display(value), parameter.display(parameter.defaultValue),
                   Self.range(parameter), parameter.unit.symbol])
    }
    let widths = (0..<5).map { column in rows.map { ANSI.displayWidth($0[column]) }.max() ?? 0 }
    func format(_ row: [String]) -> String {
      "  " + row.enumerated().map { ANSI.padded($1, to: widths[$0]) }.joined(separator: "  ")
    }
    var lines: [String]
    if 2 + widths.reduce(0, +) + 2 * (widths.count - 1) <= settings.width {
      lines = [format(rows[0]), "  " + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
      for (index, parameter) in parameters.enumerated() {
        lines.append(format(rows[index + 1]))
        // Wrapped with a hanging indent: a description may be longer than the line in any language.
        lines += TextWrap.paragraph(parameter.description, width: settings.width, first: "      ", rest: "      ")
      }
    } else {
      // Too narrow for the columns (a long enum, a narrow window): one parameter per paragraph.
      lines = []
      for (index, parameter) in parameters.enumerated() {
        let row = rows[index + 1]
        let value = row[4].isEmpty ? row[1] : "\(row[1]) \(row[4])"
        lines += TextWrap.paragraph(t("{name} = {value} (default {default}; {range})",
                                   ["name": row[0], "value": value, "default": row[2], "range": row[3]]),
                                 width: settings.width, first: "  ", rest: "      ")
        lines += TextWrap.paragraph(parameter.description, width: settings.width, first: "      ", rest: "      ")
      }
    }
    lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    lines += wrapped(t("Change one with `set <name> <value>`; `help set` shows the forms values can take."))
    if let overlay {
      let on = (state.values[overlay.name] ?? overlay.defaultValue) != 0
      lines += wrapped(on ? t("Drawings: {name} is on: iOS's debug overlay (boundaries, attachments, snap points, field regions) is drawn; `set {name} off` shows the views alone, as the app draws them.", ["name": overlay.name])
        : t("Drawings: {name} is off: iOS's debug overlay (boundaries, attachments, snap points, field regions) is hidden; `set {name} on` draws it again.", ["name": overlay.name]))
    }
    return lines.joined(separator: "\n")
  }

  static func range(_ parameter: ParameterSpec) -> String {
    switch parameter.kind {
    case .bool: return "on/off"
    // Commas, not bars: an option may itself be a bar-joined mask (`items|boundaries`).
    case .enum: return parameter.options.joined(separator: ", ")
    case .integer, .number:
      return "\(Figures.format(parameter.minimum, unit: ""))…\(Figures.format(parameter.maximum, unit: ""))"
    }
  }
}
