import LessonModel
import TOML
import Localization
import Foundation

/// Loads `lessons/catalog.toml` and every lesson it lists; lessons with errors are kept as broken
/// entries so the others still work. Lesson files the catalog does not list are loaded after the
/// listed ones, with a warning, so a teacher's new lesson shows up before it is catalogued.
public enum CatalogLoader {
  /// A catalog holding only the lesson `id` (for one-shot commands such as `dynamics-tutor run`, which
  /// need not read the whole course), or nil when there is no `lessons/<id>.toml` under `root`.
  package static func loadLesson(_ id: String, root: URL, lessonsFolder: URL? = nil, courseChecks: Bool = true) -> LessonCatalog? {
    guard LessonSchema.isKebabCase(id) else { return nil }
    let file = (lessonsFolder ?? root.appendingPathComponent("lessons")).appendingPathComponent("\(id).toml")
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    let path = "lessons/\(id).toml"
    let outcome = LessonLoader.load(file: file, root: root, displayPath: path, courseChecks: courseChecks)
    if let lesson = outcome.lesson {
      let folder = lessonsFolder ?? root.appendingPathComponent("lessons")
      return LessonCatalog(entries: [.loaded(lesson)], translate: { lesson, language in
        LessonTranslation.load(for: lesson, language: language, root: root, lessonsFolder: folder).apply(to: lesson)
      })
    }
    return LessonCatalog(entries: [.broken(id: id, path: path, diagnostics: outcome.diagnostics.filter { $0.severity == .error })])
  }

  /// Loads the catalog under `root` (a folder holding `lessons/` and `Content/`). `lessonsFolder` is
  /// the folder of lesson files when it is not `root/lessons` (a teacher's folder of another name),
  /// and `displayFolder` how file paths begin in messages (`lessons`, or the folder as the user gave it).
  public static func load(root: URL, lessonsFolder: URL? = nil, displayFolder: String = "lessons",
                          courseChecks: Bool = true) -> LessonCatalog {
    let lessonsFolder = lessonsFolder ?? root.appendingPathComponent("lessons")
    let shown = { (name: String) in (displayFolder as NSString).appendingPathComponent(name) }
    let catalogPath = shown("catalog.toml")
    let sink = DiagnosticSink(file: catalogPath)
    let (order, articles, seeds) = readCatalog(lessonsFolder.appendingPathComponent("catalog.toml"), sink: sink)

    let files = ((try? FileManager.default.contentsOfDirectory(atPath: lessonsFolder.path)) ?? [])
      .filter { $0.hasSuffix(".toml") && $0 != "catalog.toml" && !isTranslation($0) }
      .sorted()
    let fileIDs = files.map { String($0.dropLast(5)) }
    var ids: [String] = []
    for (id, position) in order {
      if !fileIDs.contains(id) {
        sink.error("lesson \"\(id)\" has no file \(shown("\(id).toml"))" + Suggestion.didYouMean(id, in: fileIDs), at: position)
      } else if !ids.contains(id) {
        ids.append(id)
      }
    }
    checkArticles(articles, lessonIDs: order.map(\.id), sink: sink)
    var diagnostics = sink.sorted
    for id in fileIDs where !ids.contains(id) {
      if !order.isEmpty {
        diagnostics.append(Diagnostic(file: shown("\(id).toml"), severity: .warning,
                                      message: "\(shown("\(id).toml")) is not listed in the catalog"))
      }
      ids.append(id)
    }
    let displayFolder = displayFolder
    // Each lesson file is read when the lesson is first needed: the tutor starts with the current one.
    return LessonCatalog(ids: ids, diagnostics: diagnostics, articles: articles.map(\.article), translate: { lesson, language in
      LessonTranslation.load(for: lesson, language: language, root: root, lessonsFolder: lessonsFolder,
                             displayFolder: displayFolder).apply(to: lesson)
    }) { id in
      let path = (displayFolder as NSString).appendingPathComponent("\(id).toml")
      let outcome = LessonLoader.load(file: lessonsFolder.appendingPathComponent("\(id).toml"), root: root, displayPath: path,
                                      courseChecks: courseChecks, seeds: seeds)
      if let lesson = outcome.lesson { return .loaded(lesson) }
      return .broken(id: id, path: path, diagnostics: outcome.diagnostics.filter { $0.severity == .error })
    }
  }

