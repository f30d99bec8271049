import Localization
import LessonModel

/// Whose scene `run`, `plot`, `scene`, `play` and `live` work on.
enum SceneChoice: String, CaseIterable, Sendable {
  /// The learner's own program: a code exercise's file, or the sandbox's.
  case mine
  /// The open lesson's scene.
  case lesson
}

/// `use mine|lesson`: chooses between the learner's program and the lesson's scene.
struct UseCommand: TutorCommand {
  static let declaration = CommandDeclaration("use", [CommandArgument("mine|lesson", .sceneChoice)],
    summary: Messages.english("choose whose scene run, plot, scene, play and live show: your code's or the lesson's"),
    details: [Messages.english("`use mine` on a code exercise's page runs your file there (`check` chooses it by itself);\n`use lesson` goes back to the lesson's scene, and leaves the sandbox. Another page shows\nthe lesson's scene again. The prompt says (yours) while your code is the scene.")],
    example: "use mine")

  /// The choice.
  let choice: SceneChoice

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    guard let word = arguments[0], let choice = SceneChoice(rawValue: word.lowercased()) else {
      throw TutorError(t("use takes `mine` (your code) or `lesson`, not {word}", ["word": TutorSession.clip(arguments[0] ?? "")]))
    }
    self.choice = choice
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.useCommand(choice))
  }
}

extension TutorSession {
  /// `use mine|lesson`.
  func useCommand(_ choice: SceneChoice) throws(TutorError) -> String {
    try wrapped(chooseScene(choice)).joined(separator: "\n")
  }

  private func chooseScene(_ choice: SceneChoice) throws(TutorError) -> String {
    switch choice {
    case .lesson:
      let left = learnerScene
      learnerScene = nil
      guard let left else { return t("`run`, `plot`, `scene`, `play` and `live` already work on the lesson's scene.") }
      return left.origin == .sandbox ? t("Left the sandbox: `run`, `plot`, `scene`, `play` and `live` work on the lesson's scene again.")
        : t("`run`, `plot`, `scene`, `play` and `live` work on the lesson's scene again; `use mine` comes back to yours.")
    case .mine:
      if let mine = learnerScene { return t("Your code is the scene already: {file}.", ["file": mine.file.path]) }
      guard let exercise = state?.exerciseOnPage, let task = codeTask(exercise) else {
        throw TutorError(t("`use mine` works on a code exercise's page; for any other file of yours, `sandbox FILE.swift`"))
      }
      learnerScene = try learnerScene(for: exercise, task)
      return t("`run`, `plot`, `scene`, `play` and `live` now work on your program ({file}); `use lesson` goes back.",
               ["file": learnerScene?.file.path ?? ""])
    }
  }
}
