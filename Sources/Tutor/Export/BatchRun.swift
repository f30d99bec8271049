import Expressions
import Localization
import LessonModel
import LessonRuntime

/// `dynamics-tutor run <lesson> …`: one run without the REPL, as text (plots and the final scene),
/// CSV or JSON. Testable without a terminal.
public struct BatchRun {
  /// Why a batch run could not be done; the message is one line for stderr.
  public struct Failure: Error, Sendable, Equatable {
    public var message: String
  }

  public var lessonID: String
  /// `name=value` assignments, applied in order (units and expressions allowed, ranges checked).
  public var assignments: [String]
  /// Seconds to simulate; the lesson's `scene.duration` when nil.
  public var duration: Double?
  /// Signals to plot or export (`fallingButton.y`, or a lesson plot id in text mode).
  public var plots: [String]
  public var format: RunExport.Format
  /// A live session to replay (`--replay FILE`): its parameters first (then `assignments`), its touches
  /// at their times, for its duration unless `duration` says otherwise.
  package var replay: LiveRecording?

  /// Creates a batch run.
  public init(lessonID: String, assignments: [String] = [], duration: Double? = nil, plots: [String] = [],
              format: RunExport.Format = .text, replay: LiveRecording? = nil) {
    self.replay = replay
    self.lessonID = lessonID
    self.assignments = assignments
    self.duration = duration
    self.plots = plots
    self.format = format
  }

  /// Runs the lesson and returns what to print on stdout; a failure is worded in the catalog's language.
  public func execute(catalog: LessonCatalog, settings: OutputSettings) -> Result<String, Failure> {
    let t = Messages(catalog.language)
    let lesson: Lesson, values: ParameterValues
    if let replay, replay.lessonID != lessonID {
      return .failure(Failure(message: t("the recording is of {lesson}, not {id}", ["lesson": replay.lessonID, "id": TutorSession.clip(lessonID)])))
    }
    switch Self.lessonAndValues(lessonID, assignments: assignments, catalog: catalog, base: replay?.parameters ?? [:]) {
    case .failure(let failure): return .failure(failure)
    case .success(let found): (lesson, values) = (found.lesson, found.values)
    }
    let longest = replay == nil ? SceneSpec.maximumRunDuration : LiveRun.maximumDuration
    if let duration, !(duration > 0 && duration <= longest) {
      return .failure(Failure(message: t("--duration must be between 0 and {maximum} s", ["maximum": "\(Int(longest))"])))
    }
    let run: SceneRun
    do {
      if let replay {
        run = try LiveRun.replay(lesson, values: values, touches: replay.touches, duration: duration ?? replay.duration)
      } else {
        run = try SceneRunner.run(lesson, values: values, duration: duration)
      }
    } catch {
      return .failure(Failure(message: t("the scene could not run: {problem}", ["problem": error.message])))
    }
    let renderer = RunRenderer(lesson: lesson, run: run, settings: settings, t: t)
    let requested = plots.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
      .filter { !$0.isEmpty }
    let names = requested.filter { name in !lesson.plots.contains { $0.id == name } }
    var signals: [SignalRef] = []
    // On the command line a quantity is named with its item: `--plot fallingButton.y`.
    if let bare = names.first(where: { !$0.contains(".") }) {
      return .failure(Failure(message: t("--plot {name}: name one of the lesson's plots ({plots}) or an item's quantity such as `--plot {example}`",
                                         ["name": TutorSession.clip(bare), "plots": lesson.plots.map(\.id).joined(separator: ", "),
                                          "example": (lesson.items.first?.id ?? "item") + ".y"])))
    }
    if !names.isEmpty {
      switch renderer.validate(names) {
      case .failure(let problem): return .failure(Failure(message: problem.message))
      case .success(let references): signals = references
      }
    }
    // A plot named for export gives its own lines, in the order the command line names them.
    var differences: [SignalDifference] = []
    if format == .csv || format == .json {
      var columns: [SignalRef] = []
      for name in requested {
        if let plot = lesson.plots.first(where: { $0.id == name }) {
          guard !plot.signals.isEmpty || !plot.differences.isEmpty else {
            return .failure(Failure(message: t("--plot {name} is a drawing of the scene: {format} exports series plots and quantities such as `--plot {example}`",
                                               ["name": name, "format": format.rawValue,
                                                "example": (lesson.items.first?.id ?? "item") + ".y"])))
          }
          columns += plot.signals
          differences += plot.differences
        } else if let signal = signals.first(where: { $0.description == name }) ?? SignalRef(parsing: name) {
          columns.append(signal)
        }
      }
      signals = columns
    }
    switch format {
    case .hash: return .success(run.trajectory.stateHash + "\n")
    case .csv:
      let columns = differences.isEmpty ? RunExport.signals(for: run, requested: signals) : signals
      return .success(RunExport.csv(run, signals: columns, differences: differences))
    case .json:
      let columns = differences.isEmpty ? RunExport.signals(for: run, requested: signals) : signals
      return .success(RunExport.json(run, lesson: lesson, values: values, signals: columns, differences: differences))
    case .text:
      guard !requested.isEmpty else { return .success(renderer.runReport() + "\n") }
      var parts: [String] = []
      for name in requested {
        if let plot = lesson.plots.first(where: { $0.id == name }) {
          parts.append(renderer.render(plot))
        } else if let signal = SignalRef(parsing: name) {
          parts.append(renderer.render([signal], id: name))
        }
      }
      return .success(parts.joined(separator: "\n\n") + "\n")
    }
  }

