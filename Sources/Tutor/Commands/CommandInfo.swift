/// The one declaration of each REPL command: its name, aliases, arguments (with their kinds), and
/// help. `help`, Tab completion and the parser (`TutorCommand.parse`) are all derived from it.
public struct CommandInfo: Sendable {
  public let name: String
  public let aliases: [String]
  /// The arguments, in order.
  public let arguments: [CommandArgument]
  /// One line for the command list.
  public let summary: String
  /// Extra lines for `help <command>`.
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
    CommandInfo("lessons", aliases: ["ls"], summary: "list the lessons with your progress"),
    CommandInfo("open", aliases: ["o"], [CommandArgument("id|number", .lesson)], summary: "open a lesson",
                details: ["Example: `open falling-buttons` or `open 1`."],
                example: "open falling-buttons"),
    CommandInfo("next", aliases: ["n"], summary: "go to the next page of the lesson"),
    CommandInfo("prev", aliases: ["p"], summary: "go back one page"),
    CommandInfo("page", summary: "show the current page again"),
    CommandInfo("params", aliases: ["pa"], summary: "list the parameters: value, default, range, unit"),
    CommandInfo("set", aliases: ["s"], [CommandArgument("name", .parameter), CommandArgument("value", .value)],
                summary: "change a parameter",
                details: ["Units are accepted and converted: `set gravity.angle 90 deg`.",
                          "Simple expressions work too: `set gravity.angle pi/2`; `help units` says more."],
                example: "set gravity.magnitude 4"),
    CommandInfo("reset", [CommandArgument("name|all", .parameterOrAll, optional: true)],
                summary: "put parameters back to where this page starts",
                details: ["`reset` alone resets every parameter: to the lesson's defaults on a reading page, to the",
                          "exercise's start (the defaults with its set-up) on an exercise's page."],
                example: "reset gravity.magnitude"),
    CommandInfo("presets", summary: "list the lesson's presets and what each sets"),
    CommandInfo("preset", [CommandArgument("name", .preset)], summary: "apply a preset: a named set of values",
                details: ["Example: `preset bare`. It sets values like `set` does, on the current page."],
                example: "preset bare"),
    CommandInfo("run", aliases: ["r"], [CommandArgument("seconds", .time, optional: true)],
                summary: "simulate the scene, then plot it and draw its end",
                details: ["Without a time it runs for scene.duration seconds; `run 500 ms` works too."],
                example: "run 2"),
    CommandInfo("play", aliases: ["pl"], [CommandArgument("speed", .speed, optional: true)],
                summary: "animate the last run in place (any key stops it)",
                details: ["`play 0.25` plays at a quarter of real time. Without a terminal it prints a filmstrip.",
                          "Runs the scene first if there is no run yet."],
                example: "play 0.5"),
    CommandInfo("live", summary: "run the scene in real time and touch it with the mouse or the keys",
                details: ["Press, drag and release the mouse as a finger: taps, drags, flings and Start/Stop as the",
                          "article's gestures do; elsewhere a drag grabs an item. Keys: arrows or hjkl move a cursor,",
                          "space taps or grabs, p pauses, r starts again, + - speed, d debug overlay, ? keys, q leaves.",
                          "Afterwards `plot` and `scene` show the live session. Dynamics lessons only."]),
    CommandInfo("plot", [CommandArgument("quantity[,...]", .quantities), CommandArgument("item", .item, optional: true)],
                summary: "plot signals of the last run",
                details: ["Examples: `plot fallingButton.top`, `plot y,vy fallingButton`, `plot speed` (a lesson plot)."],
                example: "plot y,vy fallingButton"),
    CommandInfo("scene", [CommandArgument("time", .time, optional: true)], summary: "draw the scene at a time of the last run",
                details: ["Without a time it draws the start of the scene."],
                example: "scene 0.5"),
    CommandInfo("code", summary: "print the scene as Swift: a view controller to paste into Xcode",
                details: ["The file builds the scene with the values in force now (`set` changes them) and has one",
                          "method per timed event. In Xcode write `import UIKit` in place of `import Dynamics`.",
                          "`dynamics-tutor code <lesson> > File.swift` writes it from the shell."]),
    CommandInfo("answer", aliases: ["a"], [CommandArgument("value", .text)], summary: "answer the current exercise",
                details: ["Units and expressions are fine: `answer 450 ms`, `answer sqrt(2*400/4000)`."],
                example: "answer 0.45 s"),
    CommandInfo("choose", aliases: ["c"], [CommandArgument("letter", .letter)],
                summary: "pick a choice in a choice or predict exercise",
                details: ["A prediction is final: the tutor then runs the scene and shows what decided it."],
                example: "choose b"),
    CommandInfo("check", summary: "run the scene and test a tuning exercise's target",
                details: ["The verdict shows every measured figure beside its target, met or not."]),
    CommandInfo("hint", summary: "show the next hint for the current exercise"),
    CommandInfo("solution", summary: "show the worked solution (after an attempt)"),
    CommandInfo("help", aliases: ["h", "?"], [CommandArgument("command", .topic, optional: true)],
                summary: "list commands, or explain one",
                example: "help set"),
    CommandInfo("lang", [CommandArgument("code", .language, optional: true)],
                summary: "show or switch the language: en, ko, ru or zh",
                details: ["`lang ko` switches at once and is kept with your progress; `lang` alone lists the languages.",
                          "Code, commands, parameter names and units stay as they are in every language."],
                example: "lang ko"),
    CommandInfo("clear", summary: "clear the screen (Ctrl-L does it while typing)"),
    CommandInfo("quit", aliases: ["q", "exit"], summary: "leave (your progress is kept)"),
  ]

  /// Finds a command by name or alias.
  public static func find(_ word: String) -> CommandInfo? {
    let lowered = word.lowercased()
    return all.first { $0.name == lowered || $0.aliases.contains(lowered) }
  }
}
