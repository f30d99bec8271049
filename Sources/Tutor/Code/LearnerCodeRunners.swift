import Foundation
import LessonModel
import LessonRuntime

/// The runner that builds and runs learners' files, for the REPL, `check` and `lint --code`: nil
/// where this copy of the tutor cannot build Swift (no compiler on PATH, or no Dynamics modules
/// beside it).
public enum LearnerCodeRunners {
  /// Why there is no runner, in one line (the toolchain's own reason).
  public static var unavailableReason: String {
    if case .failure(let failure) = Toolchain.locate() { return failure.message }
    return "code exercises need the Swift toolchain and the Dynamics build the tutor came with"
  }

  /// The runner, or nil. Builds share `cache` (the support library, the compiler's module cache), so
  /// that only the first build of all pays for them.
  public static func runner(cache: URL? = defaultCache) -> LearnerCodeRunner? {
    guard case .success(let toolchain) = Toolchain.locate() else { return nil }
    return { request in
      let program = LearnerProgram(source: request.file, buildDirectory: request.buildFolder, cacheDirectory: cache,
                                   toolchain: .success(toolchain))
      let duration = request.task.duration ?? request.lesson.scene.duration
      switch program.run(play: request.task.play, duration: duration) {
      case .success(let run): return .success(run)
      case .failure(let failure): return .failure(problem(failure))
      }
    }
  }

  /// What starts a learner's program live, or nil (as `runner(cache:)`).
  public static func liveStarter(cache: URL? = defaultCache) -> LearnerLiveStarter? {
    guard case .success(let toolchain) = Toolchain.locate() else { return nil }
    return { request in
      let program = LearnerProgram(source: request.file, buildDirectory: request.buildFolder, cacheDirectory: cache,
                                   toolchain: .success(toolchain))
      return LearnerLiveRun.start(program).mapError(problem)
    }
  }

  /// `$XDG_CACHE_HOME/dynamics-tutor/learner`, else `~/.cache/dynamics-tutor/learner`, else a folder of
  /// the system's temporary directory.
  public static var defaultCache: URL {
    let environment = ProcessInfo.processInfo.environment
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return URL(fileURLWithPath: cache).appendingPathComponent("dynamics-tutor/learner")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home).appendingPathComponent(".cache/dynamics-tutor/learner")
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-tutor-learner")
  }

  /// A failure as the tutor shows it: its sentence, and the compiler's diagnostics as the learner
  /// reads them (`file:line:column: error: …`, the line, a caret).
  package static func problem(_ failure: LearnerFailure) -> LearnerCodeProblem {
    var problem = words(failure)
    problem.failure = failure
    return problem
  }

  private static func words(_ failure: LearnerFailure) -> LearnerCodeProblem {
    switch failure {
    case .noToolchain: LearnerCodeProblem(.cannotBuild, message: failure.message)
    case .doesNotCompile(let diagnostics):
      LearnerCodeProblem(.doesNotCompile, message: failure.message, details: diagnostics.map(\.rendered))
    default: LearnerCodeProblem(.failedToRun, message: failure.message)
    }
  }
}
