/// A label that found no room beside its shape: the drawing shows `marker` there and a note under
/// or beside the drawing reads `marker text` (e.g. `3 ball2`, `↓1 fallingButton (y = 812)`).
struct SceneNote: Equatable, Sendable {
  /// What the drawing shows at the shape: a number, after an arrow for items out of view.
  var marker: String
  /// The label.
  var text: String
  /// The label's colour.
  var color: TerminalColor?
}
