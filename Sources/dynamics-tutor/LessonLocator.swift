import Foundation

/// Finds the folder that holds `lessons/` and `Content/`.
enum LessonLocator {
  /// `--lessons PATH` if given, else `DYNAMICS_TUTOR_LESSONS`, else the nearest folder up from the
  /// working directory or from the executable that has `lessons/catalog.toml`, else the source tree
  /// this binary was built from.
  static func root(explicit: String?) -> URL? {
    let fileManager = FileManager.default
    if let explicit {
      let url = URL(fileURLWithPath: explicit)
      // Accept either the root or the lessons folder itself.
      if fileManager.fileExists(atPath: url.appendingPathComponent("lessons").path) { return url }
      if url.lastPathComponent == "lessons" { return url.deletingLastPathComponent() }
      return url
    }
    if let fromEnvironment = ProcessInfo.processInfo.environment["DYNAMICS_TUTOR_LESSONS"], !fromEnvironment.isEmpty {
      return root(explicit: fromEnvironment)
    }
    var starts = [URL(fileURLWithPath: fileManager.currentDirectoryPath)]
    starts.append(URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent())
    // Sources/dynamics-tutor/LessonLocator.swift → the package root.
    starts.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent())
    for start in starts {
      var folder = start.standardizedFileURL
      for _ in 0..<8 {
        if fileManager.fileExists(atPath: folder.appendingPathComponent("lessons/catalog.toml").path) { return folder }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    return nil
  }
}
