/// Lets the options every subcommand shares come before the subcommand's name, as people type them
/// (`dynamics-tutor --lessons course list`): the subcommand is moved to the front, the rest keeps its
/// order, and the subcommand's own parser then reads the options as usual. With no subcommand named,
/// the default one is named, so that the options reach it rather than the top command, which declares
/// them only so that its `--help` lists them.
enum ArgumentOrder {
  /// The top command's own flags: with one of them the arguments stay as they are.
  static let topFlags: Set<String> = ["-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help"]

  /// `arguments` with the first subcommand name that is not an option's value moved to the front, or
  /// `defaultSubcommand` put there when none is named; unchanged when the first argument already is a
  /// subcommand, when there are none, or when they hold one of `topFlags` (`dynamics-tutor --help`).
  static func subcommandFirst(_ arguments: [String], subcommands: [String], optionsWithValue: Set<String>,
                              defaultSubcommand: String? = nil) -> [String] {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" || topFlags.contains(argument) { return arguments }
      if subcommands.contains(argument) {
        guard index > 0 else { return arguments }
        var reordered = arguments
        reordered.remove(at: index)
        return [argument] + reordered
      }
      guard argument.hasPrefix("-") else { break }  // a positional argument of the default subcommand
      // `--width 60` takes the next word; `--width=60` does not.
      index += optionsWithValue.contains(argument) ? 2 : 1
    }
    guard let defaultSubcommand, !arguments.isEmpty, !arguments.contains(where: topFlags.contains) else { return arguments }
    return [defaultSubcommand] + arguments
  }
}
