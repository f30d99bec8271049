import Foundation
import Localization
import LessonModel

/// `watch`: checks the current code exercise's file each time it is saved, until a key is pressed.
struct WatchCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("watch", summary: Messages.english("check your code exercise's file every time you save it"),
    details: [Messages.english("Keep your editor open in another window: each save is built, run and judged here.\nAny key stops watching.")])

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    let file = try session.learnerFileForCommand("watch")
    var response = TutorResponse(session.t("Watching {file}: every save is checked; any key stops.", ["file": file.path]))
    response.watch = file
    return response
  }
}
