/// How a lesson's item is made and drawn: `kind` in the file.
public enum ItemKind: String, Sendable, CaseIterable, LessonChoice {
  /// A plain `UIView`.
  case view
  /// A `UIButton` with its `text` as title.
  case button
  /// A `UITextField` with its `text`.
  case textField
  /// A `UILabel` with its `text`.
  case label
  /// A `UIImageView`.
  case image
  /// A view with round corners, as the articles make their balls (it collides as its rectangle unless
  /// its shape is an ellipse).
  case ball

  /// Whether the view is a `UIControl`, which a button gesture can press.
  package var isControl: Bool { self == .button || self == .textField }
}

/// An item's collision shape: `shape` in the file.
public enum ItemShape: String, Sendable, CaseIterable, LessonChoice {
  case rectangle, ellipse
}

/// A colour a lesson names (`color = "cyan"`): UIKit's colour of that name. `grey` reads as `gray`,
/// and names are read in any case.
public enum LessonColor: String, Sendable, CaseIterable, LessonChoice {
  case black, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple, brown

  public init?(lessonText: String) {
    let lowered = lessonText.lowercased()
    self.init(rawValue: lowered == "grey" ? "gray" : lowered)
  }
}
