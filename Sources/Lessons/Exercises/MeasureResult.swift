/// One measure of a tuning check: what the run gave and whether it meets the range.
public struct MeasureResult: Sendable {
  public let measure: TuneMeasure
  /// The measured value (NaN or infinite when the run never got there, e.g. no contact).
  public let value: Double

  /// Whether the value lies in the measure's range.
  public var met: Bool { measure.accepts(value) }

  /// `distance moved in the first second: 50.2 pt (target 194 to 206 pt)`.
  public var description: String {
    "\(measure.label): \(ExerciseChecker.format(value, unit: measure.unit)) (target \(Self.range(measure)))"
  }

  /// The range in words: `194 to 206 pt`, `at least 49.5`, `at most 0.01 pt`.
  public static func range(_ measure: TuneMeasure) -> String {
    let unit = measure.unit
    switch (measure.minimum, measure.maximum) {
    case (let low?, let high?):
      return "\(ExerciseChecker.format(low, unit: "")) to \(ExerciseChecker.format(high, unit: unit))"
    case (let low?, nil): return "at least \(ExerciseChecker.format(low, unit: unit))"
    case (nil, let high?): return "at most \(ExerciseChecker.format(high, unit: unit))"
    case (nil, nil): return "any value"
    }
  }
}
