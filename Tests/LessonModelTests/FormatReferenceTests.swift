import Foundation
import Testing
import TestSupport
import TOML
@testable import LessonModel
@testable import LessonReading

/// FORMAT.md's key tables are written from the declarations the reader reads with; this test keeps
/// the page equal to them. `RECORD_GOLDEN=1` rewrites the tables after a deliberate change.
@Suite("FORMAT.md and the declared schema")
struct FormatReferenceTests {
  static let format = PackageRoot.url.appendingPathComponent("lessons/FORMAT.md")

  /// Every generated region of FORMAT.md: its markers and the text the declarations give.
  static var regions: [(name: String, begin: String, end: String, generated: String)] {
    let behaviors = SchemaReference.behaviorMarkers
    return [("behaviour tables", behaviors.begin, behaviors.end, SchemaReference.behaviorTables())]
      + LessonTable.allCases.map { table in
        let markers = SchemaReference.keyMarkers(table)
        return ("keys of \(table.heading)", markers.begin, markers.end, SchemaReference.keyTable(table) + "\n")
      }
  }

  @Test("FORMAT.md's key tables are the ones the declarations give")
  func keyTables() throws {
    var text = try String(contentsOf: Self.format, encoding: .utf8)
    let recording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    var rewritten: [String] = []
    for region in Self.regions {
      let begin = try #require(text.range(of: region.begin), "FORMAT.md lacks \(region.begin)")
      let end = try #require(text.range(of: region.end), "FORMAT.md lacks \(region.end)")
      let written = String(text[begin.upperBound..<end.lowerBound])
      let generated = "\n" + region.generated + "\n"
      guard written != generated else { continue }
      if recording {
        text = String(text[..<begin.upperBound]) + generated + String(text[end.lowerBound...])
        rewritten.append(region.name)
      } else {
        Issue.record("FORMAT.md's \(region.name) differ from the declarations (RECORD_GOLDEN=1 rewrites them)")
      }
    }
    if !rewritten.isEmpty {
      try Data(text.utf8).write(to: Self.format)
      Issue.record("rewrote FORMAT.md's \(rewritten.joined(separator: ", ")); run again without RECORD_GOLDEN")
    }
  }

  @Test("every key lint allows in a behaviour is one the reader reads, and the other way round")
  func lintAndReaderAgree() {
    let common = LessonTable.behavior.allowed()
    for type in BehaviorType.allCases {
      let declared = type.schema.map(\.key)
      #expect(Set(declared).count == declared.count, "\(type): a key declared twice")
      #expect(Set(declared).isDisjoint(with: common), "\(type): a key of every behaviour declared again")
    }
  }

  @Test("no table declares a key twice")
  func keysAreUnique() {
    for table in LessonTable.allCases {
      let keys = table.keys.map(\.key)
      #expect(Set(keys).count == keys.count, "\(table.heading): a key declared twice")
    }
  }

  /// Tables no lesson or fixture has: a basic animation, a field region given by its radius.
  static let pathsNoLessonTakes = [
    """
    [scene]
    engine = "animation"
    [[animation]]
    id = "a"
    type = "basic"
    """,
    """
    [[behavior]]
    id = "f"
    type = "field"
    region = { radius = 10 }
    """,
    """
    [[item]]
    id = "card"
    [[exercise]]
    id = "c"
    kind = "code"
    play = [{ at = 0, tap = [10, 10] }, { at = 0.5, drag = "card", by = [0, 100], over = 0.2 }]
    """,
  ]

  @Test("every key a table declares is one its reader reads")
  func declaredKeysAreRead() throws {
    let root = PackageRoot.url
    let folders = [root.appendingPathComponent("lessons"),
                   root.appendingPathComponent("Tests/LessonRuntimeTests/Fixtures/lessons")]
    var texts = Self.pathsNoLessonTakes
    for folder in folders {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".toml") && $0 != "catalog.toml" && !CatalogLoader.isTranslation($0) }
      texts += try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }
    let sink = DiagnosticSink(file: "")
    sink.recordsKeysRead = true
    for text in texts {
      guard let table = try? TOMLParser.parse(text) else { continue }
      let reader = LessonReader(root: table, sink: sink, expectedID: nil, seeds: nil) { _ in nil }
      _ = reader.read()
    }
    _ = CatalogLoader.readCatalog(root.appendingPathComponent("lessons/catalog.toml"), sink: sink)
    for table in LessonTable.allCases {
      let unread = Set(table.keys.map(\.key)).subtracting(sink.keysRead[table] ?? [])
      #expect(unread.isEmpty, "\(table.heading): declared but never read: \(unread.sorted())")
    }
  }
}
