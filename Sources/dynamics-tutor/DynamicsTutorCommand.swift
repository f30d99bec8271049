import ArgumentParser
import Foundation
import Lessons
import TerminalGraphics
import Tutor

/// Options shared by every subcommand.
struct CommonOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("Folder holding lessons/ and Content/ (default: found automatically).",
                                          valueName: "path"))
  var lessons: String?

  @Flag(name: .long, help: "Draw with plain ASCII characters instead of braille and box drawing.")
  var ascii = false

  @Flag(name: .customLong("no-color"), help: "Never use colour (as does the NO_COLOR environment variable).")
  var noColor = false

  @Option(name: .long, help: ArgumentHelp("Output width in columns (default: the terminal's, else 80).", valueName: "n"))
  var width: Int?

  mutating func validate() throws {
    if let width, !(OutputSettings.widthRange.contains(width)) {
      throw ValidationError("--width must be between \(OutputSettings.widthRange.lowerBound) and \(OutputSettings.widthRange.upperBound) columns")
    }
  }

  /// Output settings from the terminal, the environment and these flags.
  func settings() -> OutputSettings {
    let terminal = TerminalInfo.current()
    return OutputSettings(width: width ?? terminal.columns, height: terminal.rows,
                          color: !noColor && terminal.colorMode != .none, ascii: ascii)
  }

  /// The folder holding `lessons/` and `Content/`, or a clear error when none can be found.
  func root() throws -> URL {
    guard let root = LessonLocator.root(explicit: lessons) else {
      throw ValidationError("no lessons found: run from the project folder or pass --lessons <path>")
    }
    return root
  }

  /// Loads the whole course.
  func catalog() throws -> LessonCatalog {
    CatalogLoader.load(root: try root())
  }
}

@main
struct DynamicsTutorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dynamics-tutor",
    abstract: "Learn UIKit Dynamics in the terminal: read, change numbers, run the engine, answer exercises.",
    version: "0.1.0",
    subcommands: [REPLCommand.self, RunCommand.self, ListCommand.self, LintCommand.self],
    defaultSubcommand: REPLCommand.self
  )
}

/// The interactive tutorial (the default).
struct REPLCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "repl", abstract: "Start the tutorial (the default).")

  @OptionGroup var options: CommonOptions

  func run() throws {
    let store = ProgressStore(folder: StateFolder.url() ?? ProgressStore.defaultFolder())
    let (progress, warnings) = store.load()
    for warning in warnings { print(warning) }  // "warning: …"
    let session = TutorSession(catalog: try options.catalog(), settings: options.settings(), progress: progress)
    let reader = LineReader(historyPath: StateFolder.historyPath())
    defer { reader.restoreTerminal() }
    if let problem = reader.historyProblem { print("warning: \(problem)") }
    let terminal = TerminalInfo.current()
    if reader.isInteractive, options.width == nil,
       terminal.columns < OutputSettings.graphicsMinimumWidth || terminal.rows < OutputSettings.heightRange.lowerBound {
      print("warning: the terminal is \(terminal.columns)×\(terminal.rows); plots and drawings need at least "
        + "\(OutputSettings.graphicsMinimumWidth)×\(OutputSettings.heightRange.lowerBound), so their lines will wrap")
    }
    print(session.start())
    var saver = ProgressSaver(store: store, saved: progress)
    saver.save(session.progress)
    var quitByCommand = false
    while let line = reader.read(prompt: session.prompt, completions: session.completionTable) {
      reader.saveHistory()
      // Lay every command out for the window as it is now (it may have been resized); --width wins.
      if reader.isInteractive, options.width == nil {
        let now = TerminalInfo.current()
        session.settings = session.settings.resized(columns: now.columns, rows: now.rows)
      }
      let response = session.handle(line)
      if response.quit {
        // The session cannot know whether saving works; the goodbye must not promise a save that failed.
        saver.save(session.progress)
        print(store.isPersistent ? response.text
          : "Bye. Your progress could not be saved (see the warning above); it was kept for this session only.")
        quitByCommand = true
        break
      }
      if !response.text.isEmpty { print(response.text) }
      if let plan = response.playback { play(plan, reader: reader) }
      saver.save(session.progress)
    }
    // After Ctrl-D the cursor is still on the prompt line; end it so the shell's prompt starts clean.
    if !quitByCommand && reader.isInteractive { print("") }
    saver.save(session.progress)
    reader.saveHistory()
    if let number = reader.terminationSignal {
      reader.restoreTerminal()
      fflush(nil)  // print's buffer, before the signal ends the process
      signal(number, SIG_DFL)
      raise(number)
    }
  }
}

/// Saves progress whenever it changes, and reports a failed save once rather than after every command.
struct ProgressSaver {
  let store: ProgressStore
  var saved: LearnerProgress
  private var warned = false

  init(store: ProgressStore, saved: LearnerProgress) {
    self.store = store
    self.saved = saved
  }

  mutating func save(_ progress: LearnerProgress) {
    guard progress != saved else { return }
    if let warning = store.save(progress) {
      if !warned { print(warning) }
      warned = true
    }
    saved = progress
  }
}

/// Animates in place on a terminal (handing the screen over from readline and back); elsewhere prints
/// the filmstrip.
func play(_ plan: PlaybackPlan, reader: LineReader) {
  let terminal = TerminalInfo.current()
  guard reader.isInteractive, terminal.isInteractive else {
    print(plan.filmstrip)
    return
  }
  reader.restoreTerminal()
  let result = plan.playback.runInTerminal(terminal)
  print(plan.finalFrame)
  switch result {
  case .finished: print("Playback finished.")
  case .keyPressed, .interrupted: print("Playback stopped.")
  case .terminated: print("Playback ended by a signal.")
  case .notInteractive: break
  }
}

/// `dynamics-tutor list`: the lessons in order.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "list", abstract: "List the lessons.")

  @OptionGroup var options: CommonOptions

  func run() throws {
    let catalog = try options.catalog()
    for (index, entry) in catalog.entries.enumerated() {
      switch entry {
      case .loaded(let lesson): print("\(index + 1). \(lesson.id)  \(lesson.title)")
      case .broken(let id, _, let diagnostics): print("\(index + 1). \(id)  (unavailable: \(diagnostics.count) errors)")
      }
    }
  }
}
