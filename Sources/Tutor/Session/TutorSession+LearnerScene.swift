import Foundation
import Expressions
import LessonModel
import LessonRuntime
import TerminalGraphics

/// Starts a learner's program live (`LearnerLiveRun`), building the file first if it changed; the
/// terminal side supplies it where there is a Swift toolchain, as it supplies `LearnerCodeRunner`.
public typealias LearnerLiveStarter = @Sendable (_ request: LearnerCodeRequest) -> Result<LearnerLiveRun, LearnerCodeProblem>

/// `run`, `plot`, `scene`, `play` and `live` on the learner's own program: after `check` on a code
/// exercise (or `use mine`), and in the sandbox. The program is built and run in its own process; its
/// run is drawn and plotted as a lesson's is, with its views named by the learner's code.
extension TutorSession {
  /// The learner's scene of a code exercise: their file (written from the starter the first time).
  func learnerScene(for exercise: ExerciseSpec, _ task: CodeTask) throws(TutorError) -> LearnerScene {
    guard let lesson = state?.lesson else { throw TutorError(t("no lesson is open")) }
    let file = try learnerFile(exercise, task)
    let folder = try requireWorkspace().buildFolder(lesson: lesson.id, exercise: exercise.id)
    return LearnerScene(origin: .exercise(exercise.id), file: file, buildFolder: folder, task: task)
  }

  /// What the runner is asked for `scene`, `duration` seconds long (nil: the exercise's or the sandbox's).
  func request(for scene: LearnerScene, duration: Double?) -> LearnerCodeRequest {
    var task = scene.task
    task.duration = duration ?? scene.duration(fallback: state?.lesson.scene.duration)
    let lesson = scene.origin == .sandbox ? scene.stage(for: nil) : (state?.lesson ?? scene.stage(for: nil))
    return LearnerCodeRequest(file: scene.file, buildFolder: scene.buildFolder, task: task, lesson: lesson)
  }

  /// Why there is nothing to build the learner's code with, as an error.
  var noToolchain: TutorError {
    TutorError(t("code exercises need the Swift toolchain and the tutor's build of Dynamics, which this copy of the tutor does not have; every other exercise works"))
  }

  /// A problem as the learner reads it: one sentence, then the compiler's lines at their file's
  /// line and column (or nothing).
  func problemError(_ problem: LearnerCodeProblem) -> TutorError {
    TutorError(problem.failure?.message(t) ?? problem.message, details: problem.details.isEmpty ? [] : [""] + problem.details)
  }

  /// Builds and runs `scene` for `duration` seconds (nil: its own length); the run becomes its last.
  func runLearner(_ scene: LearnerScene, duration: Double?) throws(TutorError) -> SceneRun {
    guard let runLearnerCode else { throw noToolchain }
    switch runLearnerCode(request(for: scene, duration: duration)) {
    case .failure(let problem): throw problemError(problem)
    case .success(let run):
      if learnerScene?.file == scene.file { learnerScene?.lastRun = run }
      return run
    }
  }

  /// The last run of `scene`, or a new one.
  func lastLearnerRun(_ scene: LearnerScene) throws(TutorError) -> SceneRun {
    if let run = scene.lastRun { return run }
    return try runLearner(scene, duration: nil)
  }

  func learnerRenderer(_ scene: LearnerScene, _ run: SceneRun) -> RunRenderer {
    RunRenderer(lesson: scene.stage(for: run), run: run, settings: settings, t: t)
  }

  /// `run [seconds]` on the learner's program: `heading`, its run's summary and its end, and the views
  /// it recorded, together fitted to the window.
  func learnerRunCommand(_ scene: LearnerScene, seconds: Double?, heading: [String] = []) throws(TutorError) -> String {
    let run = try runLearner(scene, duration: seconds)
    let views = wrapped(t("Views recorded: {names}.", ["names": RecordedViewList.text(run.trajectory.tracks.map(\.id))]))
      + run.learnerNotes.flatMap { wrapped($0.message(t)) }
    var fitted = settings
    fitted.height = max(OutputSettings.heightRange.lowerBound, settings.height - heading.count - views.count)
    let report = RunRenderer(lesson: scene.stage(for: run), run: run, settings: fitted, t: t).runReport()
    return (heading + [report] + views).joined(separator: "\n")
  }

