/// Builds the document's table tree while enforcing TOML's rules on (re)definition.
///
/// Tables live in an arena and refer to their children by index, so that adding a key deep in
/// the tree never copies the tables above it. Each table remembers how it came to be, which
/// decides what may still be done to it:
///
/// - `implicit`: created as a parent by a header (`a` in `[a.b]`); a later `[a]` may define it.
/// - `header`: defined by `[name]`; cannot be defined again nor extended with dotted keys.
/// - `dotted`: created by a dotted key (`a` in `a.b = 1`); dotted keys of the same table may add to
///   it and headers may add sub-tables, but `[a]` may not define it.
/// - `arrayElement`: one table of an array of tables, opened by `[[name]]`.
/// - `inline`: an inline table being parsed; once closed it becomes a plain value that can no
///   longer be extended.
struct TOMLTableBuilder {
  /// How a table came to be.
  enum Kind { case root, implicit, header, dotted, arrayElement, inline }

  /// What a key holds.
  enum Slot {
    /// A finished value: scalar, static array or closed inline table.
    case value(TOMLNode)
    /// A table of the arena.
    case table(Int)
    /// An array of tables: an index into `tableArrays`.
    case tableArray(Int)
  }

  /// A key of an arena table.
  struct Entry {
    var key: String
    var keyPosition: SourcePosition
    var slot: Slot
  }

  /// A table under construction.
  struct Table {
    var kind: Kind
    var position: SourcePosition
    /// Containers around the table (the root has depth 0).
    var depth: Int
    var entries: [Entry] = []
    /// Key → index in `entries`, built once the table has more than a few keys.
    var index: [String: Int]? = nil
  }

  /// An array of tables: where it was first opened and its element tables.
  struct TableArray {
    var position: SourcePosition
    var elements: [Int]
  }

  /// The deepest nesting of arrays and tables a document may have.
  static let maxDepth = 128

  /// The error for nesting deeper than ``maxDepth``.
  static func nestingError(at position: SourcePosition) -> TOMLSyntaxError {
    TOMLSyntaxError(position: position, message: "nesting deeper than \(maxDepth) levels")
  }

  /// The arena; index 0 is the root table.
  private(set) var tables = [Table(kind: .root, position: .start, depth: 0)]
  private var tableArrays: [TableArray] = []

  /// The index of the root table.
  static let root = 0

  // MARK: Headers

  /// Opens the table of a `[path]` header whose `[` is at `header`; returns its index.
  mutating func defineTable(
    _ path: [TOMLKeyPart], header: SourcePosition
  ) throws(TOMLSyntaxError) -> Int {
    var name: String { "[\(TOMLKeyRendering.path(path))]" }
    var t = Self.root
    for (n, part) in path.enumerated() {
      let isLast = n == path.count - 1
      guard let e = find(part.name, in: t) else {
        let c = try newTable(
          isLast ? .header : .implicit, at: isLast ? header : part.position, in: t, errorAt: part.position)
        add(Entry(key: part.name, keyPosition: part.position, slot: .table(c)), to: t)
        t = c
        continue
      }
      switch tables[t].entries[e].slot {
      case .table(let c):
        if isLast {
          let first = tables[c].position.line
          switch tables[c].kind {
          case .implicit:
            tables[c].kind = .header
            tables[c].position = header
            tables[t].entries[e].keyPosition = part.position
            return c
          case .dotted:
            throw TOMLSyntaxError(
              position: header,
              message: "table \(name) defined twice (first by dotted keys at line \(first))")
          default:
            throw TOMLSyntaxError(
              position: header, message: "table \(name) defined twice (first at line \(first))")
          }
        }
        t = c
      case .tableArray(let k):
        if isLast {
          throw TOMLSyntaxError(
            position: header,
            message: "cannot define table \(name): it is already an array of tables "
              + "(first defined at line \(tableArrays[k].position.line))")
        }
        guard let last = tableArrays[k].elements.last else { throw internalError(at: part.position) }
        t = last
      case .value(let node):
        throw valueConflict(node, path: path[...n], action: "cannot define table \(name)")
      }
    }
    return t
  }

