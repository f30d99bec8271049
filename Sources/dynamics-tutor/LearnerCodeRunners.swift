import Foundation
import LessonModel
import LessonRuntime
import Tutor

/// The runner that builds and runs learners' files, for the REPL and `check`: nil where this copy of
/// the tutor cannot build Swift.
enum LearnerCodeRunners {
  /// Why there is no runner, in one line.
  static let unavailableReason = "code exercises need the Swift toolchain and the Dynamics build the tutor came with"

  /// The runner, or nil.
  static func runner() -> LearnerCodeRunner? {
    nil
  }
}
