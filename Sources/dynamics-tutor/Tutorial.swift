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
    session.codeWorkspace = CodeWorkspace.defaultFolder().map(CodeWorkspace.init)
    session.runLearnerCode = LearnerCodeRunners.runner()
    session.startLearnerLive = LearnerCodeRunners.liveStarter()
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
      if let scene = response.live {
        goLive(scene, session: session, reader: reader, finish: session.finishLive) { fitToWindow(session, reader: reader) }
      }
      if let scene = response.liveTilt {
        goLive(scene, session: session, reader: reader, finish: { $0.summary() }) { fitToWindow(session, reader: reader) }
      }
      if let scene = response.learnerLive {
        goLive(scene, session: session, reader: reader, finish: session.finishLearnerLive) { fitToWindow(session, reader: reader) }
      }
      if let file = response.edit { editThenCheck(file, session: session, reader: reader) }
      if let file = response.watch, let signals = watch(file, intro: response.text, session: session, reader: reader) {
        // SIGTERM or SIGHUP while watching: what the checks changed is saved before the signal ends us.
        saver.save(session.progress, Messages(session.language))
        reader.saveHistory()
        reader.restoreTerminal()
        fflush(nil)
        SystemTerminal().reraise(signals)
      }
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

  /// `edit`: the learner's editor on their file, then `check`. Without a terminal there is no editor
  /// to hand it to: the learner edits the file as they like and types `check`.
  private func editThenCheck(_ file: URL, session: TutorSession, reader: LineReader) {
    let t = Messages(session.language)
    guard reader.isInteractive else {
      Console.print(t("Edit it as you like, then type `check`."))
      return
    }
    if let problem = Editor.edit(file, t) {
      Diagnostics.warning(problem, t)
      return
    }
    fitToWindow(session, reader: reader)
    let checked = session.recheck()
    if !checked.text.isEmpty { Console.print(checked.text) }
  }

  /// `watch`: the file checked on every save until a key is pressed. Without a terminal there are no
  /// keys to stop it: one check, and a line that says why there is no more. Returns the signals that
  /// ended it, if SIGTERM or SIGHUP did.
  private func watch(_ file: URL, intro: String, session: TutorSession, reader: LineReader) -> PlaybackSignals? {
    let t = Messages(session.language)
    guard reader.isInteractive, TerminalInfo.current().isInteractive else {
      Console.print(session.recheck().text)
      Console.print(t("(`watch` goes on checking only in a terminal; `check` checks again.)"))
      return nil
    }
    reader.restoreTerminal()
    let terminal = SystemTerminal()
    let outcome = WatchLoop.run(file: file, on: terminal, intro: intro, replacingScreen: true) {
      // Each result fills the window under the intro and a blank line.
      self.fitToWindow(session, reader: reader)
      let introRows = intro.split(separator: "\n", omittingEmptySubsequences: false).count + 1
      session.settings = session.settings.resized(columns: session.settings.width, rows: session.settings.height - introRows)
      return session.recheck().text
    }
    switch outcome {
    case .keyPressed, .interrupted:
      Console.print(t("Stopped watching."))
      return nil
    case .terminated(let signals):
      return signals
    }
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
