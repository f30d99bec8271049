import Foundation
import Localization
import Progress
import TerminalGraphics
import Tutor

/// The interactive tutorial: reads commands with readline, hands them to a `TutorSession`, prints
/// its responses and saves progress after each one.
struct Tutorial {
  /// The options it starts with.
  let options: LaunchOptions

  /// Runs until `quit`, Ctrl-D, a closed stdin or a terminating signal.
  func run() throws {
    // No course is an error before anything else happens (exit status 2, nothing saved).
    let catalog = try options.catalog()
    let store = ProgressStore(folder: StateFolder.url() ?? ProgressStore.defaultFolder())
    let (progress, warnings) = store.load()
    let language = options.language(saved: progress.language)
    let settings = options.settings()
    Console.use(settings, language: language)
    for warning in warnings { Diagnostics.warning(warning.message(in: Messages(language)), Messages(language)) }
    let session = TutorSession(catalog: settings.shown(catalog.inLanguage(language)), settings: settings, progress: progress)
    let reader = LineReader(historyPath: StateFolder.historyPath())
    defer { reader.restoreTerminal() }
    if let problem = reader.historyProblem { Diagnostics.warning(problem) }
    let terminal = TerminalInfo.current()
    if reader.isInteractive, options.width == nil,
       terminal.columns < OutputSettings.graphicsMinimumWidth || terminal.rows < OutputSettings.heightRange.lowerBound {
      Diagnostics.warning("the terminal is \(terminal.columns)×\(terminal.rows); plots and drawings need at least "
        + "\(OutputSettings.graphicsMinimumWidth)×\(OutputSettings.heightRange.lowerBound), so their lines will wrap")
    }
    Console.print(session.start())
    var saver = ProgressSaver(store: store, saved: progress)
    saver.save(session.progress, Messages(session.language))
    var quit = false
    while let line = reader.read(prompt: session.prompt, completions: session.completionTable) {
      reader.saveHistory()
      // Lay every command out for the window as it is now (it may have been resized); --width wins.
      fitToWindow(session, reader: reader)
      let response = session.handle(line)
      Console.use(session.settings, language: session.language)
      if response.quit {
        leave(response, session: session, store: store, saver: &saver)
        quit = true
        break
      }
      if response.clearsScreen && reader.isInteractive { print(ANSI.clearScreen + ANSI.home, terminator: "") }
      if !response.text.isEmpty { Console.print(response.text) }
      if let plan = response.playback {
        play(plan, reader: reader, settings: { fitToWindow(session, reader: reader); return session.settings },
             messages: Messages(session.language))
      }
      if let scene = response.live { goLive(scene, session: session, reader: reader) { fitToWindow(session, reader: reader) } }
      saver.save(session.progress, Messages(session.language))
    }
    // After Ctrl-D (or a signal) the cursor is still on the prompt line; end it so that what follows
    // starts clean. Ctrl-D leaves as `quit` does, with its goodbye; a signal and the end of piped input
    // leave without a word.
    if !quit && reader.isInteractive {
      print("")
      if reader.terminationSignal == nil { leave(session.handle("quit"), session: session, store: store, saver: &saver) }
    }
    saver.save(session.progress, Messages(session.language))
    reader.saveHistory()
    if let number = reader.terminationSignal {
      reader.restoreTerminal()
      fflush(nil)  // print's buffer, before the signal ends the process
      signal(number, SIG_DFL)
      raise(number)
    }
  }

  /// The session's settings for the window as it is now (it may have been resized); `--width` wins.
  private func fitToWindow(_ session: TutorSession, reader: LineReader) {
    guard reader.isInteractive, options.width == nil else { return }
    let now = TerminalInfo.current()
    session.settings = session.settings.resized(columns: now.columns, rows: now.rows)
    Console.use(session.settings, language: session.language)
  }

  /// Saves and says goodbye with `response` (the answer to `quit`).
  private func leave(_ response: TutorResponse, session: TutorSession, store: ProgressStore, saver: inout ProgressSaver) {
    // The session cannot know whether saving works; the goodbye must not promise a save that failed.
    saver.save(session.progress, Messages(session.language))
    let t = Messages(session.language)
    Console.print(store.isPersistent ? response.text
      : t("Bye. Your progress could not be saved (see the warning above); it was kept for this session only."))
  }
}
