import Foundation
import Localization
import LessonModel

/// `edit`: opens the learner's file of a code exercise in their editor; `check` follows on its own.
struct EditCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("edit", summary: Messages.english("open your file of a code exercise in your editor"),
    details: [Messages.english("The editor is $VISUAL, else $EDITOR, else vi. When you save and leave it, `check` runs by\nitself. Your file stays yours: `reset` on the exercise's page brings the starter back and keeps\nyour text beside it.")])

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    let file = try session.learnerFileForCommand("edit")
    var response = TutorResponse(session.t("Your file: {file}", ["file": file.path]))
    response.edit = file
    return response
  }
}

extension TutorSession {
  /// The file `edit` opens and `watch` checks: the current code exercise's, written from the starter
  /// the first time.
  func learnerFileForCommand(_ command: String) throws(TutorError) -> URL {
    if let mine = learnerScene, mine.origin == .sandbox { return mine.file }
    var file: URL?
    _ = try withCurrentExercise { (exercise) throws(TutorError) -> String in
      guard let task = codeTask(exercise) else {
        throw TutorError(t("`{command}` is for code exercises; exercise {id} is answered at the prompt",
                           ["command": command, "id": exercise.id]))
      }
      file = try learnerFile(exercise, task)
      return ""
    }
    guard let file else { throw TutorError(t("no lesson is open")) }
    return file
  }
}
