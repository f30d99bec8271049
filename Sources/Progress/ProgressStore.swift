import LessonModel
import Localization
import Foundation

/// Keeps a learner's `LearnerProgress` in `progress.json` inside the tutor's state folder,
/// `$XDG_STATE_HOME/dynamics-tutor/` (else `~/.local/state/dynamics-tutor/`).
///
/// - Writes are atomic: a temporary file in the same folder is written, flushed to disk and renamed
///   over `progress.json`, so a crash leaves either the old file or the new one, never half of one.
/// - A file that cannot be read or decoded is never silently replaced: it is renamed to
///   `progress.json.corrupt-<UTC timestamp>` and reported, and a fresh record starts.
/// - When the folder cannot be created or written (read-only disk, no HOME), the store reports one
///   warning and the session goes on in memory: later saves do nothing.
///
/// Typical use: `let (progress, warnings) = store.load()`, show the warnings, and call
/// `store.save(progress)` after each change. The store does no printing itself.
package final class ProgressStore {
  /// The file name inside the state folder.
  package static let fileName = "progress.json"

  /// The folder, or nil when there is none (the store then works in memory only).
  public let folder: URL?
  /// Whether saves reach the disk; false after a problem that made the store fall back to memory.
  package private(set) var isPersistent: Bool
  private let now: () -> Date

  /// `$XDG_STATE_HOME/dynamics-tutor` when XDG_STATE_HOME is an absolute path, else
  /// `$HOME/.local/state/dynamics-tutor`, else nil.
  package static func defaultFolder(environment: [String: String] = stateEnvironment()) -> URL? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state).appendingPathComponent("dynamics-tutor")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home).appendingPathComponent(".local/state/dynamics-tutor")
    }
    return nil
  }

  /// `XDG_STATE_HOME` and `HOME` from the process environment, those that are set.
  package static func stateEnvironment() -> [String: String] {
    var values: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "HOME"] { if let value = getenv(name) { values[name] = String(cString: value) } }
    return values
  }

  /// A store for `folder` (nil: memory only). `now` gives the time used in the name of a file
  /// kept aside (tests pass a fixed clock).
  public init(folder: URL?, now: @escaping () -> Date = Date.init) {
    self.folder = folder
    self.now = now
    isPersistent = folder != nil
  }

  /// A store for the default folder of this environment.
  public convenience init() {
    self.init(folder: Self.defaultFolder())
  }

  /// The progress file, or nil in memory-only mode.
  package var fileURL: URL? { folder?.appendingPathComponent(Self.fileName) }

  /// Reads the saved progress. Returns an empty record (and says why in `warnings`) when there is
  /// nothing usable; never throws and never deletes anything.
  public func load() -> (progress: LearnerProgress, warnings: [ProgressWarning]) {
    guard let folder, let file = fileURL else {
      isPersistent = false
      return (LearnerProgress(), [ProgressWarning(.noFolder,
        Messages.english("no state folder (neither XDG_STATE_HOME nor HOME is set); progress is kept for this session only"))])
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      isPersistent = false
      return (LearnerProgress(), [ProgressWarning(.folderUnavailable,
        Messages.english("cannot create {path} ({reason}); progress is kept for this session only"),
        ["path": folder.path, "reason": Self.folderReason(folder, error)])])
    }
    removeStaleTemporaries(in: folder)
    guard FileManager.default.fileExists(atPath: file.path) else { return (LearnerProgress(), []) }
    let problem: ProgressWarning.Problem
    do {
      let data = try Data(contentsOf: file)
      let progress = try JSONDecoder().decode(LearnerProgress.self, from: data)
      if progress.version > LearnerProgress.currentVersion {
        isPersistent = false
        return (LearnerProgress(), [ProgressWarning(.newerVersion,
          Messages.english("{path} was written by a newer version of the tutor (format {format}); it is left as it is and progress is kept for this session only"),
          ["path": file.path, "format": "\(progress.version)"])])
      }
      return (progress, [])
    } catch let error as DecodingError {
      problem = .init(Messages.english("it is not a valid progress file: {reason}"), ["reason": Self.describe(error)])
    } catch {
      var isFolder: ObjCBool = false
      let folderInPlace = FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && isFolder.boolValue
      problem = folderInPlace ? .init(Messages.english("it cannot be read: it is a folder, not a file"))
        : .init(Messages.english("it cannot be read: {reason}"), ["reason": Self.reason(error)])
    }
    return (LearnerProgress(), [setAside(file, because: problem)])
  }

  /// Writes `progress` atomically. Returns a warning the first time saving fails (the store then
  /// stays in memory), nil otherwise.
  @discardableResult
  public func save(_ progress: LearnerProgress) -> ProgressWarning? {
    guard isPersistent, let folder, let file = fileURL else { return nil }
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      data = try encoder.encode(progress)
    } catch {
      isPersistent = false
      return ProgressWarning(.writeFailed, Messages.english("cannot encode the progress ({reason}); progress is kept for this session only"),
                             ["reason": Self.reason(error)])
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try AtomicFile.write(data, to: file)
      return nil
    } catch {
      isPersistent = false
      return ProgressWarning(.writeFailed,
        Messages.english("cannot save progress to {path} ({reason}); from now on it is kept for this session only"),
        ["path": file.path, "reason": Self.folderReason(folder, error)])
    }
  }

  /// Removes the temporary files of saves that a killed process never finished
  /// (`.progress.json.<pid>.<n>.tmp`, see `AtomicFile`) once that process is gone; those of another
  /// tutor still running are left alone.
  private func removeStaleTemporaries(in folder: URL) {
    let prefix = ".\(Self.fileName)."
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      guard let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap({ Int32($0) }),
            pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// Renames an unusable file to `progress.json.corrupt-<timestamp>` and says so; if even that fails,
  /// the store goes to memory so that the file is not overwritten later.
  private func setAside(_ file: URL, because problem: ProgressWarning.Problem) -> ProgressWarning {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let stamp = formatter.string(from: now())
    var aside = file.deletingLastPathComponent().appendingPathComponent("\(Self.fileName).corrupt-\(stamp)")
    var suffix = 1
    while FileManager.default.fileExists(atPath: aside.path) {
      aside = file.deletingLastPathComponent().appendingPathComponent("\(Self.fileName).corrupt-\(stamp)-\(suffix)")
      suffix += 1
    }
    do {
      try FileManager.default.moveItem(at: file, to: aside)
    } catch {
      isPersistent = false
      return ProgressWarning(.corrupt,
        Messages.english("{path} is unusable ({problem}) and could not be moved aside ({reason}); it is left untouched and progress is kept for this session only"),
        ["path": file.path, "reason": Self.reason(error)], problem: problem)
    }
    return ProgressWarning(.corrupt,
      Messages.english("{path} is unusable ({problem}); it was kept as {name} and a fresh record was started"),
      ["path": file.path, "name": aside.lastPathComponent], problem: problem, keptAs: aside)
  }

  static func reason(_ error: Error) -> String {
    if let error = error as? AtomicFile.Failure { return error.message }
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }

  /// Why something in `folder` failed: a file standing where a folder of the path should be (Foundation
  /// then reports only "error 512"), else the system's reason.
  static func folderReason(_ folder: URL, _ error: Error) -> String {
    var url = folder
    while url.path != "/" && !url.path.isEmpty {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
        return isFolder.boolValue ? reason(error) : "\(url.path) is a file, not a folder"
      }
      url.deleteLastPathComponent()
    }
    return reason(error)
  }

  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context): context.debugDescription
    case .keyNotFound(let key, _): "missing \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      // An empty path is the file's top level: a JSON value that is no object at all (`[]`).
      context.codingPath.isEmpty ? "the file holds no JSON object"
        : "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    @unknown default: "unreadable"
    }
  }
}

