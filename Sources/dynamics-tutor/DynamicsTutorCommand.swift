import ArgumentParser
import Foundation

@main
struct DynamicsTutorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dynamics-tutor",
    abstract: "Learn UIKit Dynamics in the terminal: read, change numbers, run the engine, answer exercises.",
    // Every command's usage line is short: the generated ones listed every option, up to 210 columns on one
    // line that ArgumentParser does not wrap; the OPTIONS section lists them at the window's width.
    usage: "dynamics-tutor [<options>] [<subcommand>]",
    version: "0.1.0",
    subcommands: [REPLSubcommand.self, RunSubcommand.self, LiveSubcommand.self, CodeSubcommand.self, CheckSubcommand.self, SandboxSubcommand.self, ListSubcommand.self,
                  LintSubcommand.self, TranslateSubcommand.self],
    defaultSubcommand: REPLSubcommand.self
  )

  /// The options every subcommand takes, declared here too so that `dynamics-tutor --help` lists them;
  /// `ArgumentOrder` hands them to the subcommand, which reads them.
  @OptionGroup(title: "Options (for every subcommand)") var options: CommonOptions

  /// The subcommands by name, for `ArgumentOrder`.
  static let subcommandNames = ["repl", "run", "live", "code", "check", "sandbox", "list", "lint", "translate", "help"]

  /// Runs with the common options allowed before the subcommand (`dynamics-tutor --lessons X list`).
  ///
  /// With no arguments at all, the usual way to start, the tutorial starts with the default options
  /// without the argument parser: its reflection over the commands' properties is a third of the
  /// start-up's instructions (BENCHMARKS.md, "Start-up").
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.isEmpty {
      do {
        try Tutorial(options: LaunchOptions()).run()
      } catch {
        exit(withError: error)
      }
      return
    }
    main(ArgumentOrder.subcommandFirst(arguments, subcommands: subcommandNames, optionsWithValue: ["--lessons", "--width", "--lang"],
                                       defaultSubcommand: "repl"))
  }
}
