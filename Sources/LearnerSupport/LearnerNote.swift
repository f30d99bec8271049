/// Something about a learner's run that the tutor tells the learner beside the run itself, in the
/// learner's language: the recorder and the tutor say what they noticed as one of these, not as
/// sentences, so that each is written once per language in the tutor's catalogs.
public enum LearnerNote: Codable, Equatable, Sendable {
  /// The controller holds no `UIDynamicAnimator` in a property and no view moved (the controller's
  /// class name): an animator made in a local constant is gone when its method returns.
  case noAnimator(controller: String)
  /// As `noAnimator`, but the controller declares a `lazy var` animator that nothing used during the
  /// run (the controller's class name, the property's name): a lazy property is made when first read.
  case lazyAnimatorUnmade(controller: String, property: String)
  /// A view first seen after the run began (its property's name, the time in s): its earlier samples
  /// repeat its first.
  case appearedLate(view: String, time: Double)
  /// The file defines several view controllers that nothing in it creates: the first of them ran, these
  /// others did not.
  case firstControllerRan(controller: String, others: [String])
}
