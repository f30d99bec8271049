import Expressions
import LessonModel
import TerminalGraphics

extension TutorSession {
  func help(_ topic: String?) throws(TutorError) -> String {
    if topic?.lowercased() == "units" { return unitsHelp() }
    if let topic {
      guard let command = CommandInfo.find(topic) else {
        if let own = state?.lesson.command(named: topic) {
          return "\(own.usage) — \(own.summary)\n" + t("(a command of the lesson \"{title}\")", ["title": state?.lesson.title ?? ""])
        }
        throw TutorError(t("no command \"{name}\"; `help` lists them", ["name": Self.clip(topic)]))
      }
      var lines = ["\(command.name) \(command.usage)".trimmingCharacters(in: .whitespaces) + " — \(t(command.summary))"]
      if !command.aliases.isEmpty { lines.append(t("aliases: {aliases}", ["aliases": command.aliases.joined(separator: ", ")])) }
      lines += command.details.flatMap { t($0).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
      // Each line wrapped to the width, in any language; at 80 columns the English lines already fit.
      return lines.flatMap { $0.isEmpty ? [""] : TextLayout.wrap($0, width: settings.width, first: "", rest: "  ") }
        .joined(separator: "\n")
    }
    let lefts = CommandInfo.all.map { "\($0.name) \($0.usage)".trimmingCharacters(in: .whitespaces) }
    let column = (lefts.map { DisplayWidth.of($0) }.max() ?? 0) + 2
    // A summary too long for the line continues under itself, in any language; where the summaries'
    // column would be narrower than 20 (a narrow window), each summary goes under its command.
    func row(_ left: String, _ summary: String, _ column: Int) -> [String] {
      guard settings.width - column - 2 >= 20 else {
        return ["  " + left] + TextLayout.wrap(summary, width: settings.width, first: "      ", rest: "      ")
      }
      return TextLayout.wrap(summary, width: settings.width, first: "  " + TextLayout.pad(left, column),
                             rest: String(repeating: " ", count: column + 2))
    }
    let rows = zip(lefts, CommandInfo.all).flatMap { left, command in row(left, t(command.summary), column) }
    var lines = wrapped(t("Commands (`help <command>` for details; `help units` on points and angles):")) + rows
    if let own = state?.lesson.commands, !own.isEmpty {
      lines.append(t("This lesson also has:"))
      let width = (own.map { DisplayWidth.of($0.usage) }.max() ?? 0) + 2
      lines += own.flatMap { row($0.usage, $0.summary, max(width, column)) }
    }
    return lines.joined(separator: "\n")
  }

  func lessonList() -> String {
    var lines = [t("Lessons:")]
    let layout = creditLayout()
    for (index, entry) in catalog.entries.enumerated() {
      let number = TextLayout.pad("\(index + 1).", 4)
      switch entry {
      case .loaded(let lesson):
        let mark = progressMark(lesson)
        let open = state?.lesson.id == lesson.id ? "> " : "  "
        let start = "\(open)\(mark) \(number)\(TextLayout.pad(lesson.id, 22)) "
        let line = start + lesson.title
        if let layout, let credit = layout.credits[lesson.id], !credit.isEmpty {
          lines.append(TextLayout.pad(line, layout.column) + credit)
        } else if settings.width - TextLayout.visibleLength(start) >= 16 {
          // A title too long for the line (Korean and Chinese are two columns a character) wraps under itself.
          let indent = String(repeating: " ", count: TextLayout.visibleLength(start))
          lines += TextLayout.wrap(lesson.title, width: settings.width, first: start, rest: indent)
        } else {
          // A narrow window: the title goes under the id.
          lines.append("\(open)\(mark) \(number)\(lesson.id)")
          lines += TextLayout.wrap(lesson.title, width: settings.width, first: "          ", rest: "          ")
        }
      case .broken(let id, _, let diagnostics):
        lines.append("  ! \(number)\(TextLayout.pad(id, 22)) "
          + t.plural(diagnostics.count, "unavailable: {count} problem in its file", "unavailable: {count} problems in its file"))
      }
    }
    lines += TextLayout.wrap(t("Marks: [x] done, [~] started, [ ] not started; > the open lesson. `open <number>` opens one. The last column names the article each lesson is rebuilt from."),
                             width: settings.width, first: "", rest: "")
    return lines.joined(separator: "\n")
  }

  /// Where the lesson list's last column starts and what it says of each lesson, the same for every
  /// row: the articles' credits at column 60, else just past the longest title, else only their
  /// languages (shorter, in Russian above all); nil when even those do not fit the width.
  func creditLayout() -> (column: Int, credits: [String: String])? {
    let lessons = catalog.lessons
    // "  [ ] 16. " (10 columns), the id in 22 and a space, then the title.
    let titleColumn = 33 + 2 + (lessons.map { TextLayout.visibleLength($0.title) }.max() ?? 0)
    let full = Dictionary(lessons.map { ($0.id, Article.shortCredit(catalog.articles(for: $0.id), t)) },
                          uniquingKeysWith: { first, _ in first })
    let languages = Dictionary(lessons.map { lesson in
      var names: [String] = []
      for article in catalog.articles(for: lesson.id) where !names.contains(article.language) { names.append(article.language) }
      return (lesson.id, names.map { Article.languageName($0, t) }.joined(separator: ", "))
    }, uniquingKeysWith: { first, _ in first })
    func fits(_ column: Int, _ credits: [String: String]) -> Bool {
      lessons.allSatisfy { lesson in
        let credit = credits[lesson.id] ?? ""
        let line = 33 + TextLayout.visibleLength(lesson.title)
        return credit.isEmpty || (line < column && column + TextLayout.visibleLength(credit) <= settings.width)
      }
    }
    for (column, credits) in [(60, full), (titleColumn, full), (titleColumn, languages)] where fits(column, credits) {
      return (column, credits)
    }
    return nil
  }

  /// `[x]` when every exercise is solved, `[~]` when some are, `[ ]` otherwise.
  func progressMark(_ lesson: Lesson) -> String {
    let states = progress[lesson: lesson.id].exercises
    let solved = lesson.exercises.filter { states[$0.id]?.solved == true }.count
    if solved == lesson.exercises.count && solved > 0 { return "[x]" }
    let touched = states.values.contains { $0.attempts > 0 || $0.solved }
    return solved > 0 || touched ? "[~]" : "[ ]"
  }

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
    let widths = (0..<5).map { column in rows.map { TextLayout.visibleLength($0[column]) }.max() ?? 0 }
    func format(_ row: [String]) -> String {
      "  " + row.enumerated().map { TextLayout.pad($1, widths[$0]) }.joined(separator: "  ")
    }
    var lines: [String]
    if 2 + widths.reduce(0, +) + 2 * (widths.count - 1) <= settings.width {
      lines = [format(rows[0]), "  " + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
      for (index, parameter) in parameters.enumerated() {
        lines.append(format(rows[index + 1]))
        // Wrapped with a hanging indent: a description may be longer than the line in any language.
        lines += TextLayout.wrap(parameter.description, width: settings.width, first: "      ", rest: "      ")
      }
    } else {
      // Too narrow for the columns (a long enum, a narrow window): one parameter per paragraph.
      lines = []
      for (index, parameter) in parameters.enumerated() {
        let row = rows[index + 1]
        let value = row[4].isEmpty ? row[1] : "\(row[1]) \(row[4])"
        lines += TextLayout.wrap(t("{name} = {value} (default {default}; {range})",
                                   ["name": row[0], "value": value, "default": row[2], "range": row[3]]),
                                 width: settings.width, first: "  ", rest: "      ")
        lines += TextLayout.wrap(parameter.description, width: settings.width, first: "      ", rest: "      ")
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

  /// `help units`: what the numbers are measured in, and the mistakes worth knowing.
  func unitsHelp() -> String {
    let paragraphs = [
      t("Units. UIKit measures lengths in points (pt), not pixels: a point is 2 or 3 pixels on a Retina screen (the screen's scale), so the same number of points looks the same size on every iPhone. There are no metres: gravity of magnitude 1 is 1000 pt/s^2 for every item, and a push of magnitude 1 gives a 100 x 100 item of density 1 an acceleration of 100 pt/s^2."),
      t("Angles are radians, measured from +x towards +y; on a screen +y points down, so pi/2 is straight down and positive angles turn clockwise. Time is in seconds."),
      t("You may type units wherever a number goes, and they are converted: `set gravity.angle 90 deg`, `answer 450 ms`, `run 500 ms`, `set push.angle atan2(1, 1)`, and inside expressions too: `answer 100 * cos(30 deg)`. Known: s, ms, pt, pt/s, pt/s^2, rad, deg (or °), Hz, %, g."),
    ]
    return paragraphs.map { TextLayout.wrap($0, width: settings.width, first: "", rest: "").joined(separator: "\n") }
      .joined(separator: "\n\n")
  }
}
