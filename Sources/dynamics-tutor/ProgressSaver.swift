import Localization
import Progress

/// Saves progress whenever it changes, and reports a failed save once rather than after every command.
struct ProgressSaver {
  let store: ProgressStore
  var saved: LearnerProgress
  private var warned = false

  init(store: ProgressStore, saved: LearnerProgress) {
    self.store = store
    self.saved = saved
  }

  /// Saves `progress` if it changed; a failure is told once, in the language of `t`.
  mutating func save(_ progress: LearnerProgress, _ t: Messages = Messages(.en)) {
    guard progress != saved else { return }
    if let warning = store.save(progress) {
      if !warned { Diagnostics.warning(warning.message(in: t), t) }
      warned = true
    }
    saved = progress
  }
}