/// Something the learner should be told about their progress file: one sentence, a message template
/// (`Messages`) so that it can be said in the learner's language; `message` is the English.
package struct ProgressWarning: Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    case noFolder, folderUnavailable, corrupt, newerVersion, writeFailed
  }

  /// Why a file is unusable: a template of its own, put in the warning's `{problem}`.
  package struct Problem: Sendable, Equatable {
    package var template: String
    public var values: [String: String]

    /// Creates a problem from a template and its values.
    public init(_ template: String, _ values: [String: String] = [:]) {
      self.template = template
      self.values = values
    }
  }

  public var kind: Kind
  /// The English template and its values (`{problem}` is filled from `problem`).
  package var template: String
  public var values: [String: String]
  package var problem: Problem?
  /// Where an unusable file was moved to, if it was.
  package var keptAs: URL?

  /// Creates a warning from a template (mark it `Messages.english`) and its values.
  public init(_ kind: Kind, _ template: String, _ values: [String: String] = [:], problem: Problem? = nil,
              keptAs: URL? = nil) {
    self.kind = kind
    self.template = template
    self.values = values
    self.problem = problem
    self.keptAs = keptAs
  }

  /// The sentence in English.
  public var message: String { message(in: Messages.untranslated) }

  /// The sentence in the language of `t`; the system's reasons (`Permission denied`) stay as the system
  /// gives them.
  public func message(in t: Messages) -> String {
    var filled = values
    if let problem { filled["problem"] = t(problem.template, problem.values) }
    return t(template, filled)
  }

  package var description: String { "warning: \(message)" }
}
