import Foundation

/// Finds the course: a folder holding `lessons/` and `Content/`, or a folder of lesson files.
enum LessonLocator {
  /// Why a course cannot be used, for a message and exit status 2.
  struct Missing: Error {
    var message: String
  }

  /// `--lessons PATH` (or a path given to `lint`) if given, else `DYNAMICS_TUTOR_LESSONS`, else the
  /// nearest folder up from the working directory that has `lessons/catalog.toml`, else the course
  /// installed beside the executable (`<prefix>/bin/../share/dynamics-tutor`, see `scripts/install.sh`),
  /// else the nearest such folder up from the executable, else the source tree this binary was built
  /// from. A path given by the user must exist and hold lesson files, directly or in `lessons/`.
  static func course(explicit: String?) -> Result<Course, Missing> {
    if let explicit { return course(at: explicit) }
    if let fromEnvironment = getenv("DYNAMICS_TUTOR_LESSONS").map({ String(cString: $0) }), !fromEnvironment.isEmpty {
      return course(at: fromEnvironment).mapError { Missing(message: "DYNAMICS_TUTOR_LESSONS: \($0.message)") }
    }
    let fileManager = FileManager.default
    if let found = nearestCourse(from: URL(fileURLWithPath: fileManager.currentDirectoryPath)) { return .success(found) }
    let executableFolders = executablePaths().map { $0.deletingLastPathComponent() }
    for folder in executableFolders {
      let installed = folder.deletingLastPathComponent().appendingPathComponent("share/dynamics-tutor").standardizedFileURL
      if fileManager.fileExists(atPath: installed.appendingPathComponent("lessons/catalog.toml").path) {
        let lessons = installed.appendingPathComponent("lessons")
        return .success(Course(root: installed, lessonsFolder: lessons, displayFolder: lessons.path))
      }
    }
    // Sources/dynamics-tutor/LessonLocator.swift → the package root.
    let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for start in executableFolders + [sourceTree] {
      if let found = nearestCourse(from: start) { return .success(found) }
    }
    return .failure(Missing(message: "no lessons found: run from the project folder, install the course "
      + "(scripts/install.sh) or pass --lessons <path>"))
  }

  /// The nearest folder up from `start` (up to eight levels) that holds `lessons/catalog.toml`.
  private static func nearestCourse(from start: URL) -> Course? {
    var folder = start.standardizedFileURL
    for _ in 0..<8 {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("lessons/catalog.toml").path) {
        return Course(root: folder, lessonsFolder: folder.appendingPathComponent("lessons"), displayFolder: "lessons")
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return nil
  }

  /// The running executable: its real file (links resolved), then the path it was started by when that
  /// differs (a link in another `bin/`), without duplicates.
  private static func executablePaths() -> [URL] {
    var paths: [URL] = []
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    #if os(Linux)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if length > 0 { paths.append(URL(fileURLWithPath: String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))) }
    #else
    var size = UInt32(buffer.count)
    if _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) {
      paths.append(URL(fileURLWithPath: String(cString: real)))
      free(real)
    }
    #endif
    if let invoked = CommandLine.arguments.first, invoked.contains("/") {
      let url = URL(fileURLWithPath: invoked).standardizedFileURL
      if !paths.contains(where: { $0.path == url.path }) { paths.append(url) }
    }
    return paths
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
