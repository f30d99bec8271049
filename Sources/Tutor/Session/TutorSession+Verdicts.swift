import TerminalGraphics
import Expressions
import LessonModel
import Progress
import LessonRuntime

/// Verdicts as the learner reads them: the mark, the figures that decided it, the run it came from,
/// and what to do next. Hints and worked solutions live here too.
extension TutorSession {
  /// Turns a verdict into text and updates the exercise's state. `evidence` (a sentence) and `drawing`
  /// (a plot or scene of the deciding run, drawn in the rows it is given) are shown under the verdict
  /// line; the drawing gets only the rows the window has left, so that the verdict, its explanation
  /// and what to do next stay on screen together (a line says how to see it when none are left).
  func record(_ verdict: Verdict, for exercise: ExerciseSpec, evidence: String? = nil,
              drawing: ((Int) -> String)? = nil, reserving reservedRows: Int = 0) -> String {
    guard state != nil else { return "" }
    // The explanation's figures are computed first: doing so may store a run in the tutor's state.
    let explanation = exercise.explain.flatMap { state?.lesson.prose.section($0) }.map { withFigures($0.body) }
    guard var current = state else { return "" }
    var progress = current.exercises[exercise.id] ?? ExerciseProgress()
    let isPrediction = if case .predict = exercise.kind { true } else { false }
    var lines: [String] = []
    let wasSolved = progress.solved
    if !current.isOnExercisePage {
      // Off the exercise's page, the verdict says which exercise it judged, where it is, and with
      // which values: its own, which nothing set on this page changes.
      lines += TextWrap.paragraph(t("Exercise {number} ({id}): {question}",
                                 ["number": "\(current.number(of: exercise))", "id": exercise.id, "question": exercise.question]),
                               width: settings.width, first: "", rest: "  ")
      if let page = current.page(of: exercise) {
        lines += wrapped(t("Judged on its page, page {page}, with its own values; `set` on this page does not change them. {values}",
                           ["page": "\(page)", "values": contextLine(exercise)]))
      }
    }
    if verdict.isAttempt { progress.attempts += 1 }
    switch verdict {
    case .correct(let detail), .incorrect(let detail):
      lines += wrapped(verdictLine(verdict.isCorrect, detail, prediction: isPrediction))
      if let evidence, !evidence.isEmpty {
        lines.append("")
        lines += evidence.components(separatedBy: "\n").flatMap { TextWrap.paragraph($0, width: settings.width, first: "", rest: "") }
      }
      let drawingAt = lines.count
      if verdict.isCorrect || isPrediction {
        progress.solved = true
        if let explanation {
          lines.append("")
          lines.append(MarkdownText.render(explanation, width: settings.width, color: settings.color))
        } else if isPrediction, !verdict.isCorrect, let solution = exercise.solution {
          lines.append("")
          lines += wrapped(t("Why: {solution}", ["solution": solution]))
        }
        lines.append("")
        current.exercises[exercise.id] = progress
        state = current
        lines += wrapped(progressLine() + " " + goOnLine())
      } else if wasSolved {
        lines += wrapped(t("The exercise stays solved: an answer after the right one is not counted against it."))
      } else if progress.hintsShown < exercise.hints.count {
        lines += wrapped(t("Try again, or type `hint` for a hint."))
      } else {
        lines += wrapped(t("Try again, or type `solution` to see the worked answer."))
      }
      if let drawing {
        let text = lines.flatMap { $0.components(separatedBy: "\n") }.count
        lines.insert(contentsOf: ["", fitted(drawing, rows: outputRows - text - 1 - reservedRows)], at: drawingAt)
      }
      // In a window too short for all of it the blank lines between the parts go first, so that the
      // verdict line stays on screen above a long explanation.
      if lines.flatMap({ $0.components(separatedBy: "\n") }).count + reservedRows > outputRows {
        lines.removeAll { $0.isEmpty }
      }
    case .needsSetup(let missing):
      lines += wrapped(t("This exercise assumes other values for what the question fixes; nothing was judged:"))
      for entry in missing {
        lines.append("  " + t("set {name} {value}   (now {current})", ["name": entry.name, "value": display(entry.name, entry.value),
                                                                         "current": display(entry.name, entry.current)]))
      }
      lines += wrapped(t("`reset` puts every value back to the exercise's start."))
    case .unreadable(let message):
      lines.append(error(message))
    }
    current.exercises[exercise.id] = progress
    state = current
    return lines.joined(separator: "\n")
  }

  /// `✔ Correct: …` or `✘ Not quite: …` with the verdict's detail; for a prediction, whether the run
  /// agreed with it.
  private func verdictLine(_ right: Bool, _ detail: String, prediction: Bool) -> String {
    let values = ["detail": detail]
    switch (right, prediction) {
    case (true, true): return mark(true) + " " + t("Your prediction was right: {detail}.", values)
    case (false, true): return mark(false) + " " + t("Not what happened: {detail}.", values)
    case (true, false): return mark(true) + " " + t("Correct: {detail}.", values)
    case (false, false): return mark(false) + " " + t("Not quite: {detail}.", values)
    }
  }

