/// Checks that need the engine: predictions, tuning targets, and the test suite's `verify`.
extension ExerciseChecker {
  /// Evaluates a dynamic expression over `run`.
  public func evaluate(_ expression: Expression, over run: SceneRun) throws(ExpressionError) -> ExpressionValue {
    var environment = EvaluationEnvironment(constants: run.constants, runs: ["": run.trajectory])
    for (name, value) in constants() where environment.constants[name] == nil { environment.constants[name] = value }
    return try ExpressionEvaluator(environment: environment).evaluate(expression)
  }

  /// The choice (0-based) a run makes true: the first outcome that holds.
  public func outcome(_ exercise: ExerciseSpec, run: SceneRun) -> Result<Int, AnswerError> {
    guard case .predict(_, let outcomes, _) = exercise.kind else {
      return .failure(AnswerError("exercise \(exercise.id) is not a prediction"))
    }
    for (index, outcome) in outcomes.enumerated() {
      do {
        if case .boolean(true) = try evaluate(outcome, over: run) { return .success(index) }
      } catch {
        return .failure(AnswerError("outcome \(index + 1) of \(exercise.id) could not be evaluated: \(error.message)"))
      }
    }
    return .failure(AnswerError("no outcome of \(exercise.id) holds in this run"))
  }

  /// Judges a prediction (0-based choice) by running the scene with the current parameters.
  public func checkPrediction(_ exercise: ExerciseSpec, choice: Int) -> (Verdict, SceneRun?) {
    guard case .predict(let choices, _, _) = exercise.kind else {
      return (.unreadable("this exercise is not a prediction"), nil)
    }
    guard choices.indices.contains(choice) else {
      return (.unreadable("choose a letter from a to \(Self.letter(choices.count - 1))"), nil)
    }
    let missing = missingSetup(exercise)
    guard missing.isEmpty else { return (.needsSetup(missing), nil) }
    let run: SceneRun
    do {
      run = try SceneRunner.run(lesson, values: values)
    } catch {
      return (.unreadable("the scene could not run: \(error.message)"), nil)
    }
    switch outcome(exercise, run: run) {
    case .failure(let error): return (.unreadable(error.message), run)
    case .success(let actual):
      let shown = "the run shows \(Self.letter(actual))) \(choices[actual])"
      return (actual == choice ? .correct(detail: shown) : .incorrect(detail: shown), run)
    }
  }

  /// Judges a tuning exercise: runs the scene with the current parameters and tests the target.
  public func checkTuning(_ exercise: ExerciseSpec) -> (Verdict, SceneRun?) {
    guard case .tune(_, let target, _, _) = exercise.kind else {
      return (.unreadable("this exercise is not a tuning task"), nil)
    }
    let run: SceneRun
    do {
      run = try SceneRunner.run(lesson, values: values)
    } catch {
      return (.unreadable("the scene could not run: \(error.message)"), nil)
    }
    do {
      let holds = try evaluate(target, over: run)
      if case .boolean(true) = holds { return (.correct(detail: "the run meets the target"), run) }
      return (.incorrect(detail: "the run misses the target; change a parameter and try again"), run)
    } catch {
      return (.unreadable("the target could not be evaluated: \(error.message)"), run)
    }
  }

  /// The engine's measurement for a numeric exercise (its `verify` expression over a run).
  public func measuredValue(_ exercise: ExerciseSpec, run: SceneRun) -> Result<Double, AnswerError> {
    guard case .numeric(_, _, _, _, let verify?) = exercise.kind else {
      return .failure(AnswerError("exercise \(exercise.id) has no verify expression"))
    }
    do {
      switch try evaluate(verify, over: run) {
      case .number(let x): return .success(x)
      default: return .failure(AnswerError("verify of \(exercise.id) is not a number"))
      }
    } catch {
      return .failure(AnswerError("verify of \(exercise.id) failed: \(error.message)"))
    }
  }
}
