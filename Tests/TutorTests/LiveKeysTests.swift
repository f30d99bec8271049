import LessonReading
import Testing
@testable import Tutor

/// The `?` box of live keys, read at two widths: its descriptions keep the line breaks they are written
/// with where every line fits, and wrap as one paragraph where one does not.
@Suite("The live keys box")
struct LiveKeysTests {
  private func lines(width: Int) throws -> [String] {
    let lesson = try #require(CatalogLoader.load(root: Fixture.root).lesson("messages-bounce"))
    return LiveFrame.help(for: lesson, width: width).map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test("at 80 columns space's description breaks where it is written, after 'finger down'")
  func writtenBreakHolds() throws {
    let text = try lines(width: 80)
    let index = try #require(text.firstIndex { $0.hasSuffix("or put the finger down") })
    #expect(text[index + 1].hasPrefix("and lift it (grab, drag) on the next space"))
  }

  @Test("at 50 columns it wraps as one paragraph: no line holds 'finger down' alone")
  func narrowWrapsAsOneParagraph() throws {
    let text = try lines(width: 50)
    #expect(!text.contains("finger down"), "\(text.joined(separator: "\n"))")
    #expect(text.contains { $0.contains("finger down and") }, "\(text.joined(separator: "\n"))")
    #expect(text.allSatisfy { $0.count <= 50 })
  }
}
