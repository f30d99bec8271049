import Lessons

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
      if !warned { Diagnostics.warning(warning.message) }
      warned = true
    }
    saved = progress
  }
}