  /// What a prediction already made says when chosen again: the verdict's own words after a colon (they
  /// start in lower case: "the run shows …"), with a full stop.
  func finalPrediction(_ letter: String, _ verdict: Verdict) -> String {
    let values = ["letter": letter]
    switch verdict {
    case .correct(let detail), .incorrect(let detail):
      return t("Your prediction, {letter}, is final: {detail}.", values.merging(["detail": detail]) { $1 })
    case .needsSetup: return t("Your prediction, {letter}, is final, but the exercise's values are not in place.", values)
    case .unreadable(let message): return t("Your prediction, {letter}, is final: {problem}", values.merging(["problem": message]) { $1 })
    }
  }

  /// What the run measured for a numeric exercise, as one sentence that names what ran: the physics
  /// engine, or, for the animation and motion lessons (which no physics engine runs), their timeline
  /// sampled step by step.
  func measuredSentence(_ value: String) -> String {
    let values = ["step": stepText, "value": value]
    switch state?.lesson.scene.engine ?? .dynamics {
    case .dynamics: return t("The engine's run, in steps of {step}, measures {value}.", values)
    case .animation: return t("The animation, sampled every {step} on its timeline, gives {value}.", values)
    case .motion: return t("The motion effects, sampled every {step}, give {value}.", values)
    }
  }

  /// Rows a command's whole output may fill: the window's height less the prompt's line.
  var outputRows: Int { settings.height - 1 }

  /// `drawing` in `rows` rows, or, with too few for a drawing, the line that says where to see it.
  func fitted(_ drawing: (Int) -> String, rows: Int) -> String {
    guard rows >= RunRenderer.drawingMinimumRows else {
      return wrapped(t("(The run that decided it did not fit in the window: `plot` and `scene` show it.)"))
        .joined(separator: "\n")
    }
    return drawing(rows)
  }

  /// What the deciding runs show, as the exercise's `show` asks, in at most `rows` rows: a lesson plot
  /// per run, or the scene at a time. Empty when the exercise names nothing to show.
  func evidence(for exercise: ExerciseSpec, runs: [String: SceneRun], rows: Int) -> String {
    guard let state, let display = exercise.show, let main = runs[""] else { return "" }
    let lesson = state.lesson
    switch display {
    case .plot(let id):
      guard let plot = lesson.plot(id) else { return "" }
      let named = exercise.runs.filter { runs[$0.name] != nil }
      var parts: [String] = []
      if plot.kind == .series, !named.isEmpty {
        // Compared runs share one plot and one value axis, under a line that names them.
        let compared = named.compactMap { run in
          runs[run.name].map { (name: run.name, renderer: RunRenderer(lesson: lesson, run: $0, settings: settings, t: t)) }
        }
        let list = named.map { run in
          t("{name} ({values})", ["name": run.name, "values": run.values.map { shown($0.name, $0.value) }.joined(separator: ", ")])
        }.joined(separator: "; ")
        let heading = TextWrap.paragraph(t("Runs compared: {runs}.", ["runs": list]), width: settings.width, first: "", rest: "  ")
        return (heading + RunRenderer.compared(plot, runs: compared, width: settings.graphicsWidth, rows: rows - heading.count))
          .joined(separator: "\n")
      }
      // Each run's drawing shares the rows, under a line that names the run.
      let share = named.isEmpty ? rows : (rows - (named.count - 1)) / named.count - 1
      for run in named {
        guard let recorded = runs[run.name] else { continue }
        let values = run.values.map { shown($0.name, $0.value) }.joined(separator: ", ")
        let renderer = RunRenderer(lesson: lesson, run: recorded, settings: settings, t: t)
        parts.append(([t("Run {name} ({values}):", ["name": run.name, "values": values])]
          + renderer.drawn(plot, width: settings.graphicsWidth, rows: min(share, renderer.naturalRows(plot)))).joined(separator: "\n"))
      }
      if parts.isEmpty {
        let renderer = RunRenderer(lesson: lesson, run: main, settings: settings, t: t)
        parts.append(renderer.drawn(plot, width: settings.graphicsWidth, rows: min(share, renderer.naturalRows(plot)))
          .joined(separator: "\n"))
      }
      return parts.joined(separator: "\n\n")
    case .scene(let at):
      var time = main.trajectory.duration
      if let at, let checker = checker(for: exercise), case .number(let value)? = try? checker.evaluate(at, over: runs),
         value.isFinite {
        time = min(max(value, 0), main.trajectory.duration)
      }
      return t("The scene at {time}:", ["time": Figures.format(time, unit: "s")]) + "\n"
        + RunRenderer(lesson: lesson, run: main, settings: settings, t: t).scene(at: time, trails: true, rows: rows - 1)
    }
  }

  /// What to type after a solved exercise: `next` reads on, unless the next exercise to solve lies on an
  /// earlier page, which `next` would never reach.
  func goOnLine() -> String {
    guard let state, let next = state.exercisesInPageOrder.first(where: { state.exercises[$0.id]?.solved != true }),
          let page = state.page(of: next), page - 1 < state.page else {
      return t("Type `next` to go on.")
    }
    return t("`page {page}` goes back to it; `next` reads on.", ["page": "\(page)"])
  }

  func wrapped(_ text: String) -> [String] {
    TextWrap.paragraph(text, width: settings.width, first: "", rest: "  ")
  }

  func mark(_ right: Bool) -> String {
    let symbol = settings.ascii ? (right ? "[ok]" : "[x]") : (right ? "✔" : "✘")
    guard settings.color else { return symbol }
    return (right ? "\u{1B}[32m" : "\u{1B}[31m") + symbol + "\u{1B}[0m"
  }
}
