import LessonModel
import Dynamics

extension UIColor {
  /// UIKit's colour a lesson names (`color = "cyan"`).
  static func lessonColor(_ color: LessonColor) -> UIColor {
    switch color {
    case .black: .black
    case .white: .white
    case .gray: .gray
    case .red: .red
    case .green: .green
    case .blue: .blue
    case .cyan: .cyan
    case .yellow: .yellow
    case .magenta: .magenta
    case .orange: .orange
    case .purple: .purple
    case .brown: .brown
    }
  }
}
