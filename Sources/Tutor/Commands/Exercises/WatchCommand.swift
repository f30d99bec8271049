import Foundation
import Localization
import LessonModel

/// `watch`: checks the current code exercise's file each time it is saved, until a key is pressed.
struct WatchCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("watch", summary: Messages.english("check your code exercise's file (or run the sandbox's) every time you save it"),
    details: [Messages.english("Keep your editor open in another window: each save is built, run and judged here (in the\nsandbox, run), the latest result filling the screen. Any key stops watching.")])

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    let file = try session.learnerFileForCommand("watch")
    let sandbox = session.learnerScene?.origin == .sandbox
    let intro = sandbox ? session.t("Watching {file}: every save runs it; any key stops.", ["file": file.path])
      : session.t("Watching {file}: every save is checked; any key stops.", ["file": file.path])
    var response = TutorResponse(session.wrapped(intro).joined(separator: "\n"))
    response.watch = file
    return response
  }
}
