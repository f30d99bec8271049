import Foundation
import Localization
import LessonRuntime

/// `sandbox [file.swift]`: any Swift file of the learner's that defines a `UIViewController` subclass
/// (or a playground page that sets `PlaygroundPage.current.liveView`) becomes the scene.
struct SandboxCommand: TutorCommand {
  static let declaration = CommandDeclaration("sandbox", [CommandArgument("file.swift", .file, optional: true)],
    summary: Messages.english("run your own Swift file: a view controller or a playground page"),
    details: [Messages.english("The file is built against Dynamics and run in a process of its own for 3 s; then `run`,\n`plot`, `scene`, `play`, `live` and `watch` work on it, and `edit` opens it. `code` prints a\nlesson's scene as such a file. `use lesson` or another page leaves the sandbox.")],
    example: "sandbox Falling.swift", needsLesson: false)

  /// The path as typed; nil: say how to get a file.
  let path: String?

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    var path = arguments.rest
    // A path pasted from a shell may come quoted.
    if path.count >= 2, let first = path.first, first == path.last, first == "\"" || first == "'" {
      path = String(path.dropFirst().dropLast())
    }
    self.path = path.isEmpty ? nil : path
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.sandboxCommand(path))
  }
}

extension TutorSession {
  /// `sandbox [file]`: opens the file as the scene and runs it once, or says how to get a file.
  func sandboxCommand(_ path: String?) throws(TutorError) -> String {
    guard let path else { return sandboxHowTo() }
    let file = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
      throw TutorError(t("there is no file {file}; `sandbox` alone says how to get one", ["file": file.path]))
    }
    guard !isFolder.boolValue else { throw TutorError(t("{file} is a folder; give a Swift file in it", ["file": file.path])) }
    guard FileManager.default.isReadableFile(atPath: file.path) else {
      throw TutorError(t("cannot read {file}", ["file": file.path]))
    }
    guard runLearnerCode != nil else { throw noToolchain }
    let scene = LearnerScene.sandbox(file)
    scene.pruneSandboxBuilds()
    learnerScene = scene
    let opened = wrapped(t("Sandbox: {file}. `run`, `plot`, `scene`, `play`, `live` and `watch` work on it; `use lesson` leaves.",
                           ["file": file.path]))
    do {
      // A short window keeps its rows for the run.
      return try learnerRunCommand(scene, seconds: nil, heading: opened + (settings.height < 30 ? [] : [""]))
    } catch {
      let lines = opened + [""] + wrapped("✘ " + error.message) + error.details + [""]
        + wrapped(t("Fix the file, then `run` (or `watch`, which runs it on every save)."))
      return lines.joined(separator: "\n")
    }
  }

  /// `sandbox` alone: what it runs and where to find such a file.
  func sandboxHowTo() -> String {
    var lines: [String] = []
    if let mine = learnerScene, mine.origin == .sandbox {
      lines += wrapped(t("The sandbox runs {file}.", ["file": mine.file.path])) + [""]
    }
    lines += wrapped(t("`sandbox FILE.swift` runs a Swift file of yours against Dynamics: one that defines a UIViewController subclass, or a playground page that sets PlaygroundPage.current.liveView."))
    lines += wrapped(t("To get one: `dynamics-tutor code <lesson> > Scene.swift` in a shell writes a lesson's scene (`code` prints it here), and your code exercises' files are in {folder}.",
                       ["folder": codeWorkspace?.folder.path ?? "~/.local/share/dynamics-tutor/exercises"]))
    return lines.joined(separator: "\n")
  }

  /// The Swift files of the current folder, for Tab after `sandbox`.
  var swiftFilesHere: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }
}
