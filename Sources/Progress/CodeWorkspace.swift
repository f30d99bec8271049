import Foundation
import LessonModel

/// The learner's own Swift files for `code` exercises, one per exercise, kept across sessions under
/// `<folder>/<lesson>/<exercise>.swift`. A file starts as the exercise's starter and is the learner's
/// from then on: nothing here overwrites it except `restoreStarter`, which keeps the old text beside it.
public struct CodeWorkspace: Sendable {
  /// Where a learner's file stands against its starter.
  public enum FileState: Sendable, Equatable {
    /// Not written yet: `prepare` writes the starter.
    case missing
    /// The starter as it was given.
    case starter
    /// Changed by the learner.
    case yours
  }

  /// The folder holding one folder per lesson.
  public let folder: URL

  /// A workspace in `folder` (created when a file is first written).
  public init(folder: URL) {
    self.folder = folder
  }

  /// `$XDG_DATA_HOME/dynamics-tutor/exercises` when XDG_DATA_HOME is an absolute path, else
  /// `$HOME/.local/share/dynamics-tutor/exercises`, else nil.
  public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return URL(fileURLWithPath: data).appendingPathComponent("dynamics-tutor/exercises")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home).appendingPathComponent(".local/share/dynamics-tutor/exercises")
    }
    return nil
  }

  /// The learner's file for an exercise.
  public func file(lesson: String, exercise: String) -> URL {
    folder.appendingPathComponent(lesson).appendingPathComponent("\(exercise).swift")
  }

  /// Where the learner's builds of an exercise go (kept between checks, so that an unchanged file is
  /// not compiled again).
  public func buildFolder(lesson: String, exercise: String) -> URL {
    folder.appendingPathComponent(lesson).appendingPathComponent(".build").appendingPathComponent(exercise)
  }

  /// Whether the learner's file is missing, the starter or their own.
  public func state(lesson: String, exercise: String, task: CodeTask) -> FileState {
    guard let text = try? String(contentsOf: file(lesson: lesson, exercise: exercise), encoding: .utf8) else {
      return .missing
    }
    return text == task.starter ? .starter : .yours
  }

  /// The learner's file, written from the starter first when it does not exist yet.
  public func prepare(lesson: String, exercise: String, task: CodeTask) throws(CodeWorkspaceError) -> URL {
    let url = file(lesson: lesson, exercise: exercise)
    if FileManager.default.fileExists(atPath: url.path) { return url }
    try write(task.starter, to: url)
    return url
  }

  /// Puts the starter back. The learner's text, if it differs, is kept beside it as
  /// `<exercise>.previous.swift` (replacing an older one); returns that file, or nil when nothing was
  /// kept.
  @discardableResult
  public func restoreStarter(lesson: String, exercise: String, task: CodeTask) throws(CodeWorkspaceError) -> URL? {
    let url = file(lesson: lesson, exercise: exercise)
    var kept: URL?
    if let text = try? String(contentsOf: url, encoding: .utf8), text != task.starter {
      let previous = url.deletingLastPathComponent().appendingPathComponent("\(exercise).previous.swift")
      try write(text, to: previous)
      kept = previous
    }
    try write(task.starter, to: url)
    return kept
  }

  private func write(_ text: String, to url: URL) throws(CodeWorkspaceError) {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicFile.write(Data(text.utf8), to: url)
    } catch {
      throw CodeWorkspaceError(file: url.path, reason: (error as? AtomicFile.Failure)?.message ?? error.localizedDescription)
    }
  }
}

/// A learner's file that could not be written: which, and the system's reason.
public struct CodeWorkspaceError: Error, Sendable, Equatable {
  /// The file's path.
  public var file: String
  /// Why, in the system's words.
  public var reason: String
}
