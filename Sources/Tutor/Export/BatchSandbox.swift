import Foundation
import Expressions
import Localization
import LessonModel
import LessonRuntime
import TerminalGraphics

/// `dynamics-tutor sandbox FILE.swift`: any file that defines a `UIViewController` subclass (or an
/// Xcode playground page that sets `PlaygroundPage.current.liveView`), built against `Dynamics`, run
/// with the presses, taps and drags given, and shown as `run` shows a lesson's scene: a summary, the
/// scene at the end, and any quantities asked for; or the run as CSV, JSON or its hash.
public struct BatchSandbox {
  /// Why the file gave nothing to show; `status` is the exit status (2: it does not build or run).
  public struct Failure: Error, Sendable {
    public var message: String
    public var details: [String]
  }

  public var file: URL
  /// Seconds of scene time recorded; nil: the length the file declares (a `code` file's
  /// `sceneDuration`), else 3.
  public var duration: Double?
  /// What a person does to the app, in time order.
  public var inputs: [CodeInput]
  /// Quantities to plot or export: `card.y`.
  public var plots: [String]
  public var format: RunExport.Format

  /// The longest run (s).
  public static let maximumDuration = 60.0

  /// Creates a sandbox run.
  public init(file: URL, duration: Double?, inputs: [CodeInput], plots: [String], format: RunExport.Format) {
    self.file = file
    self.duration = duration
    self.inputs = inputs
    self.plots = plots
    self.format = format
  }

  /// Reads one input as the command line gives it: `press:startButton@0.5`, `tap:160,300@1`,
  /// `drag:card:0,200@0.2` (a drag lasts 0.25 s; `…@0.2/0.5` says how long), `tilt:0.5,0@0` (the
  /// device's tilt from then on, each component -1 to 1).
  static func input(_ text: String) -> CodeInput? {
    let parts = text.split(separator: "@", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    let timing = parts[1].split(separator: "/").compactMap { Double($0) }
    guard let time = timing.first, time.isFinite, time >= 0, timing.count <= 2 else { return nil }
    let over = timing.count == 2 ? timing[1] : 0.25
    let words = parts[0].split(separator: ":").map(String.init)
    func pair(_ word: String) -> (Double, Double)? {
      let numbers = word.split(separator: ",").compactMap { Double($0) }
      guard numbers.count == 2, numbers.allSatisfy(\.isFinite) else { return nil }
      return (numbers[0], numbers[1])
    }
    // Only a drag lasts: a press or a tap with a duration is a mistake, not a choice.
    if timing.count == 2, words.first != "drag" { return nil }
    switch (words.first, words.count) {
    case ("press", 2): return CodeInput(time: time, action: .press(item: words[1]))
    case ("tap", 2):
      guard let (x, y) = pair(words[1]) else { return nil }
      return CodeInput(time: time, action: .tap(x: x, y: y))
    case ("drag", 3):
      guard let (dx, dy) = pair(words[2]), over > 0, over.isFinite else { return nil }
      return CodeInput(time: time, action: .drag(item: words[1], dx: dx, dy: dy, seconds: over))
    case ("tilt", 2):
      guard let (x, y) = pair(words[1]), abs(x) <= 1, abs(y) <= 1 else { return nil }
      return CodeInput(time: time, action: .tilt(x: x, y: y))
    default: return nil
    }
  }

  /// Builds and runs the file with `runner`; what to print on stdout, or why there is nothing.
  public func execute(runner: LearnerCodeRunner, settings: OutputSettings, messages t: Messages = .untranslated)
    -> Result<String, Failure> {
    let duration = duration ?? LearnerProgram.sceneDuration(of: file) ?? LearnerScene.sandboxDuration
    guard duration > 0, duration <= Self.maximumDuration else {
      return .failure(Failure(message: t("--duration must be between 0 and {maximum} s", ["maximum": "\(Int(Self.maximumDuration))"]),
                              details: []))
    }
    let sorted = inputs.sorted { $0.time < $1.time }
    let task = CodeTask(starterPath: file.path, starter: "", referencePath: file.path, reference: "", play: sorted,
                        duration: duration, measures: [])
    let build = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-tutor-sandbox-\(getpid())")
    defer { try? FileManager.default.removeItem(at: build) }
    let title = file.deletingPathExtension().lastPathComponent
    let request = LearnerCodeRequest(file: file, buildFolder: build, task: task, lesson: Self.lesson(title: title, width: 320, height: 568, duration: duration))
    let run: SceneRun
    switch runner(request) {
    case .failure(let problem): return .failure(Failure(message: problem.message, details: problem.details))
    case .success(let recorded): run = recorded
    }
    let lesson = Self.lesson(title: title, width: run.trajectory.stageWidth, height: run.trajectory.stageHeight, duration: duration)
    let renderer = RunRenderer(lesson: lesson, run: run, settings: settings, t: t)
    var signals: [SignalRef] = []
    if !plots.isEmpty {
      switch renderer.validate(plots) {
      case .failure(let problem): return .failure(Failure(message: problem.message, details: []))
      case .success(let references): signals = references
      }
    }
    switch format {
    case .hash: return .success(run.trajectory.stateHash + "\n")
    case .csv: return .success(RunExport.csv(run, signals: RunExport.signals(for: run, requested: signals)))
    case .json:
      return .success(RunExport.json(run, lesson: lesson, values: ParameterValues(defaultsOf: lesson),
                                     signals: RunExport.signals(for: run, requested: signals)))
    case .text:
      let names = RecordedViewList.text(run.trajectory.tracks.map(\.id))
      // The sentences are wrapped to the window as the session's are: a terminal breaks a long line
      // inside a word.
      let wrap = { (text: String) in TextWrap.paragraph(text, width: settings.width, first: "", rest: "").joined(separator: "\n") }
      var parts = [renderer.runReport(), wrap(t("Views recorded: {names}.", ["names": names]))]
      parts += run.learnerNotes.map { wrap($0.message(t)) }
      for (name, signal) in zip(plots, signals) { parts.append(renderer.render([signal], id: name)) }
      return .success(parts.joined(separator: "\n\n") + "\n")
    }
  }

  /// A lesson with nothing but a stage: what the renderer needs to draw a recorded run.
  static func lesson(title: String, width: Double, height: Double, duration: Double) -> Lesson {
    let scene = SceneSpec(engine: .dynamics, width: width, height: height, sizeIsProposal: false, duration: duration,
                          step: 1.0 / 60, lets: [])
    return Lesson(id: "sandbox", title: title, seeds: [], goals: [], scene: scene, items: [], behaviors: [], events: [],
                  parameters: [], plots: [], exercises: [], pages: [], prose: Prose(sections: []), sourcePath: title)
  }
}

/// One input of `sandbox --input`, read: `press:startButton@0.5`, `tap:160,300@1`, `drag:card:0,200@0.2/0.3`,
/// `tilt:0.5,0@0`.
public struct BatchSandboxInput: Sendable {
  /// The input as a run plays it.
  public var input: CodeInput

  /// Reads `text`, or nil when it is not one of the three forms.
  public init?(_ text: String) {
    guard let input = BatchSandbox.input(text) else { return nil }
    self.input = input
  }
}
