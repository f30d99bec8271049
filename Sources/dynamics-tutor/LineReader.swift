#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@preconcurrency import CReadline
import Foundation
import Tutor
import Synchronization

/// Lines finished by readline's callback, waiting to be taken by `LineReader.read`.
private let completedLines = Mutex<[String?]>([])
/// What Tab completes where, for the open lesson; replaced before every prompt.
private let completionTable = Mutex<CompletionTable?>(nil)
/// The candidates for the word being completed, chosen by `attemptedCompletion` from the line so far.
private let completionCandidates = Mutex<[String]>([])
/// Set by the SIGINT handler; the read loop handles it outside the signal handler.
private let interruptPending = Atomic<Bool>(false)
/// What a paste of several lines left to do after its first line was accepted: the lines it ended,
/// to be run in order as if typed, and the text after its last newline, to be edited at the next prompt.
private let pastedLines = Mutex<(lines: [String], rest: String)>(([], ""))

/// Bound to the start of a bracketed paste (`ESC [200~`): readline inserts the pasted text as it is,
/// newlines included, so that two pasted lines would be one command `reset all\nrun 0.5`. Here each
/// newline ends a line as the Enter key would: the first line is accepted at once, the other whole
/// lines wait in `pastedLines`, and the text after the last newline stays in the line being edited.
/// Tabs and other keys in the paste are still text, never commands.
private func pasteStarted(_ count: Int32, _ key: Int32) -> Int32 {
  let status = rl_bracketed_paste_begin(count, key)
  guard let buffer = rl_line_buffer else { return status }
  let text = String(cString: buffer).replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
  guard text.contains("\n") else { return status }
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let rest = lines.removeLast()
  let first = lines.removeFirst()
  pastedLines.withLock { $0 = (lines, rest) }
  rl_replace_line(first, 0)
  rl_point = rl_end
  rl_redisplay()
  return rl_newline(1, 10)
}

/// readline's line callback: receives each finished line (nil at end of input).
private func lineFinished(_ line: UnsafeMutablePointer<CChar>?) {
  let text = line.map { String(cString: $0) }
  if let line { free(line) }
  completedLines.withLock { $0.append(text) }
  // Removing the handler here, inside the callback, stops readline from drawing the prompt again on
  // a fresh line as soon as this returns: the command's output would start on top of that prompt
  // and leave its tail on screen (`Lessons:ics:two-hundred>`).
  rl_callback_handler_remove()
}

/// Returns the `state`-th candidate starting with `text` (readline frees the copy).
private func completionGenerator(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
  guard let text else { return nil }
  let prefix = String(cString: text)
  let matches = completionCandidates.withLock { $0 }.filter { $0.hasPrefix(prefix) }
  return Int(state) < matches.count ? strdup(matches[Int(state)]) : nil
}

private func attemptedCompletion(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32)
  -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  rl_attempted_completion_over = 1  // no file-name completion
  // The line before the word being completed decides what fits there (a command, a parameter, …).
  var prefix = ""
  if let buffer = rl_line_buffer, start > 0 {
    let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(start))
    prefix = String(decoding: bytes, as: UTF8.self)
  }
  let candidates = completionTable.withLock { $0?.candidates(before: prefix) } ?? []
  completionCandidates.withLock { $0 = candidates }
  return rl_completion_matches(text, completionGenerator)
}

private func onInterrupt(_ signal: Int32) {
  interruptPending.store(true, ordering: .relaxed)
}

/// SIGTERM or SIGHUP, once received (0 before): the read loop ends the session cleanly, and the caller
/// re-raises the signal after restoring the terminal and saving.
private let terminationPending = Atomic<Int32>(0)

private func onTerminate(_ signal: Int32) {
  terminationPending.store(signal, ordering: .relaxed)
}

/// Reads lines: with GNU readline (editing, history, completion) when stdin and stdout are terminals,
/// plainly otherwise so that piped sessions stay free of prompts and escapes.
final class LineReader {
  let isInteractive: Bool
  private let historyPath: String?
  private var installed = false
  /// True while the terminal is in readline's mode (no echo, no line editing by the tty) between
  /// prompts as well: keys typed while a command runs wait for the next prompt, and a Ctrl-D typed then
  /// arrives as a key instead of being swallowed by the tty's own end-of-file handling.
  private var terminalPrepared = false
  /// Why the history file cannot be used, if it cannot; then it is neither read nor written.
  private(set) var historyProblem: String?

