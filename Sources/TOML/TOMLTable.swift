/// A TOML table: keys in source order, each with its position and its value's node.
///
/// Keys are unique. Lookups by key are linear for small tables and hashed for larger ones.
/// Two tables are equal when their positions and entries (in order) are equal.
package struct TOMLTable: Sendable, Equatable {
  /// One key of a table: the key, where it was written, and its value.
  public struct Entry: Sendable, Equatable {
    /// The key (one part of a possibly dotted key), with escapes resolved.
    package var key: String
    /// The position of the key's first character (its opening quote if quoted). For a table
    /// defined by a header, the key in the header that defined it.
    package var keyPosition: SourcePosition
    /// The value and its position.
    package var node: TOMLNode

    /// Creates an entry.
    public init(key: String, keyPosition: SourcePosition, node: TOMLNode) {
      self.key = key
      self.keyPosition = keyPosition
      self.node = node
    }
  }

  /// Tables with more entries than this get a hash index.
  static let linearSearchLimit = 16

  /// The entries in source order; keys are unique.
  public private(set) var entries: [Entry] = []
  /// Where the table starts (see ``TOMLNode/position``); the root table is at 1:1.
  public var position: SourcePosition
  /// Key → index in `entries`, built once the table outgrows `linearSearchLimit`.
  private var index: [String: Int]?

  /// Creates an empty table that starts at `position`.
  public init(position: SourcePosition) {
    self.position = position
  }

  /// The number of keys.
  public var count: Int { entries.count }

  /// Whether the table has no keys.
  public var isEmpty: Bool { entries.isEmpty }

  /// The keys in source order.
  package var keys: [String] { entries.map(\.key) }

  /// The node at `key`, or `nil` if the table has no such key.
  package subscript(key: String) -> TOMLNode? {
    entry(key)?.node
  }

  /// The entry (key, key position and node) for `key`, or `nil` if the table has no such key.
  package func entry(_ key: String) -> Entry? {
    guard let i = indexOfKey(key) else { return nil }
    return entries[i]
  }

  /// Whether the table has `key`.
  public func contains(_ key: String) -> Bool {
    indexOfKey(key) != nil
  }

  /// Sets the node for `key`. An existing key keeps its place in the order (and gets the new key
  /// position); a new key is appended. Returns the node that was replaced, if any.
  @discardableResult
  package mutating func updateValue(
    _ node: TOMLNode, forKey key: String, keyPosition: SourcePosition
  ) -> TOMLNode? {
    let entry = Entry(key: key, keyPosition: keyPosition, node: node)
    if let i = indexOfKey(key) {
      let old = entries[i].node
      entries[i] = entry
      return old
    }
    append(entry)
    return nil
  }

  /// Removes `key` and returns its node, or returns `nil` if the table has no such key.
  @discardableResult
  package mutating func removeValue(forKey key: String) -> TOMLNode? {
    guard let i = indexOfKey(key) else { return nil }
    let old = entries.remove(at: i).node
    rebuildIndex()
    return old
  }

  /// Two tables are equal when their positions and entries (in order) are equal.
  package static func == (lhs: TOMLTable, rhs: TOMLTable) -> Bool {
    lhs.position == rhs.position && lhs.entries == rhs.entries
  }

  /// A table from entries with unique keys and, for more than `linearSearchLimit` entries, their
  /// key → index map (built here if not given).
  init(position: SourcePosition, uniqueEntries: [Entry], index: [String: Int]?) {
    self.position = position
    self.entries = uniqueEntries
    if uniqueEntries.count > Self.linearSearchLimit {
      if let index, index.count == uniqueEntries.count {
        self.index = index
      } else {
        rebuildIndex()
      }
    }
  }

  private mutating func append(_ entry: Entry) {
    entries.append(entry)
    if index != nil {
      index?[entry.key] = entries.count - 1
    } else if entries.count > Self.linearSearchLimit {
      rebuildIndex()
    }
  }

  private mutating func rebuildIndex() {
    guard entries.count > Self.linearSearchLimit else {
      index = nil
      return
    }
    var map = [String: Int](minimumCapacity: entries.count)
    for (i, e) in entries.enumerated() { map[e.key] = i }
    index = map
  }

  private func indexOfKey(_ key: String) -> Int? {
    if let index { return index[key] }
    return entries.firstIndex { $0.key == key }
  }
}