  /// Opens a new element of the array of tables of a `[[path]]` header whose first `[` is at
  /// `header`; returns the new table's index.
  mutating func appendArrayTable(
    _ path: [TOMLKeyPart], header: SourcePosition
  ) throws(TOMLSyntaxError) -> Int {
    var name: String { "[[\(TOMLKeyRendering.path(path))]]" }
    var t = Self.root
    for (n, part) in path.enumerated() {
      let isLast = n == path.count - 1
      guard let e = find(part.name, in: t) else {
        if isLast {
          let c = try newTable(.arrayElement, at: header, in: t, extraDepth: 1, errorAt: part.position)
          tableArrays.append(TableArray(position: header, elements: [c]))
          add(
            Entry(key: part.name, keyPosition: part.position, slot: .tableArray(tableArrays.count - 1)),
            to: t)
          return c
        }
        let c = try newTable(.implicit, at: part.position, in: t, errorAt: part.position)
        add(Entry(key: part.name, keyPosition: part.position, slot: .table(c)), to: t)
        t = c
        continue
      }
      switch tables[t].entries[e].slot {
      case .table(let c):
        if isLast {
          throw TOMLSyntaxError(
            position: header,
            message: "cannot define array of tables \(name): it is already a table "
              + "(first defined at line \(tables[c].position.line))")
        }
        t = c
      case .tableArray(let k):
        if isLast {
          let c = try newTable(.arrayElement, at: header, in: t, extraDepth: 1, errorAt: part.position)
          tableArrays[k].elements.append(c)
          return c
        }
        guard let last = tableArrays[k].elements.last else { throw internalError(at: part.position) }
        t = last
      case .value(let node):
        if isLast, case .array = node.value {
          throw TOMLSyntaxError(
            position: header,
            message: "cannot append to static array \(TOMLKeyRendering.quoted(path)) "
              + "(defined at line \(node.position.line)) with \(name)")
        }
        throw valueConflict(node, path: path[...n], action: "cannot define array of tables \(name)")
      }
    }
    throw internalError(at: header)
  }

  // MARK: Key/value pairs

  /// Prepares `path = …` in table `t`: walks (creating as needed) the dotted key's parent tables
  /// and checks that the last key is new. Returns the table that will receive the value.
  mutating func prepareKeyValue(_ path: [TOMLKeyPart], in t: Int) throws(TOMLSyntaxError) -> Int {
    var t = t
    guard let lastPart = path.last, let first = path.first else { throw internalError(at: .start) }
    for (n, part) in path.dropLast().enumerated() {
      guard let e = find(part.name, in: t) else {
        let c = try newTable(.dotted, at: part.position, in: t, errorAt: part.position)
        add(Entry(key: part.name, keyPosition: part.position, slot: .table(c)), to: t)
        t = c
        continue
      }
      var prefix: String { TOMLKeyRendering.quoted(Array(path[...n])) }
      switch tables[t].entries[e].slot {
      case .table(let c):
        guard tables[c].kind == .dotted else {
          let how = tables[c].kind == .implicit ? "created by a table header" : "defined by a table header"
          throw TOMLSyntaxError(
            position: first.position,
            message: "cannot add \(TOMLKeyRendering.quoted(path)) with a dotted key: table \(prefix) "
              + "was \(how) at line \(tables[c].position.line)")
        }
        t = c
      case .tableArray(let k):
        throw TOMLSyntaxError(
          position: first.position,
          message: "cannot add \(TOMLKeyRendering.quoted(path)) with a dotted key: \(prefix) is an "
            + "array of tables (first defined at line \(tableArrays[k].position.line))")
      case .value(let node):
        throw valueConflict(
          node, path: path[...n], action: "cannot define \(TOMLKeyRendering.quoted(path))")
      }
    }
    if let e = find(lastPart.name, in: t) {
      throw TOMLSyntaxError(
        position: first.position,
        message: "duplicate key \(TOMLKeyRendering.quoted(path)) "
          + "(first defined at line \(tables[t].entries[e].keyPosition.line))")
    }
    return t
  }