  /// A live scene of lesson `id` with `assignments` applied (`dynamics-tutor live`), in the catalog's language.
  package static func live(_ id: String, assignments: [String], catalog: LessonCatalog, settings: OutputSettings)
    -> Result<LiveSession, Failure> {
    switch lessonAndValues(id, assignments: assignments, catalog: catalog) {
    case .failure(let failure): return .failure(failure)
    case .success(let found):
      do {
        return .success(try LiveSession(lesson: found.lesson, values: found.values, settings: settings,
                                      messages: Messages(catalog.language)))
      } catch {
        return .failure(Failure(message: error.message))
      }
    }
  }

  /// A motion lesson `id` held live at the cursor's tilt (`dynamics-tutor live`), with `assignments`
  /// applied; nil for a lesson of another engine.
  package static func liveTilt(_ id: String, assignments: [String], catalog: LessonCatalog, settings: OutputSettings)
    -> Result<LiveTiltSession?, Failure> {
    switch lessonAndValues(id, assignments: assignments, catalog: catalog) {
    case .failure(let failure): return .failure(failure)
    case .success(let found) where found.lesson.scene.engine != .motion: return .success(nil)
    case .success(let found):
      do {
        return .success(try LiveTiltSession(lesson: found.lesson, values: found.values, settings: settings,
                                            messages: Messages(catalog.language)))
      } catch {
        return .failure(Failure(message: error.message))
      }
    }
  }

  /// The lesson named `id` and its defaults with `assignments` (`name=value`, units allowed) applied; a
  /// failure is worded in the catalog's language.
  static func lessonAndValues(_ id: String, assignments: [String], catalog: LessonCatalog, base: [String: Double] = [:])
    -> Result<(lesson: Lesson, values: ParameterValues), Failure> {
    let t = Messages(catalog.language)
    guard let lesson = catalog.lesson(id) else {
      if catalog.ids.contains(id) {
        return .failure(Failure(message: t("lesson {id} has errors; `dynamics-tutor lint` shows them", ["id": id])))
      }
      return .failure(Failure(message: t("no lesson \"{name}\"{suggestion}",
                                         ["name": TutorSession.clip(id), "suggestion": Suggestion.didYouMean(id, in: catalog.ids, t)])))
    }
    var values = ParameterValues(defaultsOf: lesson)
    for (name, value) in base.sorted(by: { $0.key < $1.key }) {
      guard let parameter = lesson.parameter(name) else { continue }
      guard value >= parameter.minimum && value <= parameter.maximum else {
        return .failure(Failure(message: t("the recording sets {name} to {value}, outside {minimum}…{maximum}",
                                           ["name": name, "value": "\(value)", "minimum": "\(parameter.minimum)",
                                            "maximum": "\(parameter.maximum)"])))
      }
      values[name] = value
    }
    for assignment in assignments {
      guard let equals = assignment.firstIndex(of: "=") else {
        return .failure(Failure(message: t("--set takes name=value, not \"{text}\"", ["text": TutorSession.clip(assignment)])))
      }
      let name = String(assignment[..<equals]).trimmingCharacters(in: .whitespaces)
      let text = String(assignment[assignment.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
      guard let parameter = lesson.parameter(name) else {
        return .failure(Failure(message: t("no parameter \"{name}\" in {lesson}{suggestion}",
                                           ["name": TutorSession.clip(name), "lesson": lesson.id,
                                            "suggestion": Suggestion.didYouMean(name, in: lesson.parameters.map(\.name), t)])))
      }
      let constants = ExerciseChecker(lesson: lesson, values: values).constants()
      switch TutorSession.parseValue(text, for: parameter, constants: constants, messages: t) {
      case .success(let value): values[name] = value
      case .failure(let problem): return .failure(Failure(message: problem.message))
      }
    }
    return .success((lesson, values))
  }
}
