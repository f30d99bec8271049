import LessonModel
import TOML
import Expressions
/// Checks that need values: the scene is evaluated with every parameter at its default, so that
/// frames, event times, answers and marks written as expressions are checked like literals.
struct EvaluatedChecks: DraftReader {
  let draft: LessonDraft
  /// The lesson file's table, where problems of the whole scene are reported.
  let root: TOMLTable

  func check(_ lesson: Lesson) {
    // An expression with an unknown name cannot be evaluated and already has its error; after
    // other errors, a failure to evaluate is therefore not reported again (a bad value still is).
    let hadErrors = sink.hasErrors
    let defaults = ParameterValues(defaultsOf: lesson)
    let constants: [String: Double]
    do {
      constants = try StaticConstants.compute(lesson, values: defaults)
    } catch {
      // With other errors already reported this is usually their consequence; say nothing more.
      if !sink.hasErrors { sink.error("with the default parameters, \(error.message)", at: root.position) }
      return
    }
    let evaluator = ExpressionEvaluator(environment: EvaluationEnvironment(constants: constants))
    /// The value; nil (and `failed`) when it cannot be evaluated.
    func evaluate(_ quantity: Quantity) -> (value: Double?, failed: Bool) {
      guard let number = try? quantity.value(evaluator) else { return (nil, true) }
      return (number.isFinite ? number : nil, false)
    }
    let (width, height) = (constants["width"] ?? scene.width, constants["height"] ?? scene.height)
    let duration = constants["duration"] ?? scene.duration

    for item in lesson.items {
      let frame = ["x", "y", "width", "height"].compactMap { constants["\(item.id).frame.\($0)"] }
      guard frame.count == 4 else { continue }
      let position = draft.ids[item.id].map { SourcePosition(line: $0, column: 1) }
      if frame[2] <= 0 || frame[3] <= 0 {
        sink.error("item \"\(item.id)\": width and height must be > 0 (the frame gives \(LessonSchema.show(frame[2])) x \(LessonSchema.show(frame[3])))",
                   at: position)
      } else if scene.engine == .dynamics,
                frame[0] + frame[2] <= 0 || frame[1] + frame[3] <= 0 || frame[0] >= width || frame[1] >= height {
        // Layers of animation lessons often start off screen and slide in.
        sink.warning("item \"\(item.id)\" lies entirely outside the \(LessonSchema.show(width))x\(LessonSchema.show(height)) reference view",
                     at: position)
      }
    }

    for (time, position) in draft.eventTimes {
      guard case .expression(let expression, _) = time else { continue }
      let result = evaluate(time)
      guard let seconds = result.value else {
        if !(result.failed && hadErrors) {
          sink.error("event time cannot be computed with the default parameters", at: position)
        }
        continue
      }
      if seconds < 0 || seconds > duration + 1e-9 {
        sink.error("event at \(LessonSchema.show(seconds)) s is after the scene duration \(LessonSchema.show(duration)) s",
                   at: position)
      }
      if case .name(let name, nil, _) = expression, let parameter = lesson.parameter(name),
         parameter.maximum > duration + 1e-9, lesson.parameter(ParameterName.sceneDuration) == nil {
        sink.warning("parameter \"\(name)\" can move the event to \(LessonSchema.show(parameter.maximum)) s, after the scene duration \(LessonSchema.show(duration)) s",
                     at: position)
      }
    }

    for exercise in lesson.exercises {
      guard case .numeric(let answer, _, _, _, _) = exercise.kind else { continue }
      var values = defaults
      for (name, setting) in exercise.setup { values[name] = setting }
      let position = draft.exercisePositions[exercise.id]
      guard let withSetup = try? StaticConstants.compute(lesson, values: values) else {
        if hadErrors { continue }
        sink.error("exercise \"\(exercise.id)\": the scene cannot be computed with the setup values", at: position?.table)
        continue
      }
      let result = try? answer.value(ExpressionEvaluator(environment: EvaluationEnvironment(constants: withSetup)))
      if result == nil && hadErrors { continue }
      if result?.isFinite != true {
        sink.error("exercise \"\(exercise.id)\": answer is not a finite number with the default and setup values",
                   at: position?.answer ?? position?.table)
      }
    }

    for (mark, position, plot) in draft.markChecks {
      let result = evaluate(mark)
      guard result.value == nil, !(result.failed && hadErrors) else { continue }
      sink.error("plot \"\(plot)\": the mark is not a finite number with the default parameters", at: position)
    }
  }
}
