import Foundation
import Progress

/// Where the tutor keeps its state: the progress store's folder (`$XDG_STATE_HOME/dynamics-tutor/`,
/// else `~/.local/state/dynamics-tutor/`).
enum StateFolder {
  /// The folder, created if needed, or nil when there is none or it cannot be made.
  static func url() -> URL? {
    guard let folder = ProgressStore.defaultFolder() else { return nil }
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
