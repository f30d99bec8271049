import Foundation
@testable import TOML
@testable import LessonModel
@testable import Progress
@testable import LessonRuntime

/// The lessons shipped in the repository, loaded once per test.
enum RepositoryLessons {
  /// The package root: two folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func catalog() -> LessonCatalog { CatalogLoader.load(root: root) }

  static func lesson(_ id: String) -> Lesson? { catalog().lesson(id) }
}
