/// How an exercise is judged: `kind` in the file.
package enum ExerciseKind: String, Sendable, CaseIterable {
  /// A number within a tolerance of a closed form.
  case numeric
  /// One of several choices.
  case choice
  /// A choice that a run decides.
  case predict
  /// Parameters tuned until a run meets a target.
  case tune
  /// The learner's own view controller, run and measured.
  case code

  /// Whether its verdict comes from a run, which `show` can draw.
  package var isJudgedByRun: Bool { self == .predict || self == .tune || self == .code }
}
