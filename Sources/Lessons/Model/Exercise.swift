/// A question the program checks.
public struct ExerciseSpec: Sendable {
  /// How the answer is judged.
  public enum Kind: Sendable {
    /// A number (with a unit, or an expression) within a tolerance of the closed form `answer`.
    case numeric(answer: Quantity, unit: String, absoluteTolerance: Double?, relativeTolerance: Double?,
                 verify: Expression?)
    /// One of several choices; `answer` is 0-based.
    case choice(choices: [String], answer: Int)
    /// Choose first, then a run decides: the first `outcome` that holds names the right choice.
    case predict(choices: [String], outcomes: [Expression], expected: Int)
    /// Change parameters until `target` holds in a run.
    case tune(vary: [String], target: Expression, reference: [String: Double], counterexample: [String: Double])
  }

  public var id: String
  public var kind: Kind
  public var question: String
  /// Progressive hints, shown one at a time.
  public var hints: [String]
  /// A worked solution, shown on request after at least one attempt.
  public var solution: String?
  /// Parameter values the question assumes (checked before judging).
  public var setup: [(name: String, value: Double)]
  /// Prose section shown once the exercise is answered.
  public var explain: String?

  /// Creates an exercise.
  public init(id: String, kind: Kind, question: String, hints: [String], solution: String?,
              setup: [(name: String, value: Double)], explain: String?) {
    self.id = id
    self.kind = kind
    self.question = question
    self.hints = hints
    self.solution = solution
    self.setup = setup
    self.explain = explain
  }

  /// `numeric`, `choice`, `predict` or `tune`.
  public var kindName: String {
    switch kind {
    case .numeric: "numeric"
    case .choice: "choice"
    case .predict: "predict"
    case .tune: "tune"
    }
  }
}
