import Localization
import TerminalGraphics

/// `help [command]`: the command list, one command in detail, or `help units`.
struct HelpCommand: TutorCommand {
  static let declaration = CommandDeclaration("help", aliases: ["h", "?"], [CommandArgument("command", .topic, optional: true)],
    summary: Messages.english("list commands, or explain one"),
    example: "help set", needsLesson: false)

  /// A command name or topic; nil lists the commands.
  let topic: String?

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    topic = arguments[0]
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.help(topic))
  }
}

extension TutorSession {
  func help(_ topic: String?) throws(TutorError) -> String {
    if topic?.lowercased() == "units" { return unitsHelp() }
    if topic?.lowercased() == "functions" { return functionsHelp() }
    if let topic {
      guard let command = CommandRegistry.command(named: topic)?.declaration else {
        if let own = state?.lesson.command(named: topic) {
          return "\(own.usage) — \(own.summary)\n" + t("(a command of the lesson \"{title}\")", ["title": state?.lesson.title ?? ""])
        }
        throw TutorError(t("no command \"{name}\"; `help` lists them", ["name": Self.clip(topic)]))
      }
      var lines = ["\(command.name) \(command.usage)".trimmingCharacters(in: .whitespaces) + " — \(t(command.summary))"]
      if !command.aliases.isEmpty { lines.append(t("aliases: {aliases}", ["aliases": command.aliases.joined(separator: ", ")])) }
      lines += command.details.flatMap { t($0).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
      // Each line wrapped to the width, in any language; at 80 columns the English lines already fit.
      return lines.flatMap { $0.isEmpty ? [""] : TextWrap.paragraph($0, width: settings.width, first: "", rest: "  ") }
        .joined(separator: "\n")
    }
    let lefts = CommandRegistry.declarations.map { "\($0.name) \($0.usage)".trimmingCharacters(in: .whitespaces) }
    let column = (lefts.map { DisplayWidth.of($0) }.max() ?? 0) + 2
    // A summary too long for the line continues under itself, in any language; where the summaries'
    // column would be narrower than 20 (a narrow window), each summary goes under its command.
    func row(_ left: String, _ summary: String, _ column: Int) -> [String] {
      guard settings.width - column - 2 >= 20 else {
        return ["  " + left] + TextWrap.paragraph(summary, width: settings.width, first: "      ", rest: "      ")
      }
      return TextWrap.paragraph(summary, width: settings.width, first: "  " + ANSI.padded(left, to: column),
                             rest: String(repeating: " ", count: column + 2))
    }
    let rows = zip(lefts, CommandRegistry.declarations).flatMap { left, command in row(left, t(command.summary), column) }
    var lines = wrapped(t("Commands (`help <command>` for details; `help units` on points and angles; `help functions` on what an answer may use):")) + rows
    if let own = state?.lesson.commands, !own.isEmpty {
      lines.append(t("This lesson also has:"))
      let width = (own.map { DisplayWidth.of($0.usage) }.max() ?? 0) + 2
      lines += own.flatMap { row($0.usage, $0.summary, max(width, column)) }
    }
    return lines.joined(separator: "\n")
  }

  /// `help functions`: what an answer or a value may be written with.
  func functionsHelp() -> String {
    let paragraphs: [String] = [
      t("Functions. An answer or a value may be an expression: numbers with units, `+ - * /`, `^` for a power, parentheses, and these functions:"),
      "  sqrt abs exp ln log log10 sin cos tan asin acos atan atan2(y, x) hypot(x, y)\n  min max floor round sign deg rad",
      t("`ln` and `log` are the natural logarithm (as in Swift, C, Python and JavaScript); `log10` is base 10. Angles are in radians unless you give a unit: `sin(30 deg)`. `deg(x)` turns radians into degrees, `rad(x)` degrees into radians. `min` and `max` take 2 to 16 values."),
      t("Names: `pi`, the lesson's parameters by name (`gravity.magnitude`; `params` lists them), and the stage's `width`, `height` and `duration`. `help units` lists the units."),
    ]
    // The list of functions keeps its two lines where they fit and wraps at its names, indented, where not.
    return paragraphs.map { paragraph in
      let indent = paragraph.hasPrefix("  ") ? "  " : ""
      return paragraph.split(separator: "\n").flatMap { line in
        DisplayWidth.of(String(line)) <= settings.width ? [String(line)]
          : TextWrap.paragraph(line.trimmingCharacters(in: .whitespaces), width: settings.width, first: indent, rest: indent)
      }.joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// `help units`: what the numbers are measured in, and the mistakes worth knowing.
  func unitsHelp() -> String {
    let paragraphs = [
      t("Units. UIKit measures lengths in points (pt), not pixels: a point is 2 or 3 pixels on a Retina screen (the screen's scale), so the same number of points looks the same size on every iPhone. Nothing is measured in metres: gravity of magnitude 1 is 1000 pt/s^2 for every item, a push of magnitude 1 gives a 100 x 100 item of density 1 an acceleration of 100 pt/s^2, and a field's `falloff` counts distance in units of 100 pt."),
      t("Angles are radians, measured from +x towards +y; on a screen +y points down, so pi/2 is straight down and positive angles turn clockwise. Time is in seconds."),
      t("You may type units wherever a number goes, and they are converted: `set gravity.angle 90 deg`, `answer 450 ms`, `run 500 ms`, `set push.angle atan2(1, 1)`, and inside expressions too: `answer 100 * cos(30 deg)`. Known: s, ms, pt, pt/s, pt/s^2, rad, deg (or °), Hz, %, g."),
    ]
    return paragraphs.map { TextWrap.paragraph($0, width: settings.width, first: "", rest: "").joined(separator: "\n") }
      .joined(separator: "\n\n")
  }
}
