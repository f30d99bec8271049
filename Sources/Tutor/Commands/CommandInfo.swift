import Localization
import Expressions

/// The one declaration of each REPL command: its name, aliases, arguments (with their kinds), and
/// help. `help`, Tab completion and the parser (`TutorCommand.parse`) are all derived from it. The help
/// texts are English message templates (marked with `Messages.english` for `scripts/messages.py`),
/// translated where `help` shows them.
public struct CommandInfo: Sendable {
  public let name: String
  public let aliases: [String]
  /// The arguments, in order.
  public let arguments: [CommandArgument]
  /// One line for the command list: an English template, shown as `t(summary)`.
  public let summary: String
  /// Paragraphs for `help <command>`: English templates, each shown as `t(paragraph)`; a `\n` in one
  /// ends a line (help shows them as they are written, unwrapped).
  public let details: [String]
  /// A complete example, for usage messages: `set gravity.magnitude 4`.
  public let example: String?

  /// Creates a declaration.
  init(_ name: String, aliases: [String] = [], _ arguments: [CommandArgument] = [], summary: String, details: [String] = [],
       example: String? = nil) {
    self.example = example
    self.name = name
    self.aliases = aliases
    self.arguments = arguments
    self.summary = summary
    self.details = details
  }

  /// Arguments in usage notation, e.g. `<name> <value>`.
  public var usage: String { arguments.map(\.usage).joined(separator: " ") }

  /// Every command, in the order `help` lists them.
  public static let all: [CommandInfo] = [
    CommandInfo("lessons", aliases: ["ls"], summary: Messages.english("list the lessons with your progress")),
    CommandInfo("open", aliases: ["o"], [CommandArgument("id|number", .lesson)], summary: Messages.english("open a lesson"),
                details: [Messages.english("Example: `open falling-buttons` or `open 1`.")],
                example: "open falling-buttons"),
    CommandInfo("next", aliases: ["n"], summary: Messages.english("go to the next page of the lesson")),
    CommandInfo("prev", aliases: ["p"], summary: Messages.english("go back one page")),
    CommandInfo("page", summary: Messages.english("show the current page again")),
    CommandInfo("params", aliases: ["pa"], summary: Messages.english("list the parameters: value, default, range, unit")),
    CommandInfo("set", aliases: ["s"], [CommandArgument("name", .parameter), CommandArgument("value", .value)],
                summary: Messages.english("change a parameter"),
                details: [Messages.english("Units are accepted and converted: `set gravity.angle 90 deg`."),
                          Messages.english("Simple expressions work too: `set gravity.angle pi/2`; `help units` says more.")],
                example: "set gravity.magnitude 4"),
    CommandInfo("reset", [CommandArgument("name|all", .parameterOrAll, optional: true)],
                summary: Messages.english("put parameters back to where this page starts"),
                details: [Messages.english("`reset` alone resets every parameter: to the lesson's defaults on a reading page, to the\nexercise's start (the defaults with its set-up) on an exercise's page.")],
                example: "reset gravity.magnitude"),
    CommandInfo("presets", summary: Messages.english("list the lesson's presets and what each sets")),
    CommandInfo("preset", [CommandArgument("name", .preset)], summary: Messages.english("apply a preset: a named set of values"),
                details: [Messages.english("Example: `preset bare`. It sets values like `set` does, on the current page.")],
                example: "preset bare"),
    CommandInfo("run", aliases: ["r"], [CommandArgument("seconds", .time, optional: true)],
                summary: Messages.english("simulate the scene, then plot it and draw its end"),
                details: [Messages.english("Without a time it runs for scene.duration seconds; `run 500 ms` works too.")],
                example: "run 2"),
    CommandInfo("play", aliases: ["pl"], [CommandArgument("speed", .speed, optional: true)],
                summary: Messages.english("animate the last run in place (any key stops it)"),
                details: [Messages.english("`play 0.25` plays at a quarter of real time. Without a terminal it prints a filmstrip."),
                          Messages.english("Runs the scene first if there is no run yet.")],
                example: "play 0.5"),
    CommandInfo("live", summary: Messages.english("run the scene in real time and touch it with the mouse or the keys"),
                details: [Messages.english("Press, drag and release the mouse as a finger: taps, drags, flings and Start/Stop as the\narticle's gestures do; elsewhere a drag grabs an item. Keys: arrows or hjkl move a cursor,\nspace taps or grabs, p pauses, r starts again, + - speed, d debug overlay, ? keys, q leaves.\nAfterwards `plot` and `scene` show the live session. Dynamics lessons only.")]),
    CommandInfo("plot", [CommandArgument("quantity[,...]", .quantities), CommandArgument("item", .item, optional: true)],
                summary: Messages.english("plot signals of the last run"),
                details: [Messages.english("Examples: `plot fallingButton.top`, `plot y,vy fallingButton`, `plot speed` (a lesson plot).")],
                example: "plot y,vy fallingButton"),
    CommandInfo("scene", [CommandArgument("time", .time, optional: true)], summary: Messages.english("draw the scene at a time of the last run"),
                details: [Messages.english("Without a time it draws the start of the scene.")],
                example: "scene 0.5"),
    CommandInfo("code", summary: Messages.english("print the scene as Swift: a view controller to paste into Xcode"),
                details: [Messages.english("The file builds the scene with the values in force now (`set` changes them) and has one\nmethod per timed event. In Xcode write `import UIKit` in place of `import Dynamics`."),
                          Messages.english("`dynamics-tutor code <lesson> > File.swift` writes it from the shell.")]),
    CommandInfo("answer", aliases: ["a"], [CommandArgument("value", .text)], summary: Messages.english("answer the current exercise"),
                details: [Messages.english("Units and expressions are fine: `answer 450 ms`, `answer sqrt(2*400/4000)`.")],
                example: "answer 0.45 s"),
    CommandInfo("choose", aliases: ["c"], [CommandArgument("letter", .letter)],
                summary: Messages.english("pick a choice in a choice or predict exercise"),
                details: [Messages.english("A prediction is final: the tutor then runs the scene and shows what decided it.")],
                example: "choose b"),
    CommandInfo("check", summary: Messages.english("run the scene and test a tuning exercise's target"),
                details: [Messages.english("The verdict shows every measured figure beside its target, met or not.")]),
    CommandInfo("hint", summary: Messages.english("show the next hint for the current exercise")),
    CommandInfo("solution", summary: Messages.english("show the worked solution (after an attempt)")),
    CommandInfo("help", aliases: ["h", "?"], [CommandArgument("command", .topic, optional: true)],
                summary: Messages.english("list commands, or explain one"),
                example: "help set"),
    CommandInfo("lang", [CommandArgument("code", .language, optional: true)],
                summary: Messages.english("show or switch the language: en, ko, ru or zh"),
                details: [Messages.english("`lang ko` switches at once and is kept with your progress; `lang` alone lists the languages."),
                          Messages.english("Code, commands, parameter names and units stay as they are in every language.")],
                example: "lang ko"),
    CommandInfo("clear", summary: Messages.english("clear the screen (Ctrl-L does it while typing)")),
    CommandInfo("quit", aliases: ["q", "exit"], summary: Messages.english("leave (your progress is kept)")),
  ]

  /// Finds a command by name or alias.
  public static func find(_ word: String) -> CommandInfo? {
    let lowered = word.lowercased()
    return all.first { $0.name == lowered || $0.aliases.contains(lowered) }
  }
}
