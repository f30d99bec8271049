import Foundation
import Localization

/// The learner's editor: `$VISUAL`, else `$EDITOR`, else `vi`, run on a file with the terminal handed
/// over until it quits.
enum Editor {
  /// The command line that names the editor (it may carry options: `code --wait`).
  static func command(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return value }
    }
    return "vi"
  }

  /// Runs the editor on `file` and waits for it. Returns nil when it ended well, else why not (the
  /// editor could not be started, or it exited with a failure status).
  static func edit(_ file: URL, _ t: Messages) -> String? {
    let editor = command()
    let process = Process()
    // Through the shell, so that an editor given with options works as it does for git; the file is
    // passed as an argument, never spliced into the command.
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\(editor) \"$1\"", "sh", file.path]
    do {
      try process.run()
    } catch {
      return t("could not start the editor {editor}: {reason}", ["editor": editor, "reason": error.localizedDescription])
    }
    process.waitUntilExit()
    switch (process.terminationReason, process.terminationStatus) {
    case (.exit, 0): return nil
    case (.exit, 127): return t("the editor {editor} was not found; set VISUAL or EDITOR", ["editor": editor])
    case (.exit, let status): return t("the editor {editor} exited with status {status}; your file was not checked", ["editor": editor, "status": "\(status)"])
    default: return t("the editor {editor} was stopped by a signal; your file was not checked", ["editor": editor])
    }
  }
}
