import Foundation

/// Loads `lessons/catalog.toml` and every lesson it lists; lessons with errors are kept as broken
/// entries so the others still work.
public enum CatalogLoader {
  /// Loads the catalog under `root` (a folder holding `lessons/` and `Content/`).
  public static func load(root: URL) -> LessonCatalog {
    let lessonsFolder = root.appendingPathComponent("lessons")
    let catalogURL = lessonsFolder.appendingPathComponent("catalog.toml")
    let catalogPath = "lessons/catalog.toml"
    var diagnostics: [Diagnostic] = []
    var order: [(id: String, position: SourcePosition?)] = []

    if let data = try? Data(contentsOf: catalogURL), let text = String(data: data, encoding: .utf8) {
      do {
        let table = try TOMLParser.parse(text)
        let sink = DiagnosticSink(file: catalogPath)
        let reader = TableReader(table, context: "", sink: sink)
        _ = reader.integer("schema", required: true)
        for part in reader.tables("part") {
          let partReader = TableReader(part, context: "[[part]]", sink: sink)
          _ = partReader.string("title", required: true)
          let ids = partReader.strings("lessons", required: true) ?? []
          let node = partReader.node("lessons")
          for (index, id) in ids.enumerated() {
            order.append((id, node?.array.flatMap { $0.indices.contains(index) ? $0[index].position : nil }))
          }
          partReader.reportUnknownKeys(allowed: ["title", "lessons"])
        }
        reader.reportUnknownKeys(allowed: ["schema", "part"])
        diagnostics += sink.sorted
      } catch {
        diagnostics.append(Diagnostic(file: catalogPath, line: error.position.line, column: error.position.column,
                                      message: error.message))
      }
    } else {
      diagnostics.append(Diagnostic(file: catalogPath, message: "cannot read the catalog; lessons are listed by file name"))
    }

    let files = ((try? FileManager.default.contentsOfDirectory(atPath: lessonsFolder.path)) ?? [])
      .filter { $0.hasSuffix(".toml") && $0 != "catalog.toml" }
      .sorted()
    let fileIDs = files.map { String($0.dropLast(5)) }
    for (id, position) in order where !fileIDs.contains(id) {
      diagnostics.append(Diagnostic(file: catalogPath, line: position?.line, column: position?.column,
                                    message: "lesson \"\(id)\" has no file lessons/\(id).toml"))
    }
    var ids = order.map(\.id).filter { fileIDs.contains($0) }
    for id in fileIDs where !ids.contains(id) {
      if !order.isEmpty {
        diagnostics.append(Diagnostic(file: "lessons/\(id).toml", severity: .warning, message: "not listed in the catalog"))
      }
      ids.append(id)
    }
    var seen = Set<String>()
    let entries = ids.filter { seen.insert($0).inserted }.map { id -> LessonCatalog.Entry in
      let path = "lessons/\(id).toml"
      let outcome = LessonLoader.load(file: lessonsFolder.appendingPathComponent("\(id).toml"), root: root, displayPath: path)
      if let lesson = outcome.lesson { return .loaded(lesson) }
      return .broken(id: id, path: path, diagnostics: outcome.diagnostics.filter { $0.severity == .error })
    }
    return LessonCatalog(entries: entries, diagnostics: diagnostics)
  }
}
