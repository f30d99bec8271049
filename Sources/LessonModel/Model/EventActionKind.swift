/// Which action an `[[event]]` carries out: the key that names it in the file.
package enum EventActionKind: String, CaseIterable {
  /// `add` and `remove`: behaviour ids.
  case change = "add/remove"
  case capture, fling, drag, pan, place, tap

  /// The declaration of the action's table (`fling = { item, velocity }`); nil for lists of ids.
  package var table: LessonTable? {
    switch self {
    case .change, .capture: nil
    case .fling: .fling
    case .drag: .drag
    case .tap: .tap
    case .pan: .pan
    case .place: .place
    }
  }
}
