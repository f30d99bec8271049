import Localization
import LessonModel
import LessonRuntime

/// `code`: the scene as a Swift file with the values in force.
struct CodeCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("code", summary: Messages.english("print the scene as Swift: a view controller to paste into Xcode"),
    details: [Messages.english("The file builds the scene with the values in force now (`set` changes them) and has one\nmethod per timed event. In Xcode write `import UIKit` in place of `import Dynamics`."),
    Messages.english("`dynamics-tutor code <lesson> > File.swift` writes it from the shell.")])

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.codeCommand())
  }
}

extension TutorSession {
  /// `code`: the open lesson's scene as a Swift file, with the values in force.
  func codeCommand() throws(TutorError) -> String {
    guard let current = state else { return "" }
    let text: String
    do {
      text = try CodeExport.swift(for: current.lesson, values: current.values)
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
}
