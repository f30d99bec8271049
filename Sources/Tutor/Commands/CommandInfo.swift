/// What the REPL knows about one command: its name, short aliases, usage and help.
public struct CommandInfo: Sendable {
  public let name: String
  public let aliases: [String]
  /// Arguments in usage notation, e.g. `<name> <value>`.
  public let usage: String
  /// One line for the command list.
  public let summary: String
  /// Extra lines for `help <command>`.
  public let details: [String]

  /// Every command, in the order `help` lists them.
  public static let all: [CommandInfo] = [
    CommandInfo(name: "lessons", aliases: ["ls"], usage: "", summary: "list the lessons with your progress", details: []),
    CommandInfo(name: "open", aliases: ["o"], usage: "<id|number>", summary: "open a lesson",
                details: ["Example: `open falling-buttons` or `open 1`."]),
    CommandInfo(name: "next", aliases: ["n"], usage: "", summary: "go to the next page of the lesson", details: []),
    CommandInfo(name: "prev", aliases: ["p"], usage: "", summary: "go back one page", details: []),
    CommandInfo(name: "page", aliases: [], usage: "", summary: "show the current page again", details: []),
    CommandInfo(name: "params", aliases: ["pa"], usage: "", summary: "list the parameters: value, default, range, unit",
                details: []),
    CommandInfo(name: "set", aliases: ["s"], usage: "<name> <value>", summary: "change a parameter",
                details: ["Units are accepted and converted: `set gravity.angle 90 deg`.",
                          "Simple expressions work too: `set gravity.angle pi/2`."]),
    CommandInfo(name: "reset", aliases: [], usage: "[name|all]", summary: "put parameters back to where this page starts",
                details: ["`reset` alone resets every parameter: to the lesson's defaults on a reading page, to the",
                          "exercise's start (the defaults with its set-up) on an exercise's page."]),
    CommandInfo(name: "presets", aliases: [], usage: "", summary: "list the lesson's presets and what each sets",
                details: []),
    CommandInfo(name: "preset", aliases: [], usage: "<name>", summary: "apply a preset: a named set of values",
                details: ["Example: `preset bare`. It sets values like `set` does, on the current page."]),
    CommandInfo(name: "run", aliases: ["r"], usage: "[seconds]", summary: "simulate the scene, then plot it and draw its end",
                details: ["Without a number it runs for scene.duration seconds."]),
    CommandInfo(name: "play", aliases: ["pl"], usage: "[speed]", summary: "animate the last run in place (any key stops it)",
                details: ["`play 0.25` plays at a quarter of real time. Without a terminal it prints a filmstrip.",
                          "Runs the scene first if there is no run yet."]),
    CommandInfo(name: "plot", aliases: [], usage: "<quantity>[,...] [item]", summary: "plot signals of the last run",
                details: ["Examples: `plot fallingButton.top`, `plot y,vy fallingButton`, `plot speed` (a lesson plot)."]),
    CommandInfo(name: "scene", aliases: [], usage: "[time]", summary: "draw the scene at a time of the last run",
                details: ["Without a time it draws the start of the scene."]),
    CommandInfo(name: "answer", aliases: ["a"], usage: "<value>", summary: "answer the current exercise",
                details: ["Units and expressions are fine: `answer 450 ms`, `answer sqrt(2*400/4000)`."]),
    CommandInfo(name: "choose", aliases: ["c"], usage: "<letter>", summary: "pick a choice in a choice or predict exercise",
                details: []),
    CommandInfo(name: "check", aliases: [], usage: "", summary: "run the scene and test a tuning exercise's target",
                details: []),
    CommandInfo(name: "hint", aliases: [], usage: "", summary: "show the next hint for the current exercise", details: []),
    CommandInfo(name: "solution", aliases: [], usage: "", summary: "show the worked solution (after an attempt)", details: []),
    CommandInfo(name: "help", aliases: ["h", "?"], usage: "[command]", summary: "list commands, or explain one", details: []),
    CommandInfo(name: "quit", aliases: ["q", "exit"], usage: "", summary: "leave (your progress is kept)", details: []),
  ]

  /// Finds a command by name or alias.
  public static func find(_ word: String) -> CommandInfo? {
    let lowered = word.lowercased()
    return all.first { $0.name == lowered || $0.aliases.contains(lowered) }
  }
}
