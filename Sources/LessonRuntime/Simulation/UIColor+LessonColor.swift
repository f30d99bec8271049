import LessonModel
import Dynamics

extension UIColor {
  /// The colour a lesson file names (`color = "cyan"`): UIKit's colour of that name, nil when unknown.
  static func lessonColor(_ name: String) -> UIColor? {
    switch name.lowercased() {
    case "black": .black
    case "white": .white
    case "gray", "grey": .gray
    case "red": .red
    case "green": .green
    case "blue": .blue
    case "cyan": .cyan
    case "yellow": .yellow
    case "magenta": .magenta
    case "orange": .orange
    case "purple": .purple
    case "brown": .brown
    default: nil
    }
  }

  /// The name of UIKit's colour for a lesson's colour name (`grey` → `gray`), for Swift source.
  static func lessonColorName(_ name: String) -> String {
    let lowered = name.lowercased()
    return lowered == "grey" ? "gray" : lowered
  }
}