  /// Whether a file name is a lesson's translation (`falling-buttons.ko.toml`), not a lesson.
  package static func isTranslation(_ fileName: String) -> Bool {
    let parts = fileName.split(separator: ".")
    return parts.count == 3 && parts[2] == "toml" && Language(rawValue: String(parts[1])) != nil
  }

  /// The lesson ids in catalog order with their positions, the articles, and the seeds (nil: the
  /// catalog lists none); problems go to `sink`.
  static func readCatalog(_ url: URL, sink: DiagnosticSink)
    -> (order: [(id: String, position: SourcePosition?)], articles: [(article: Article, position: SourcePosition)],
        seeds: [String]?) {
    guard FileManager.default.fileExists(atPath: url.path) else {
      sink.warning("no catalog.toml beside the lessons; they are listed by file name", at: nil)
      return ([], [], nil)
    }
    guard let table = parseCatalog(url, sink: sink) else { return ([], [], nil) }
    let seeds = TableReader(table, of: .catalog, context: "", sink: sink).strings("seeds")
    return (readOrder(table, sink: sink), readArticles(table, seeds: seeds, sink: sink), seeds)
  }

  /// The catalog's table, or nil after reporting why it cannot be read.
  private static func parseCatalog(_ url: URL, sink: DiagnosticSink) -> TOMLTable? {
    guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
      sink.error("cannot read the catalog; lessons are listed by file name", at: nil)
      return nil
    }
    do {
      return try TOMLParser.parse(text)
    } catch {
      sink.error(error.message, at: error.position)
      return nil
    }
  }

  /// The `seeds` of the `catalog.toml` in the folder of `lessonFile`: the course's source files a
  /// lesson's `seed` must name. Nil when there is no catalog there, it cannot be read or it lists no
  /// seeds; the catalog's own problems are lint's of the catalog, not of the lesson.
  static func seeds(beside lessonFile: URL) -> [String]? {
    let url = lessonFile.deletingLastPathComponent().appendingPathComponent("catalog.toml")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let scratch = DiagnosticSink(file: url.path)
    guard let table = parseCatalog(url, sink: scratch) else { return nil }
    return TableReader(table, of: .catalog, context: "", sink: scratch).strings("seeds")
  }

  /// The lesson ids of the `[[part]]` tables in order, with their positions.
  static func readOrder(_ table: TOMLTable, sink: DiagnosticSink) -> [(id: String, position: SourcePosition?)] {
    var order: [(id: String, position: SourcePosition?)] = []
    let reader = TableReader(table, of: .catalog, context: "", sink: sink)
    if let schema = reader.integer("schema", required: true), schema != 1 {
      sink.error("unsupported schema \(schema) (this tutor reads schema 1)", at: reader.node("schema")?.position)
    }
    let parts = reader.tables("part")
    if parts.isEmpty { sink.error("the catalog needs at least one [[part]]", at: table.position) }
    for part in parts {
      let partReader = TableReader(part, of: .part, context: "[[part]]", sink: sink)
      _ = partReader.string("title", required: true)
      let ids = partReader.strings("lessons", required: true) ?? []
      let node = partReader.node("lessons")
      for (index, id) in ids.enumerated() {
        let position = node?.array.flatMap { $0.indices.contains(index) ? $0[index].position : nil } ?? node?.position
        if !LessonSchema.isKebabCase(id) {
          sink.error("lesson id \"\(id)\" must be kebab-case", at: position)
        } else if let first = order.first(where: { $0.id == id }) {
          sink.error("lesson \"\(id)\" is listed twice (first at line \(first.position?.line ?? 0))", at: position)
        } else {
          order.append((id, position))
        }
      }
      partReader.reportUnknownKeys()
    }
    reader.reportUnknownKeys()
    return order
  }
}
