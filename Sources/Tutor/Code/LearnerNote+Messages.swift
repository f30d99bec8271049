import Expressions
import LearnerSupport
import Localization

extension LearnerNote {
  /// The note as the learner reads it, in their language.
  func message(_ t: Messages) -> String {
    switch self {
    case .noAnimator(let controller):
      return t("{controller} holds no UIDynamicAnimator in a property, so nothing moved.", ["controller": controller])
    case .appearedLate(let view, let time):
      return t("{view} appeared at {time}; its earlier samples repeat its first.",
               ["view": view, "time": Figures.format(time, unit: "s")])
    case .firstControllerRan(let controller, let others):
      return t("The file declares several view controllers that nothing in it creates; the first, {controller}, ran, not {others}. Declare the one to run first.",
               ["controller": controller, "others": others.joined(separator: ", ")])
    }
  }
}
