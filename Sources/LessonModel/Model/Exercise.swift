import Expressions
/// A question the program checks.
public struct ExerciseSpec: Sendable {
  /// How the answer is judged.
  public enum Kind: Sendable {
    /// A number (with a unit, or an expression) within a tolerance of the closed form `answer`.
    case numeric(answer: Quantity, unit: Unit, absoluteTolerance: Double?, relativeTolerance: Double?,
                 verify: Expression?)
    /// One of several choices; `answer` is 0-based.
    case choice(choices: [String], answer: Int)
    /// Choose first, then a run decides: the first `outcome` that holds names the right choice.
    case predict(choices: [String], outcomes: [Expression], expected: Int)
    /// Change parameters until every measure of a run falls in its range.
    case tune(vary: [String], measures: [TuneMeasure], reference: [String: Double], counterexample: [String: Double])
    /// The learner writes a view controller; a run of it, with the task's inputs, meets every measure.
    case code(CodeTask)
  }

  public var id: String
  public var kind: Kind
  package var question: String
  /// Progressive hints, shown one at a time.
  package var hints: [String]
  /// A worked solution, shown on request after at least one attempt.
  package var solution: String?
  /// Parameter values the question assumes (checked before judging).
  package var setup: [(name: String, value: Double)]
  /// Prose section shown once the exercise is answered.
  package var explain: String?
  /// Named runs that `verify` and `outcome` compare (`near:time_when(…)`): each is the learner's
  /// values with these changes.
  public var runs: [NamedRun]
  /// What the tutor draws from the deciding run once a prediction is made or a tuning is checked.
  package var show: RunDisplay?

  /// Creates an exercise.
  package init(id: String, kind: Kind, question: String, hints: [String], solution: String?,
              setup: [(name: String, value: Double)], explain: String?, runs: [NamedRun] = [], show: RunDisplay? = nil) {
    self.id = id
    self.kind = kind
    self.question = question
    self.hints = hints
    self.solution = solution
    self.setup = setup
    self.explain = explain
    self.runs = runs
    self.show = show
  }

  /// `numeric`, `choice`, `predict`, `tune` or `code`.
  package var kindName: ExerciseKind {
    switch kind {
    case .numeric: .numeric
    case .choice: .choice
    case .predict: .predict
    case .tune: .tune
    case .code: .code
    }
  }
}

/// A figure a tuning or code exercise measures on its run, shown in every verdict, and the range the learner
/// aims for: `distance in the first second = 50.2 pt; the target is 194 to 206 pt`.
public struct TuneMeasure: Sendable {
  /// What is measured, in words: "distance moved in the first second".
  package var label: String
  /// A dynamic expression over the run.
  public var value: Expression
  /// The unit the value is in (`pt`, `s`, …; empty for a plain number).
  package var unit: Unit
  /// The range that meets the target; at least one bound is set.
  public var minimum: Double?
  public var maximum: Double?

  /// Creates a measure.
  public init(label: String, value: Expression, unit: Unit, minimum: Double?, maximum: Double?) {
    self.label = label
    self.value = value
    self.unit = unit
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Whether `measured` lies in the range.
  package func accepts(_ measured: Double) -> Bool {
    measured.isFinite && (minimum.map { measured >= $0 } ?? true) && (maximum.map { measured <= $0 } ?? true)
  }
}

/// A view of a run that an exercise shows as its evidence.
package enum RunDisplay: Sendable {
  /// One of the lesson's plots, by id.
  case plot(String)
  /// The scene drawn at a time: a dynamic expression over the run (nil: the run's end).
  case scene(at: Expression?)
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
package struct PresetSpec: Sendable {
  public var name: String
  package var description: String
  public var values: [(name: String, value: Double)]

  /// Creates a preset.
  public init(name: String, description: String, values: [(name: String, value: Double)]) {
    self.name = name
    self.description = description
    self.values = values
  }
}
