import Foundation
import LessonModel
import LessonRuntime

/// Builds a learner's Swift file and runs it as a code exercise asks (its inputs, its duration),
/// returning the recorded run or why there is none. The terminal side supplies it (it finds the Swift
/// toolchain and the `Dynamics` the tutor was built with); the session only calls it.
public typealias LearnerCodeRunner = @Sendable (_ request: LearnerCodeRequest) -> Result<SceneRun, LearnerCodeProblem>

/// What to build and run: the learner's file, where builds go, and the exercise's task in its lesson.
public struct LearnerCodeRequest: Sendable {
  /// The learner's Swift file.
  public var file: URL
  /// A folder for the build's products, kept between checks.
  public var buildFolder: URL
  /// The inputs, duration and measures of the exercise.
  public var task: CodeTask
  /// The lesson the exercise belongs to (its step, its scene's constants).
  public var lesson: Lesson

  /// Creates a request.
  public init(file: URL, buildFolder: URL, task: CodeTask, lesson: Lesson) {
    self.file = file
    self.buildFolder = buildFolder
    self.task = task
    self.lesson = lesson
  }
}

/// Why a learner's file gave no run: it could not be built here, it does not compile, or it failed
/// while running (a crash, a loop stopped by the time limit, memory). The tutor shows `message` and
/// `details` and carries on.
public struct LearnerCodeProblem: Error, Sendable {
  /// Which kind of problem: `dynamics-tutor check` exits 2 for every one of them.
  public enum Kind: Sendable, Equatable {
    /// No Swift toolchain, or no `Dynamics` module to build against.
    case cannotBuild
    /// The compiler refused the file.
    case doesNotCompile
    /// The program was built but stopped before its run was recorded.
    case failedToRun
  }

  /// Which kind of problem.
  public var kind: Kind
  /// One sentence, in the learner's language where the runner knows it.
  public var message: String
  /// The compiler's diagnostics as shown to the learner (`file:line:column: error: …`, the line, a
  /// caret), or the program's last words; may be empty.
  public var details: [String]

  /// Creates a problem.
  public init(_ kind: Kind, message: String, details: [String] = []) {
    self.kind = kind
    self.message = message
    self.details = details
  }
}
