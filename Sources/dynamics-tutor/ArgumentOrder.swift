/// Lets the options every subcommand shares come before the subcommand's name, as people type them
/// (`dynamics-tutor --lessons course list`): the subcommand is moved to the front, the rest keeps its
/// order, and the subcommand's own parser then reads the options as usual.
enum ArgumentOrder {
  /// `arguments` with the first subcommand name that is not an option's value moved to the front;
  /// unchanged when the first argument already is one, or when there is none.
  static func subcommandFirst(_ arguments: [String], subcommands: [String], optionsWithValue: Set<String>) -> [String] {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return arguments }
      if subcommands.contains(argument) {
        guard index > 0 else { return arguments }
        var reordered = arguments
        reordered.remove(at: index)
        return [argument] + reordered
      }
      guard argument.hasPrefix("-") else { return arguments }  // a positional argument of the default subcommand
      // `--width 60` takes the next word; `--width=60` does not.
      index += optionsWithValue.contains(argument) ? 2 : 1
    }
    return arguments
  }
}
