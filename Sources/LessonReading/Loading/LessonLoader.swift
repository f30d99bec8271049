import LessonModel
import TOML
import Foundation

/// Reads a lesson file and its prose into a `Lesson`, reporting every problem it finds as
/// `file:line:column: error: message` (up to 50), not only the first.
public enum LessonLoader {
  /// The result of loading: the lesson (nil when any error was found) and every diagnostic.
  public struct Outcome: Sendable {
    public var lesson: Lesson?
    public var diagnostics: [Diagnostic]
  }

  /// Loads `lessons/<id>.toml` relative to `root` (the folder holding `lessons/` and `Content/`).
  /// `displayPath` is how the file is named in messages. `courseChecks` adds the checks of the course's text (the commands it names,
  /// its `{{ … }}` figures, the values its questions quote): `lint` and the tests make them; the
  /// tutor, loading a course those have passed, leaves them out so that it starts at once.
  /// A lesson's `seed` is checked against the `seeds` of the `catalog.toml` beside the file; where
  /// there is none (a lone lesson file, a catalog without `seeds`), seed names are not checked.
  public static func load(file: URL, root: URL, displayPath: String, courseChecks: Bool = true) -> Outcome {
    load(file: file, root: root, displayPath: displayPath, courseChecks: courseChecks,
         seeds: CatalogLoader.seeds(beside: file))
  }

  /// Reads a lesson file whose `seed` must be one of `seeds` (nil: any name).
  static func load(file: URL, root: URL, displayPath: String, courseChecks: Bool, seeds: [String]?) -> Outcome {
    // At most one byte past the limit is read, so a huge file costs no memory.
    let unreadable = Outcome(lesson: nil, diagnostics: [Diagnostic(file: displayPath, message: "cannot read the file")])
    guard let handle = try? FileHandle(forReadingFrom: file) else { return unreadable }
    defer { try? handle.close() }
    let data: Data
    do {
      // `read(upToCount:)` answers nil at the end of the file: an empty file is empty text, not unreadable.
      data = orEmpty(try handle.read(upToCount: maximumFileSize + 1))
    } catch {
      return unreadable
    }
    guard data.count <= maximumFileSize else {
      let size = ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue
      return Outcome(lesson: nil, diagnostics: [Diagnostic(file: displayPath, message:
        "the file is \((size ?? data.count) / 1000) kB; lesson files are limited to \(maximumFileSize / 1000) kB")])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return Outcome(lesson: nil, diagnostics: [Diagnostic(file: displayPath, message: "the file is not valid UTF-8")])
    }
    let stem = file.deletingPathExtension().lastPathComponent
    return parse(text, file: displayPath, expectedID: stem, courseChecks: courseChecks, seeds: seeds) { relative in
      let url = root.appendingPathComponent(relative)
      guard let data = try? Data(contentsOf: url) else { return nil }
      return String(data: data, encoding: .utf8)
    }
  }

  private static func orEmpty(_ data: Data?) -> Data { data ?? Data() }

  /// Largest lesson file accepted (bytes): lesson files are small; this keeps a stray huge file from
  /// stalling the tutor.
  package static let maximumFileSize = 1_000_000

  /// Most items a lesson may have (counting `count` repetitions): the shipped lessons have up to 16,
  /// and 1000 items already take seconds per run.
  package static let maximumItems = 500

  /// Parses lesson text. `seeds` are the course's source files its `seed` must name (nil: any name);
  /// `readProse` returns the text of a file path relative to the root, or nil.
  public static func parse(_ text: String, file: String, expectedID: String?, courseChecks: Bool = true,
                           seeds: [String]? = nil, readProse: @escaping (String) -> String?) -> Outcome {
    let sink = DiagnosticSink(file: file)
    guard text.utf8.count <= maximumFileSize else {
      sink.error("the file is \(text.utf8.count / 1000) kB; lesson files are limited to \(maximumFileSize / 1000) kB",
                 at: nil)
      return Outcome(lesson: nil, diagnostics: sink.sorted)
    }
    let root: TOMLTable
    do {
      root = try TOMLParser.parse(text)
    } catch {
      sink.error(error.message, at: error.position)
      return Outcome(lesson: nil, diagnostics: sink.sorted)
    }
    // Thousands of items would take minutes to check and to run (and hundreds of MB): refuse them at once.
    if let items = root.entry("item")?.node.array {
      let produced = items.reduce(0) { sum, node in
        sum + Int(min(max(node.table?.entry("count")?.node.integer ?? 1, 1), 32))
      }
      if produced > maximumItems {
        sink.error("\(produced) items; a lesson has at most \(maximumItems)", at: items.first?.position)
        return Outcome(lesson: nil, diagnostics: sink.sorted)
      }
    }
    var reader = LessonReader(root: root, sink: sink, expectedID: expectedID, seeds: seeds, readProse: readProse)
    reader.courseChecks = courseChecks
    let lesson = reader.read()
    return Outcome(lesson: sink.hasErrors ? nil : lesson, diagnostics: sink.sorted)
  }
}
