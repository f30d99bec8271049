import LessonModel
/// What a learner has done, across sessions: per lesson, the exercises (solved, attempts, hints
/// seen), the parameter values they set and the page they were on; and the lesson open last.
/// It is plain data, `Codable`, and saved by `ProgressStore`.
public struct LearnerProgress: Codable, Sendable, Equatable {
  /// The file format's version; a store refuses files from a newer version rather than lose them.
  package static let currentVersion = 1

  package var version: Int
  /// The id of the lesson open when the learner last left, if any.
  package var lastLesson: String?
  /// The language the learner chose with `lang` (a code: `ko`), nil while they have not chosen one. Kept
  /// as text so that a code this version does not know is kept, not refused.
  package var language: String?
  /// Per lesson id.
  public var lessons: [String: LessonProgress]

  /// Creates an empty record.
  public init(lastLesson: String? = nil, lessons: [String: LessonProgress] = [:]) {
    version = Self.currentVersion
    self.lastLesson = lastLesson
    self.lessons = lessons
  }

  /// Reads a record; only `version` is required, everything else has a default.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    lastLesson = try container.decodeIfPresent(String.self, forKey: .lastLesson)
    language = try container.decodeIfPresent(String.self, forKey: .language)
    lessons = try container.decodeIfPresent([String: LessonProgress].self, forKey: .lessons) ?? [:]
  }

  /// The record of one lesson, empty if the learner has not opened it.
  package subscript(lesson id: String) -> LessonProgress {
    get { lessons[id] ?? LessonProgress() }
    set { lessons[id] = newValue }
  }

  /// Whether every exercise of `lesson` is solved.
  package func isComplete(_ lesson: Lesson) -> Bool {
    let record = self[lesson: lesson.id]
    return !lesson.exercises.isEmpty && lesson.exercises.allSatisfy { record.exercises[$0.id]?.solved == true }
  }
}

/// The learner's record for one lesson.
public struct LessonProgress: Codable, Sendable, Equatable {
  /// Per exercise id.
  public var exercises: [String: ExerciseProgress]
  /// Parameter values the learner set (name → value; booleans 0/1, enums the option's index), only
  /// those that differ from the defaults need to be kept.
  public var parameters: [String: Double]
  /// Per exercise id: the values the learner set inside that exercise, those that differ from the
  /// exercise's starting values (the lesson's defaults plus its set-up).
  package var exerciseParameters: [String: [String: Double]]
  /// The page (0-based) the learner was on.
  package var lastPage: Int

  /// Creates a record.
  public init(exercises: [String: ExerciseProgress] = [:], parameters: [String: Double] = [:],
              exerciseParameters: [String: [String: Double]] = [:], lastPage: Int = 0) {
    self.exercises = exercises
    self.parameters = parameters
    self.exerciseParameters = exerciseParameters
    self.lastPage = lastPage
  }

  /// Reads a record; missing keys take their defaults.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    exercises = try container.decodeIfPresent([String: ExerciseProgress].self, forKey: .exercises) ?? [:]
    parameters = try container.decodeIfPresent([String: Double].self, forKey: .parameters) ?? [:]
    exerciseParameters = try container.decodeIfPresent([String: [String: Double]].self, forKey: .exerciseParameters) ?? [:]
    lastPage = max(0, try container.decodeIfPresent(Int.self, forKey: .lastPage) ?? 0)
  }

  /// The learner's values of the lesson's pages applied over the lesson's defaults. Names the lesson
  /// no longer has, and values outside a parameter's range (the lesson may have changed since), are
  /// left out and listed in `dropped`.
  public func values(for lesson: Lesson) -> (values: ParameterValues, dropped: [String]) {
    Self.apply(parameters, over: ParameterValues(defaultsOf: lesson), lesson: lesson)
  }

  /// The learner's values inside one exercise over its starting values, with the names left out.
  public func values(for exercise: ExerciseSpec, in lesson: Lesson) -> (values: ParameterValues, dropped: [String]) {
    Self.apply(exerciseParameters[exercise.id] ?? [:], over: lesson.startingValues(for: exercise), lesson: lesson)
  }

  private static func apply(_ saved: [String: Double], over base: ParameterValues, lesson: Lesson)
    -> (values: ParameterValues, dropped: [String]) {
    var values = base
    var dropped: [String] = []
    for (name, value) in saved.sorted(by: { $0.key < $1.key }) {
      guard let parameter = lesson.parameter(name), value.isFinite, value >= parameter.minimum,
            value <= parameter.maximum, parameter.kind != .integer || value == value.rounded() else {
        dropped.append(name)
        continue
      }
      values[name] = value
    }
    return (values, dropped)
  }

  /// Keeps the values of the lesson's pages that differ from the lesson's defaults.
  package mutating func record(_ values: ParameterValues, for lesson: Lesson) {
    parameters = Self.changes(values, from: ParameterValues(defaultsOf: lesson), lesson: lesson)
  }

  /// Keeps the values inside `exercise` that differ from its starting values (none: the entry goes).
  package mutating func record(_ values: ParameterValues, for exercise: ExerciseSpec, in lesson: Lesson) {
    let changes = Self.changes(values, from: lesson.startingValues(for: exercise), lesson: lesson)
    exerciseParameters[exercise.id] = changes.isEmpty ? nil : changes
  }

  private static func changes(_ values: ParameterValues, from base: ParameterValues, lesson: Lesson) -> [String: Double] {
    Dictionary(lesson.differences(values, from: base).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
  }
}

/// The learner's record for one exercise.
public struct ExerciseProgress: Codable, Sendable, Equatable {
  package var solved: Bool
  /// Judged answers (unreadable input is not counted).
  package var attempts: Int
  /// How many hints have been shown.
  package var hintsShown: Int
  /// Whether the worked solution has been shown.
  package var solutionShown: Bool
  /// A prediction's choice (0-based), once made: a prediction is final, and the exercise is done
  /// (`solved`) whether or not the run agreed with it.
  package var prediction: Int?

  /// Creates a record.
  public init(solved: Bool = false, attempts: Int = 0, hintsShown: Int = 0, solutionShown: Bool = false,
              prediction: Int? = nil) {
    self.solved = solved
    self.attempts = attempts
    self.hintsShown = hintsShown
    self.solutionShown = solutionShown
    self.prediction = prediction
  }

  /// Reads a record; missing keys take their defaults.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    solved = try container.decodeIfPresent(Bool.self, forKey: .solved) ?? false
    attempts = max(0, try container.decodeIfPresent(Int.self, forKey: .attempts) ?? 0)
    hintsShown = max(0, try container.decodeIfPresent(Int.self, forKey: .hintsShown) ?? 0)
    solutionShown = try container.decodeIfPresent(Bool.self, forKey: .solutionShown) ?? false
    prediction = try container.decodeIfPresent(Int.self, forKey: .prediction).flatMap { $0 >= 0 ? $0 : nil }
  }
}
