import Foundation
import LessonModel
import LessonReading
import TestSupport

/// The lessons shipped in the repository, loaded once per test.
public enum RepositoryLessons {
  /// The package root.
  public static let root = PackageRoot.url

  /// The shipped course.
  public static func catalog() -> LessonCatalog { CatalogLoader.load(root: root) }

  /// One shipped lesson.
  public static func lesson(_ id: String) -> Lesson? { catalog().lesson(id) }
}
