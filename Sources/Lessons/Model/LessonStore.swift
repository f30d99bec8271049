import Foundation

/// The lessons of a catalog, read the first time each is asked for and kept: the tutor starts by
/// reading the catalog and the current lesson only. Safe to use from any thread.
final class LessonStore: @unchecked Sendable {
  private let lock = NSLock()
  private var cache: [String: LessonCatalog.Entry]
  private let load: (@Sendable (String) -> LessonCatalog.Entry)?

  /// A store of lessons already read.
  init(entries: [LessonCatalog.Entry]) {
    cache = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    load = nil
  }

  /// A store that reads each lesson with `load` on first use.
  init(load: @escaping @Sendable (String) -> LessonCatalog.Entry) {
    cache = [:]
    self.load = load
  }

  /// The lesson's entry, reading it if it was not read yet.
  func entry(_ id: String) -> LessonCatalog.Entry {
    lock.lock()
    defer { lock.unlock() }
    if let known = cache[id] { return known }
    let entry = load?(id) ?? .broken(id: id, path: id, diagnostics: [])
    cache[id] = entry
    return entry
  }
}
