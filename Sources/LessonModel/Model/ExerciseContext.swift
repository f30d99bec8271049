/// Where a learner's parameter values live inside a lesson: the lesson's own pages share one set of
/// values (free exploration), and every exercise has a set of its own that starts from the lesson's
/// defaults plus the exercise's `setup`. Nothing set in one context changes another, so an exercise's
/// verdict depends only on what the learner did inside that exercise.
package enum ExerciseContext: Hashable, Sendable {
  /// The lesson's prose pages.
  case lesson
  /// One exercise, by id.
  case exercise(String)
}

extension Lesson {
  /// The values an exercise starts from: the lesson's defaults with the exercise's `setup` on top.
  package func startingValues(for exercise: ExerciseSpec) -> ParameterValues {
    var values = ParameterValues(defaultsOf: self)
    for (name, value) in exercise.setup { values[name] = value }
    return values
  }

  /// The values a context starts from: the defaults for the lesson's pages, the defaults plus the
  /// set-up for an exercise (the defaults when the exercise no longer exists).
  package func startingValues(for context: ExerciseContext) -> ParameterValues {
    guard case .exercise(let id) = context, let exercise = exercise(id) else { return ParameterValues(defaultsOf: self) }
    return startingValues(for: exercise)
  }

  /// The parameters whose values differ between `values` and `base`, in the lesson's parameter order.
  package func differences(_ values: ParameterValues, from base: ParameterValues) -> [(name: String, value: Double)] {
    parameters.compactMap { parameter in
      guard let value = values[parameter.name], let start = base[parameter.name], value != start else { return nil }
      return (parameter.name, value)
    }
  }
}
