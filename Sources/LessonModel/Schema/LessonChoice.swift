/// A closed set of names a lesson file writes as a string (`mode = "continuous"`), which an enum
/// parameter may also choose among.
package protocol LessonChoice: Sendable, Equatable {
  /// Reads the name as a lesson file or an enum parameter's option writes it; nil when unknown.
  init?(lessonText: String)
  /// The name as a lesson file writes it.
  var lessonText: String { get }
  /// Every name, for messages and FORMAT.md.
  static var lessonNames: [String] { get }
}

extension LessonChoice where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
  package init?(lessonText: String) { self.init(rawValue: lessonText) }
  package var lessonText: String { rawValue }
  package static var lessonNames: [String] { allCases.map(\.rawValue) }
}
