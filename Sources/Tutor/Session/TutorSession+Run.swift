import Lessons

extension TutorSession {
  func runCommand(_ arguments: [String]) -> String {
    guard var current = state else { return "" }
    var duration: Double?
    if !arguments.isEmpty {
      // `run 2`, `run 2 s`, `run 500 ms`: the words are one time.
      let text = arguments.joined(separator: " ")
      if let tooLong = Self.valueTooLong(text) { return error(tooLong.message) }
      switch AnswerParser.value(of: text, expectedUnit: "s", constants: [:], subject: "the run's length") {
      case .success(let seconds):
        guard seconds > 0, seconds <= SceneRunner.maximumDuration else {
          return error("run takes a time of more than 0 s and at most \(Int(SceneRunner.maximumDuration)) s, not "
            + ExerciseChecker.format(seconds, unit: "s"))
        }
        duration = seconds
      case .failure(let problem): return error(problem.message)
      }
    }
    let run: SceneRun
    do {
      run = try SceneRunner.run(current.lesson, values: current.values, duration: duration)
    } catch {
      return self.error("the scene could not run: \(error.message)")
    }
    current.lastRun = run
    state = current
    let renderer = RunRenderer(lesson: current.lesson, run: run, settings: settings)
    return renderer.runReport()
  }

  func playCommand(_ arguments: [String]) -> TutorResponse {
    guard var current = state else { return TutorResponse("") }
    guard arguments.count <= 1 else { return TutorResponse(error("usage: play [speed], for example `play 0.5`")) }
    var speed = 1.0
    if let text = arguments.first {
      guard let value = Double(text), value.isFinite, value >= 0.05, value <= 10 else {
        return TutorResponse(error("play takes a speed between 0.05 and 10 (1 is real time), not \(Self.clip(text))"))
      }
      speed = value
    }
    let run: SceneRun
    if let last = current.lastRun {
      run = last
    } else {
      do {
        run = try SceneRunner.run(current.lesson, values: current.values)
      } catch {
        return TutorResponse(self.error("the scene could not run: \(error.message)"))
      }
      current.lastRun = run
      state = current
    }
    let renderer = RunRenderer(lesson: current.lesson, run: run, settings: settings)
    let plan = renderer.playbackPlan(speed: speed)
    return TutorResponse("", playback: plan)
  }

  func plotCommand(_ arguments: [String]) -> String {
    guard let current = state else { return "" }
    guard let run = current.lastRun else { return error("nothing to plot yet; type `run` first") }
    guard !arguments.isEmpty, arguments.count <= 2 else {
      let ids = current.lesson.plots.map(\.id).joined(separator: ", ")
      return error("usage: plot <quantity>[,...] [item]; this lesson's plots: \(ids)")
    }
    let renderer = RunRenderer(lesson: current.lesson, run: run, settings: settings)
    if arguments.count == 1, let plot = current.lesson.plots.first(where: { $0.id == arguments[0] }) {
      return renderer.render(plot)
    }
    let quantities = arguments[0].split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    var signals: [String] = []
    for quantity in quantities where !quantity.isEmpty {
      signals.append(arguments.count == 2 ? "\(arguments[1]).\(quantity)" : quantity)
    }
    switch renderer.validate(signals) {
    case .failure(let problem): return error(problem.message)
    case .success:
      return renderer.render(PlotSpec(kind: .series, id: "custom", signals: signals,
                                      yDown: signals.allSatisfy { RunRenderer.isVertical($0) }))
    }
  }

  func sceneCommand(_ arguments: [String]) -> String {
    guard let current = state else { return "" }
    var time = 0.0
    if !arguments.isEmpty {
      let text = arguments.joined(separator: " ")
      if let tooLong = Self.valueTooLong(text) { return error(tooLong.message) }
      switch AnswerParser.value(of: text, expectedUnit: "s", constants: [:], subject: "the scene's time") {
      case .success(let seconds): time = seconds
      case .failure(let problem): return error(problem.message)
      }
    }
    let run: SceneRun
    if let last = current.lastRun {
      run = last
    } else {
      do {
        run = try SceneRunner.run(current.lesson, values: current.values, duration: max(time, current.lesson.scene.step))
      } catch {
        return self.error("the scene could not be built: \(error.message)")
      }
    }
    guard time >= 0, time <= run.trajectory.duration + 1e-9 else {
      return error("the last run covers 0 to \(ExerciseChecker.format(run.trajectory.duration, unit: "s")); `run \(ExerciseChecker.format(time, unit: ""))` runs longer")
    }
    return RunRenderer(lesson: current.lesson, run: run, settings: settings).scene(at: time, trails: true)
  }
}