  /// `scene [time]` on the learner's last run.
  func learnerSceneCommand(_ scene: LearnerScene, seconds: Double?) throws(TutorError) -> String {
    let run = try lastLearnerRun(scene)
    let time = seconds ?? 0
    guard time >= 0, time <= run.trajectory.duration + 1e-9 else {
      throw TutorError(t("the last run covers 0 to {duration}; `run {time}` runs longer",
                         ["duration": Figures.format(run.trajectory.duration, unit: "s"), "time": Figures.format(time, unit: "")]))
    }
    return learnerRenderer(scene, run).scene(at: time, trails: true)
  }

  /// `plot [quantity[,...] [view]]` on the learner's last run; alone, the views and quantities there are.
  func learnerPlotCommand(_ scene: LearnerScene, _ quantities: [String], item: String?) throws(TutorError) -> String {
    let run = try lastLearnerRun(scene)
    let names = run.trajectory.tracks.map(\.id)
    guard !quantities.isEmpty else {
      let example = names.first.map { "`plot y,vy \($0)`" } ?? "`plot y,vy <view>`"
      return wrapped(t("Your views' quantities, for example {example}: {names}. Views: {views}.",
                       ["example": example, "names": ItemSignal.allCases.map(\.rawValue).joined(separator: ", "),
                        "views": names.joined(separator: ", ")])).joined(separator: "\n")
    }
    let signals = quantities.map { quantity in item.map { "\($0).\(quantity)" } ?? quantity }
    let renderer = learnerRenderer(scene, run)
    switch renderer.validate(signals) {
    case .failure(let problem): throw TutorError(problem.message)
    case .success(let references): return renderer.render(references, id: "custom")
    }
  }

  /// `play [speed]` on the learner's last run (a check's, a `run`'s or a live session's).
  func learnerPlayCommand(_ scene: LearnerScene, speed: Double?) throws(TutorError) -> TutorResponse {
    let run = try lastLearnerRun(scene)
    return TutorResponse("", playback: learnerRenderer(scene, run).playbackPlan(speed: speed ?? 1))
  }

  /// `live` on the learner's program: started here (built first if the file changed) and handed to
  /// the terminal side, which runs it with `LiveLoop` and hands it back to `finishLearnerLive(_:)`.
  func learnerLiveCommand(_ scene: LearnerScene) throws(TutorError) -> TutorResponse {
    guard let startLearnerLive else { throw noToolchain }
    let request = request(for: scene, duration: nil)
    let live = try LearnerLiveSession(scene: scene, settings: settings, messages: t) { startLearnerLive(request) }
    var response = TutorResponse("")
    response.learnerLive = live
    return response
  }

  /// Keeps a finished live session of the learner's program as its last run and says so.
  package func finishLearnerLive(_ live: LearnerLiveSession) -> String {
    let run = live.finish()
    if let run, learnerScene?.file == live.scene.file { learnerScene?.lastRun = run }
    let seconds = Figures.format(run?.trajectory.duration ?? live.latest.time, unit: "s")
    var lines = wrapped(t.plural(live.touches, "Live session of your program: {seconds}, {count} touch. `plot`, `scene` and `play` now show it.",
                                 "Live session of your program: {seconds}, {count} touches. `plot`, `scene` and `play` now show it.",
                                 ["seconds": seconds]))
    if let problem = live.problem { lines += wrapped(problem) }
    return lines.joined(separator: "\n")
  }

  /// What `watch` and `edit` do after a save: in the sandbox a run of the file, elsewhere `check`.
  public func recheck() -> TutorResponse {
    handle(learnerScene?.origin == .sandbox ? "run" : "check")
  }
}
