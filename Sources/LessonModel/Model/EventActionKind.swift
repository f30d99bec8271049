/// Which action an `[[event]]` carries out: the key that names it in the file.
enum EventActionKind: String, CaseIterable {
  /// `add` and `remove`: behaviour ids.
  case change = "add/remove"
  case capture, fling, pan, place, tap

  /// The keys of the action's table (`fling = { item, velocity }`); none for lists of ids.
  var tableKeys: [String] {
    switch self {
    case .change, .capture: []
    case .fling: ["item", "velocity"]
    case .tap: ["point", "push", "divisor"]
    case .pan: ["item", "translation", "ramp", "hold", "divisor"]
    case .place: ["item", "on_arc_of", "angle_deg"]
    }
  }
}
