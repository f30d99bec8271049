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
  /// Named runs that `verify` and `outcome` compare (`near:time_when(…)`): each is the learner's
  /// values with these changes.
  public var runs: [NamedRun]

  /// Creates an exercise.
  public init(id: String, kind: Kind, question: String, hints: [String], solution: String?,
              setup: [(name: String, value: Double)], explain: String?, runs: [NamedRun] = []) {
    self.id = id
    self.kind = kind
    self.question = question
    self.hints = hints
    self.solution = solution
    self.setup = setup
    self.explain = explain
    self.runs = runs
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

/// A run an exercise makes besides the main one, named so that expressions can refer to it.
public struct NamedRun: Sendable {
  /// The prefix expressions use: `near` in `near:time_when(…)`.
  public var name: String
  /// Parameter values that differ from the learner's.
  public var values: [(name: String, value: Double)]

  /// Creates a named run.
  public init(name: String, values: [(name: String, value: Double)]) {
    self.name = name
    self.values = values
  }
}

/// A named bundle of parameter values the learner can apply at once (`preset bare`).
public struct PresetSpec: Sendable {
  public var name: String
  public var description: String
  public var values: [(name: String, value: Double)]

  /// Creates a preset.
  public init(name: String, description: String, values: [(name: String, value: Double)]) {
    self.name = name
    self.description = description
    self.values = values
  }
}
