import Foundation

/// Finds the course: a folder holding `lessons/` and `Content/`, or a folder of lesson files.
enum LessonLocator {
  /// Why a course cannot be used, for a message and exit status 2.
  struct Missing: Error {
    var message: String
  }

  /// `--lessons PATH` (or a path given to `lint`) if given, else `DYNAMICS_TUTOR_LESSONS`, else the
  /// nearest folder up from the working directory or from the executable that has
  /// `lessons/catalog.toml`, else the source tree this binary was built from. A path given by the
  /// user must exist and hold lesson files, directly or in `lessons/`.
  static func course(explicit: String?) -> Result<Course, Missing> {
    if let explicit { return course(at: explicit) }
    if let fromEnvironment = getenv("DYNAMICS_TUTOR_LESSONS").map({ String(cString: $0) }), !fromEnvironment.isEmpty {
      return course(at: fromEnvironment).mapError { Missing(message: "DYNAMICS_TUTOR_LESSONS: \($0.message)") }
    }
    let fileManager = FileManager.default
    var starts = [URL(fileURLWithPath: fileManager.currentDirectoryPath)]
    starts.append(URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent())
    // Sources/dynamics-tutor/LessonLocator.swift → the package root.
    starts.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent())
    for start in starts {
      var folder = start.standardizedFileURL
      for _ in 0..<8 {
        if fileManager.fileExists(atPath: folder.appendingPathComponent("lessons/catalog.toml").path) {
          return .success(Course(root: folder, lessonsFolder: folder.appendingPathComponent("lessons"), displayFolder: "lessons"))
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    return .failure(Missing(message: "no lessons found: run from the project folder or pass --lessons <path>"))
  }

  /// The course at a path the user gave: a folder holding `lessons/`, or a folder of lesson files
  /// (recognised by its `.toml` files, whatever its name), whose parent holds `Content/`.
  static func course(at path: String) -> Result<Course, Missing> {
    let fileManager = FileManager.default
    let url = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return .failure(Missing(message: "no course at \(path): there is no such folder"))
    }
    guard isFolder.boolValue else { return .failure(Missing(message: "no course at \(path): it is a file, not a folder")) }
    let nested = url.appendingPathComponent("lessons")
    if fileManager.fileExists(atPath: nested.path) {
      guard hasLessonFiles(nested) else {
        return .failure(Missing(message: "no course at \(path): its lessons/ folder holds no lesson files (.toml)"))
      }
      return .success(Course(root: url, lessonsFolder: nested, displayFolder: (path as NSString).appendingPathComponent("lessons")))
    }
    guard fileManager.isReadableFile(atPath: url.path), let names = try? fileManager.contentsOfDirectory(atPath: url.path) else {
      return .failure(Missing(message: "no course at \(path): the folder cannot be read"))
    }
    guard names.contains(where: { $0.hasSuffix(".toml") }) else {
      return .failure(Missing(message: "no course at \(path): it holds neither lessons/ nor lesson files (.toml)"))
    }
    return .success(Course(root: url.deletingLastPathComponent(), lessonsFolder: url, displayFolder: path))
  }

  private static func hasLessonFiles(_ folder: URL) -> Bool {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains { $0.hasSuffix(".toml") }
  }
}
