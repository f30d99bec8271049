import Foundation
import LessonModel
import LessonRuntime

/// The learner's own program as the scene that `run`, `plot`, `scene`, `play` and `live` work on: a
/// code exercise's file once it has been checked (or `use mine` chose it), or a file opened with
/// `sandbox`. It lasts while the learner stays on the page it was chosen on.
struct LearnerScene {
  /// Where the file comes from.
  enum Origin: Equatable {
    /// The learner's file of a code exercise of the open lesson (its id).
    case exercise(String)
    /// A file opened with `sandbox`.
    case sandbox
  }

  /// Where the file comes from.
  var origin: Origin
  /// The Swift file.
  var file: URL
  /// Where its builds go (kept, so that an unchanged file is not compiled again).
  var buildFolder: URL
  /// What a run plays (the exercise's presses, taps and drags; none in the sandbox) and for how long.
  var task: CodeTask
  /// The last run of the program: a check's, a `run`'s or a live session's.
  var lastRun: SceneRun?

  /// The seconds a sandbox run records when nothing says otherwise.
  static let sandboxDuration = 3.0

  /// The name the prompt shows: the exercise's id, or the file's name.
  var name: String {
    switch origin {
    case .exercise(let id): id
    case .sandbox: file.lastPathComponent
    }
  }

  /// The seconds a run records: the exercise's duration, else `fallback` (the lesson's); in the
  /// sandbox, the length the file declares (a `code` file's `sceneDuration`), else 3 s.
  func duration(fallback: Double?) -> Double {
    switch origin {
    case .exercise: task.duration ?? fallback ?? Self.sandboxDuration
    case .sandbox: task.duration ?? LearnerProgram.sceneDuration(of: file) ?? Self.sandboxDuration
    }
  }

  /// Where sandbox builds go: the learner code cache's `sandbox` folder.
  static var sandboxBuilds: URL { LearnerCodeRunners.defaultCache.appendingPathComponent("sandbox") }

  /// How many sandbox builds are kept: opening a file removes the builds of all but the files opened
  /// most recently, so that the cache does not grow with every file ever tried.
  static let sandboxBuildsKept = 8

  /// A sandbox on `file`, built in a folder of `builds` named after the file's path (so that two files
  /// called `View.swift` do not share one).
  static func sandbox(_ file: URL, builds: URL = sandboxBuilds) -> LearnerScene {
    let digest = file.standardizedFileURL.path.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { hash, byte in
      (hash ^ UInt64(byte)) &* 1_099_511_628_211
    }
    let folder = builds.appendingPathComponent("\(file.deletingPathExtension().lastPathComponent)-\(String(digest, radix: 16))")
    let task = CodeTask(starterPath: file.path, starter: "", referencePath: file.path, reference: "", play: [],
                        duration: nil, measures: [])
    return LearnerScene(origin: .sandbox, file: file, buildFolder: folder, task: task)
  }

  /// Marks this sandbox's build folder as the most recently used and removes the folders of `builds`
  /// beyond the `kept` most recently used ones. Failures are ignored: a build left behind costs space,
  /// not correctness.
  func pruneSandboxBuilds(in builds: URL = sandboxBuilds, kept: Int = sandboxBuildsKept) {
    let manager = FileManager.default
    try? manager.createDirectory(at: buildFolder, withIntermediateDirectories: true)
    try? manager.setAttributes([.modificationDate: Date()], ofItemAtPath: buildFolder.path)
    let folders = (try? manager.contentsOfDirectory(at: builds, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
    let dated = folders.map { folder in
      (folder, (try? folder.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast)
    }
    for (folder, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(kept) where folder.standardizedFileURL != buildFolder.standardizedFileURL {
      try? manager.removeItem(at: folder)
    }
  }

  /// A lesson with nothing but the stage of `run` (or the default screen): what drawings and plots of
  /// the learner's run need, since its views are named by the learner's code, not by the lesson.
  func stage(for run: SceneRun?) -> Lesson {
    BatchSandbox.lesson(title: name, width: run?.trajectory.stageWidth ?? 320, height: run?.trajectory.stageHeight ?? 568,
                        duration: run?.trajectory.duration ?? duration(fallback: nil))
  }
}