  init(historyPath: String?) {
    isInteractive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    self.historyPath = historyPath
    guard isInteractive else { return }
    Self.useUTF8CharacterType()
    rl_readline_name = UnsafePointer(strdup("dynamics-tutor"))  // for `$if dynamics-tutor` in ~/.inputrc
    rl_attempted_completion_function = attemptedCompletion
    // A comma separates words too, so that `plot y,v<Tab>` completes the second quantity.
    rl_completer_word_break_characters = UnsafePointer(strdup(" \t\n,"))
    rl_catch_signals = 0  // Ctrl-C is handled by the read loop, not by readline's own handler
    // Several pasted lines run one by one, as typed (bound before readline's first use, which binds the
    // paste's start only where nothing else is).
    for name in ["emacs", "vi-insert"] {
      if let keymap = rl_get_keymap_by_name(name) { rl_bind_keyseq_in_map("\u{1B}[200~", pasteStarted, keymap) }
    }
    stifle_history(1000)
    if let historyPath {
      // A history that exists but cannot be read (permissions, a folder in its place) is never
      // replaced by this session's lines: saving would destroy it.
      let status = read_history(historyPath)
      if status != 0 && status != ENOENT {
        historyProblem = "cannot read the history \(historyPath) (\(String(cString: strerror(status)))); "
          + "it is left as it is and this session's lines will not be kept"
      }
    }
    Self.install(onInterrupt, for: SIGINT)
    // Dying at the prompt would leave the terminal without echo (readline's mode) and lose the history.
    Self.install(onTerminate, for: SIGTERM)
    Self.install(onTerminate, for: SIGHUP)
  }

  /// Readline measures the prompt, the line being typed and the completion list with the C library's
  /// character widths, and only in a multibyte locale: without one, Hangul or Han typed at the prompt
  /// shows as octal escapes and moves the cursor wrongly. The tutor always writes UTF-8, so the
  /// character type is the environment's when that is UTF-8, else C.UTF-8 (when the system has it).
  private static func useUTF8CharacterType() {
    if setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
    _ = setlocale(LC_CTYPE, "C.UTF-8")
  }

  private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) {
    var action = sigaction()
    #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
    #else
    action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: the signal interrupts poll
    sigaction(signal, &action, nil)
  }

  /// The signal (SIGTERM, SIGHUP) that ended the session, if one did: the caller saves, restores the
  /// terminal and then re-raises it so that the process ends as the sender meant (status 143 for TERM).
  var terminationSignal: Int32? {
    let number = terminationPending.load(ordering: .relaxed)
    return number == 0 ? nil : number
  }

  /// Reads one line, or nil at end of input (Ctrl-D, closed stdin). Ctrl-C abandons the line being
  /// typed, and the rest of a paste, and shows a fresh prompt. The lines of a paste come one by one,
  /// each shown after its prompt as if typed.
  func read(prompt: String, completions: CompletionTable) -> String? {
    guard isInteractive else { return Swift.readLine(strippingNewline: true) }
    if interruptPending.load(ordering: .relaxed) { pastedLines.withLock { $0 = ([], "") } }
    if let pasted = pastedLines.withLock({ $0.lines.isEmpty ? nil : Optional($0.lines.removeFirst()) }) {
      // The prompt as readline shows it: without the markers around its invisible parts.
      fputs(prompt.filter { $0 != "\u{1}" && $0 != "\u{2}" } + pasted + "\n", stdout)
      fflush(stdout)
      let trimmed = pasted.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty { add_history(trimmed) }
      return pasted
    }
    completionTable.withLock { $0 = completions }
    rl_callback_handler_install(prompt, lineFinished)
    installed = true
    let rest = pastedLines.withLock { state in defer { state.rest = "" }; return state.rest }
    if !rest.isEmpty {
      rl_insert_text(rest)
      rl_redisplay()
    }
    defer {
      rl_callback_handler_remove()
      installed = false
      rl_prep_terminal(0)
      terminalPrepared = true
    }
    while true {
      if terminationSignal != nil { return nil }
      if let line = completedLines.withLock({ $0.isEmpty ? nil : Optional($0.removeFirst()) }) {
        if let text = line, !text.trimmingCharacters(in: .whitespaces).isEmpty {
          add_history(text.trimmingCharacters(in: .whitespaces))
        }
        return line
      }
      if interruptPending.exchange(false, ordering: .relaxed) {
        // Abandon the current line: readline's state is reset outside any signal handler.
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_replace_line("", 0)
        fputs("^C\n", stdout)
        fflush(stdout)
        rl_callback_handler_remove()
        rl_callback_handler_install(prompt, lineFinished)
        continue
      }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 100)
      if ready > 0 {
        if descriptor.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { rl_callback_read_char() }
      } else if ready < 0 && errno != EINTR {
        return nil
      }
    }
  }

  /// Puts the terminal back the way it was (call before exiting or handing the screen to playback).
  func restoreTerminal() {
    guard terminalPrepared else { return }
    rl_deprep_terminal()
    terminalPrepared = false
  }

  /// Saves history atomically (a temporary file, then rename), so a failed write never empties it.
  /// Called after every line, so that a session killed by a signal loses none of it.
  func saveHistory() {
    guard isInteractive, historyProblem == nil, let historyPath else { return }
    let temporary = historyPath + ".tmp-\(getpid())"
    if write_history(temporary) == 0 {
      if rename(temporary, historyPath) != 0 { unlink(temporary) }
    } else {
      unlink(temporary)
    }
  }

  deinit {
    if installed { rl_callback_handler_remove() }
    restoreTerminal()
  }
}
