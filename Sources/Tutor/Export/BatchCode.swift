import Foundation
import LessonModel
import LessonRuntime

/// `dynamics-tutor code <lesson> [--set name=value]…`: the lesson's scene as one Swift file
/// (`CodeExport`), with the values given.
package struct BatchCode: Sendable {
  /// The lesson's id.
  public var lessonID: String
  /// `name=value` pairs applied to the lesson's defaults, in order.
  public var assignments: [String]

  /// Creates the command's inputs.
  public init(lessonID: String, assignments: [String] = []) {
    self.lessonID = lessonID
    self.assignments = assignments
  }

  /// The Swift file, or why there is none.
  public func execute(catalog: LessonCatalog) -> Result<String, BatchRun.Failure> {
    switch BatchRun.lessonAndValues(lessonID, assignments: assignments, catalog: catalog) {
    case .failure(let failure): return .failure(failure)
    case .success(let found):
      do throws(SceneBuildError) {
        return .success(try CodeExport.swift(for: found.lesson, values: found.values))
      } catch {
        return .failure(BatchRun.Failure(message: error.message))
      }
    }
  }
}
