import Foundation

/// Where the tutor keeps its state: `$XDG_STATE_HOME/dynamics-tutor/`, else
/// `~/.local/state/dynamics-tutor/`.
enum StateFolder {
  static func url() -> URL? {
    let environment = ProcessInfo.processInfo.environment
    let base: URL
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty, state.hasPrefix("/") {
      base = URL(fileURLWithPath: state)
    } else if let home = environment["HOME"], !home.isEmpty {
      base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
    } else {
      return nil
    }
    let folder = base.appendingPathComponent("dynamics-tutor")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return nil
    }
    return folder
  }

  /// The readline history file, or nil when there is no usable state folder.
  static func historyPath() -> String? {
    url()?.appendingPathComponent("history").path
  }
}
