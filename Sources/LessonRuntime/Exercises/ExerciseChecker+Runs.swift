import LessonModel
import Expressions
/// Checks that need the engine: predictions, tuning targets, and the test suite's `verify`.
extension ExerciseChecker {
  /// Evaluates a dynamic expression over `run` (the main run, no named runs).
  public func evaluate(_ expression: Expression, over run: SceneRun) throws(ExpressionError) -> ExpressionValue {
    try evaluate(expression, over: ["": run])
  }

  /// Evaluates a dynamic expression over named runs; `""` is the main run.
  public func evaluate(_ expression: Expression, over runs: [String: SceneRun]) throws(ExpressionError) -> ExpressionValue {
    var environment = EvaluationEnvironment(constants: runs[""]?.constants ?? [:],
                                            runs: runs.mapValues(\.trajectory))
    for (name, value) in constants() where environment.constants[name] == nil { environment.constants[name] = value }
    return try ExpressionEvaluator(environment: environment).evaluate(expression)
  }

  /// The parameter values of each run an exercise needs: the main run `""` with the current values,
  /// and each named run with its changes on top.
  package func runValues(_ exercise: ExerciseSpec) -> [String: ParameterValues] {
    var result = ["": values]
    for run in exercise.runs {
      var changed = values
      for (name, value) in run.values { changed[name] = value }
      result[run.name] = changed
    }
    return result
  }

  /// Runs the scene once per run the exercise needs.
  package func performRuns(_ exercise: ExerciseSpec) throws(SceneBuildError) -> [String: SceneRun] {
    var runs: [String: SceneRun] = [:]
    for (name, values) in runValues(exercise).sorted(by: { $0.key < $1.key }) {
      runs[name] = try SceneRunner.run(lesson, values: values)
    }
    return runs
  }

  /// The choice (0-based) a run makes true: the first outcome that holds.
  public func outcome(_ exercise: ExerciseSpec, run: SceneRun) -> Result<Int, AnswerError> {
    outcome(exercise, runs: ["": run])
  }

  /// The choice (0-based) the runs make true: the first outcome that holds.
  public func outcome(_ exercise: ExerciseSpec, runs: [String: SceneRun]) -> Result<Int, AnswerError> {
    guard case .predict(_, let outcomes, _) = exercise.kind else {
      return .failure(AnswerError(t("exercise {id} is not a prediction", ["id": exercise.id])))
    }
    for (index, outcome) in outcomes.enumerated() {
      do {
        if case .boolean(true) = try evaluate(outcome, over: runs) { return .success(index) }
      } catch {
        return .failure(AnswerError(t("outcome {number} of {id} could not be evaluated: {problem}",
                                      ["number": "\(index + 1)", "id": exercise.id, "problem": error.message])))
      }
    }
    return .failure(AnswerError(t("no outcome of {id} holds in this run", ["id": exercise.id])))
  }

  /// Judges a prediction (0-based choice) by running the scene with the current parameters (and
  /// the exercise's named runs, if it compares some). Returns every run made, keyed as in
  /// `performRuns` (`""` is the main run), so that the caller can show the evidence.
  package func checkPrediction(_ exercise: ExerciseSpec, choice: Int) -> (Verdict, [String: SceneRun]) {
    guard case .predict(let choices, _, _) = exercise.kind else {
      return (.unreadable(t("this exercise is not a prediction")), [:])
    }
    guard choices.indices.contains(choice) else {
      return (.unreadable(t("choose a letter from a to {letter}", ["letter": Figures.letter(choices.count - 1)])), [:])
    }
    let missing = missingSetup(exercise)
    guard missing.isEmpty else { return (.needsSetup(missing), [:]) }
    let runs: [String: SceneRun]
    do {
      runs = try performRuns(exercise)
    } catch {
      return (.unreadable(t("the scene could not run: {problem}", ["problem": error.message])), [:])
    }
    switch outcome(exercise, runs: runs) {
    case .failure(let error): return (.unreadable(error.message), runs)
    case .success(let actual):
      let shown = t("the run shows {letter}) {choice}", ["letter": Figures.letter(actual), "choice": choices[actual]])
      return (actual == choice ? .correct(detail: shown) : .incorrect(detail: shown), runs)
    }
  }

  /// Judges a tuning exercise: runs the scene with the current parameters and measures it. The
  /// verdict's detail gives every measure and its range, met or not. Setup values the exercise
  /// assumes must be in place, except for the parameters the learner tunes.
  package func checkTuning(_ exercise: ExerciseSpec) -> (Verdict, SceneRun?) {
    guard case .tune(let vary, let measures, _, _) = exercise.kind else {
      return (.unreadable(t("this exercise is not a tuning task")), nil)
    }
    let missing = missingSetup(exercise).filter { !vary.contains($0.name) }
    guard missing.isEmpty else { return (.needsSetup(missing), nil) }
    let run: SceneRun
    do {
      run = try SceneRunner.run(lesson, values: values)
    } catch {
      return (.unreadable(t("the scene could not run: {problem}", ["problem": error.message])), nil)
    }
    switch measure(measures, over: run) {
    case .failure(let problem): return (.unreadable(problem.message), run)
    case .success(let results):
      let detail = results.map { $0.description(t) }.joined(separator: "; ")
      return (results.allSatisfy(\.met) ? .correct(detail: detail) : .incorrect(detail: detail), run)
    }
  }

  /// Each measure's value over `run`, with whether it meets its range.
  package func measure(_ measures: [TuneMeasure], over run: SceneRun) -> Result<[MeasureResult], AnswerError> {
    var results: [MeasureResult] = []
    for measure in measures {
      do {
        guard case .number(let value) = try evaluate(measure.value, over: run) else {
          return .failure(AnswerError(t("the measure \"{label}\" is not a number", ["label": measure.label])))
        }
        results.append(MeasureResult(measure: measure, value: value))
      } catch {
        return .failure(AnswerError(t("the measure \"{label}\" could not be evaluated: {problem}",
                                      ["label": measure.label, "problem": error.message])))
      }
    }
    return .success(results)
  }

  /// The engine's measurement for a numeric exercise (its `verify` expression over a run).
  package func measuredValue(_ exercise: ExerciseSpec, run: SceneRun) -> Result<Double, AnswerError> {
    measuredValue(exercise, runs: ["": run])
  }

  /// The engine's measurement for a numeric exercise over the main run and its named runs.
  package func measuredValue(_ exercise: ExerciseSpec, runs: [String: SceneRun]) -> Result<Double, AnswerError> {
    guard case .numeric(_, _, _, _, let verify?) = exercise.kind else {
      return .failure(AnswerError(t("exercise {id} has no verify expression", ["id": exercise.id])))
    }
    do {
      switch try evaluate(verify, over: runs) {
      case .number(let x): return .success(x)
      default: return .failure(AnswerError(t("verify of {id} is not a number", ["id": exercise.id])))
      }
    } catch {
      return .failure(AnswerError(t("verify of {id} failed: {problem}", ["id": exercise.id, "problem": error.message])))
    }
  }
}
