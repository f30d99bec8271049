import Expressions
import LessonModel
import LessonRuntime

extension TutorSession {
  /// `run [seconds]`: nil runs for the scene's duration (the time was read and checked by the parser).
  func runCommand(seconds duration: Double?) throws(TutorError) -> String {
    guard var current = state else { return "" }
    let run: SceneRun
    do {
      run = try SceneRunner.run(current.lesson, values: current.values, duration: duration)
    } catch {
      throw TutorError(t("the scene could not run: {problem}", ["problem": error.message]))
    }
    current.lastRun = run
    state = current
    let renderer = RunRenderer(lesson: current.lesson, run: run, settings: settings, t: t)
    return renderer.runReport()
  }

  /// `code`: the open lesson's scene as a Swift file, with the values in force.
  func codeCommand() throws(TutorError) -> String {
    guard let current = state else { return "" }
    let text: String
    do {
      text = try SceneCode.swift(for: current.lesson, values: current.values)
    } catch {
      throw TutorError(error.message)
    }
    // How to get the same text into a file: the shell command with the values changed here.
    let defaults = ParameterValues(defaultsOf: current.lesson)
    let sets = current.lesson.parameters.filter { current.values[$0.name] != defaults[$0.name] }
      .compactMap { parameter in current.values[parameter.name].map { " --set \(parameter.name)=\(parameter.display($0))" } }
    let type = text.split(separator: "\n").first { $0.hasPrefix("final class ") }?.split(separator: ":").first?
      .dropFirst("final class ".count) ?? "Scene"
    return text + "\n" + t("To save it: `{command}`", ["command": "dynamics-tutor code \(current.lesson.id)\(sets.joined()) > \(type).swift"])
  }

  /// `play [speed]`: 1 is real time.
  func playCommand(speed: Double?) throws(TutorError) -> TutorResponse {
    guard var current = state else { return TutorResponse("") }
    let speed = speed ?? 1
    let run: SceneRun
    if let last = current.lastRun {
      run = last
    } else {
      do {
        run = try SceneRunner.run(current.lesson, values: current.values)
      } catch {
        throw TutorError(t("the scene could not run: {problem}", ["problem": error.message]))
      }
      current.lastRun = run
      state = current
    }
    let renderer = RunRenderer(lesson: current.lesson, run: run, settings: settings, t: t)
    let plan = renderer.playbackPlan(speed: speed)
    return TutorResponse("", playback: plan)
  }

  /// `plot <quantity>[,...] [item]`, or `plot <plot id>`.
  func plotCommand(_ quantities: [String], item: String?) throws(TutorError) -> String {
    guard let current = state else { return "" }
    guard let run = current.lastRun else { throw TutorError(t("nothing to plot yet; type `run` first")) }
    guard !quantities.isEmpty else {
      let ids = current.lesson.plots.map(\.id).joined(separator: ", ")
      throw TutorError(t("usage: plot <quantity>[,...] [item]; this lesson's plots: {plots}", ["plots": ids]))
    }
    let renderer = RunRenderer(lesson: current.lesson, run: run, settings: settings, t: t)
    if item == nil, quantities.count == 1, let plot = current.lesson.plot(quantities[0]) {
      return renderer.render(plot)
    }
    let signals = quantities.map { quantity in item.map { "\($0).\(quantity)" } ?? quantity }
    switch renderer.validate(signals) {
    case .failure(let problem): throw TutorError(problem.message)
    case .success:
      return renderer.render(LessonPlot(kind: .series, id: "custom", signals: signals.compactMap(SignalRef.init(parsing:)),
                                        yPointsDown: signals.allSatisfy { RunRenderer.isVertical($0) }))
    }
  }

  /// `scene [time]`: the scene at a time of the last run (its start by default).
  func sceneCommand(seconds: Double?) throws(TutorError) -> String {
    guard let current = state else { return "" }
    let time = seconds ?? 0
    let run: SceneRun
    if let last = current.lastRun {
      run = last
    } else {
      do {
        run = try SceneRunner.run(current.lesson, values: current.values, duration: max(time, current.lesson.scene.step))
      } catch {
        throw TutorError(t("the scene could not be built: {problem}", ["problem": error.message]))
      }
    }
    guard time >= 0, time <= run.trajectory.duration + 1e-9 else {
      throw TutorError(t("the last run covers 0 to {duration}; `run {time}` runs longer",
                         ["duration": Figures.format(run.trajectory.duration, unit: "s"),
                          "time": Figures.format(time, unit: "")]))
    }
    return RunRenderer(lesson: current.lesson, run: run, settings: settings, t: t).scene(at: time, trails: true)
  }
}
