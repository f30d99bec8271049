import Expressions
import LearnerSupport
import Localization

extension LearnerNote {
  /// The note as the learner reads it, in their language.
  func message(_ t: Messages) -> String {
    switch self {
    case .noAnimator(let controller):
      return t("{controller} holds no UIDynamicAnimator in a property, so nothing moved.", ["controller": controller])
    case .lazyAnimatorUnmade(let controller, let property):
      return t("{controller}'s lazy {property} was never made: nothing read it during the run, so nothing moved.",
               ["controller": controller, "property": property])
    case .appearedLate(let view, let time):
      return t("{view} appeared at {time}; its earlier samples repeat its first.",
               ["view": view, "time": Figures.format(time, unit: "s")])
    case .firstControllerRan(let controller, let others):
      return t("{controller} ran, the first declared of the file's view controllers; {others} did not.",
               ["controller": controller, "others": others.joined(separator: ", ")])
    }
  }
}
