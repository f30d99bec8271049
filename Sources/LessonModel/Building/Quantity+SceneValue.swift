import Expressions
extension Quantity {
  /// The quantity's value with `constants`, for building and running scenes: an expression that fails
  /// or a value that is not finite becomes a `SceneBuildError` that starts with `what`.
  package func sceneValue(_ constants: [String: Double], _ what: @autoclosure () -> String) throws(SceneBuildError) -> Double {
    let value: Double
    do {
      value = try self.value(ExpressionEvaluator(environment: EvaluationEnvironment(constants: constants)))
    } catch {
      throw SceneBuildError("\(what()): \(error.message)")
    }
    guard value.isFinite else { throw SceneBuildError("\(what()) is not a finite number (\(value))") }
    return value
  }
}