  /// Stores `node` under `key` in table `t` (after ``prepareKeyValue(_:in:)``).
  mutating func setValue(_ node: TOMLNode, for key: TOMLKeyPart, in t: Int) {
    add(Entry(key: key.name, keyPosition: key.position, slot: .value(node)), to: t)
  }

  // MARK: Inline tables

  /// Starts an inline table whose `{` is at `position`, `depth` containers deep.
  mutating func beginInlineTable(at position: SourcePosition, depth: Int) throws(TOMLSyntaxError) -> Int {
    guard depth <= Self.maxDepth else { throw Self.nestingError(at: position) }
    tables.append(Table(kind: .inline, position: position, depth: depth))
    return tables.count - 1
  }

  /// Finishes the inline table `t`: returns it and drops it and its sub-tables from the arena.
  mutating func finishInlineTable(_ t: Int) -> TOMLTable {
    let table = build(t)
    if t > Self.root && t < tables.count { tables.removeSubrange(t...) }
    return table
  }

  // MARK: Result

  /// The finished table `t` (the root by default) with all its sub-tables.
  func build(_ t: Int = root) -> TOMLTable {
    var entries: [TOMLTable.Entry] = []
    entries.reserveCapacity(tables[t].entries.count)
    for e in tables[t].entries {
      let node: TOMLNode
      switch e.slot {
      case .value(let n):
        node = n
      case .table(let c):
        node = TOMLNode(value: .table(build(c)), position: tables[c].position)
      case .tableArray(let k):
        let elements = tableArrays[k].elements.map { c in
          TOMLNode(value: .table(build(c)), position: tables[c].position)
        }
        node = TOMLNode(value: .array(elements), position: tableArrays[k].position)
      }
      entries.append(TOMLTable.Entry(key: e.key, keyPosition: e.keyPosition, node: node))
    }
    return TOMLTable(position: tables[t].position, uniqueEntries: entries, index: tables[t].index)
  }

  // MARK: Helpers

  private func find(_ key: String, in t: Int) -> Int? {
    if let index = tables[t].index { return index[key] }
    return tables[t].entries.firstIndex { $0.key == key }
  }

  private mutating func add(_ entry: Entry, to t: Int) {
    tables[t].entries.append(entry)
    let count = tables[t].entries.count
    if tables[t].index != nil {
      tables[t].index?[entry.key] = count - 1
    } else if count > TOMLTable.linearSearchLimit {
      var map = [String: Int](minimumCapacity: count * 2)
      for (i, e) in tables[t].entries.enumerated() { map[e.key] = i }
      tables[t].index = map
    }
  }

  private mutating func newTable(
    _ kind: Kind, at position: SourcePosition, in parent: Int, extraDepth: Int = 0,
    errorAt: SourcePosition
  ) throws(TOMLSyntaxError) -> Int {
    let depth = tables[parent].depth + 1 + extraDepth
    guard depth <= Self.maxDepth else { throw Self.nestingError(at: errorAt) }
    tables.append(Table(kind: kind, position: position, depth: depth))
    return tables.count - 1
  }

  /// The error for using `path`'s last part, which holds a finished value, as a table.
  private func valueConflict(
    _ node: TOMLNode, path: ArraySlice<TOMLKeyPart>, action: String
  ) -> TOMLSyntaxError {
    let key = TOMLKeyRendering.quoted(Array(path))
    let position = path.last?.position ?? node.position
    if case .table = node.value {
      return TOMLSyntaxError(
        position: position,
        message: "\(action): \(key) is an inline table (defined at line \(node.position.line)), "
          + "which cannot be extended")
    }
    let article = node.typeName == "array" || node.typeName == "integer" ? "an" : "a"
    return TOMLSyntaxError(
      position: position,
      message: "\(action): \(key) is already \(article) \(node.typeName) "
        + "(defined at line \(node.position.line))")
  }

  private func internalError(at position: SourcePosition) -> TOMLSyntaxError {
    TOMLSyntaxError(position: position, message: "internal error: inconsistent table tree")
  }
}
