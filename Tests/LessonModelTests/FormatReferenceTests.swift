import Foundation
import Testing
import TestSupport
@testable import LessonModel

/// FORMAT.md's key tables are written from the declarations the reader reads with; this test keeps
/// the page equal to them. `RECORD_GOLDEN=1` rewrites the tables after a deliberate change.
@Suite("FORMAT.md and the declared schema")
struct FormatReferenceTests {
  static let format = PackageRoot.url.appendingPathComponent("lessons/FORMAT.md")

  @Test("FORMAT.md's behaviour tables are the ones the declarations give")
  func behaviorTables() throws {
    let text = try String(contentsOf: Self.format, encoding: .utf8)
    let markers = SchemaReference.behaviorMarkers
    let begin = try #require(text.range(of: markers.begin), "FORMAT.md lacks \(markers.begin)")
    let end = try #require(text.range(of: markers.end), "FORMAT.md lacks \(markers.end)")
    let written = String(text[begin.upperBound..<end.lowerBound])
    let generated = "\n" + SchemaReference.behaviorTables() + "\n"
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1", written != generated {
      try Data((text[..<begin.upperBound] + generated + text[end.lowerBound...]).utf8).write(to: Self.format)
      Issue.record("rewrote FORMAT.md's behaviour tables; run again without RECORD_GOLDEN")
      return
    }
    #expect(written == generated, "FORMAT.md's behaviour tables differ from the declarations (RECORD_GOLDEN=1 rewrites them)")
  }

  @Test("every key lint allows in a behaviour is one the reader reads, and the other way round")
  func lintAndReaderAgree() {
    for type in BehaviorType.allCases {
      let declared = type.keys.schema.map(\.key)
      #expect(Set(declared).count == declared.count, "\(type): a key declared twice")
      #expect(Set(declared).isDisjoint(with: LessonSchema.commonBehaviorKeys), "\(type): a key of every behaviour declared again")
    }
  }
}
