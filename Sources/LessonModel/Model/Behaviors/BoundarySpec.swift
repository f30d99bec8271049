import TOML
import Localization

/// A boundary of a collision behaviour: a segment between two points, or along an item's edge.
package struct BoundarySpec: Sendable {
  /// The identifier it is added with; a parameter `<id>.enabled` switches it off.
  public var id: String
  public var path: Path

  /// Where the boundary lies.
  package enum Path: Sendable {
    /// From one point to another.
    case segment(from: QuantityPair, to: QuantityPair)
    /// Along one edge of an item's frame, as the scene is built.
    case along(item: String, edge: BoundaryEdge)
  }

  /// Creates a boundary description.
  public init(id: String, path: Path) {
    self.id = id
    self.path = path
  }
}

/// An edge of an item's frame that a boundary follows.
package enum BoundaryEdge: String, Sendable, CaseIterable {
  case top, bottom, left, right
}

extension ValueFormat where Value == [BoundarySpec] {
  /// `[[behavior.boundary]]` tables.
  static var boundaries: ValueFormat {
    ValueFormat(written: "tables", read: { node, key, reader in readBoundaries(node, key: key, reader) },
                erased: { _ in nil }, instantiate: { value, _ in value }, quantities: { _ in [] }, parameters: [])
  }

  private static func readBoundaries(_ node: TOMLNode, key: String, _ reader: PropertyReader) -> [BoundarySpec]? {
    guard let array = node.array else {
      reader.table.wrongType(key, node, expected: "an array of tables")
      return nil
    }
    var boundaries: [BoundarySpec] = []
    var seen: Set<String> = []
    for element in array {
      guard let table = element.table else {
        reader.table.wrongType(key, element, expected: "a table")
        continue
      }
      let boundaryReader = TableReader(table, of: .boundary, context: "behavior \"\(reader.owner)\" boundary", sink: reader.sink)
      guard let id = boundaryReader.string("id", required: true) else { continue }
      if !seen.insert(id).inserted {
        reader.error("two boundaries are called \"\(id)\"", at: reader.table.table.position)
      }
      if let boundary = readBoundary(boundaryReader, id: id, reader) { boundaries.append(boundary) }
    }
    return boundaries
  }

  private static func readBoundary(_ boundaryReader: TableReader, id: String, _ reader: PropertyReader) -> BoundarySpec? {
    let table = boundaryReader.table, sink = reader.sink
    boundaryReader.context = "boundary \"\(id)\""
    defer { boundaryReader.reportUnknownKeys() }
    let from = boundaryReader.pair("from"), to = boundaryReader.pair("to")
    let along = boundaryReader.string("along"), edgeName = boundaryReader.string("edge")
    if along == nil && (from == nil || to == nil) {
      sink.error("boundary \"\(id)\" needs from and to, or along and edge", at: table.position)
    }
    if along != nil && (from != nil || to != nil) {
      sink.error("boundary \"\(id)\" has both from/to and along; use one", at: table.position)
    }
    if let along, !reader.itemIDs.contains(along) {
      sink.error("boundary \"\(id)\": item \"\(along)\" does not exist" + Suggestion.didYouMean(along, in: reader.itemIDs),
                 at: boundaryReader.node("along")?.position)
    }
    let edge = edgeName.map { BoundaryEdge(rawValue: $0) } ?? .top
    if edge == nil {
      sink.error("boundary \"\(id)\": edge must be top, bottom, left or right", at: boundaryReader.node("edge")?.position)
    }
    if case .literal(let x1)? = from?.x, case .literal(let y1)? = from?.y,
       case .literal(let x2)? = to?.x, case .literal(let y2)? = to?.y, x1 == x2, y1 == y2 {
      sink.error("boundary \"\(id)\": from and to are the same point", at: boundaryReader.node("to")?.position)
    }
    for quantity in [from?.x, from?.y, to?.x, to?.y].compactMap({ $0 }) {
      reader.check(quantity, table.position, "boundary \"\(id)\"")
    }
    if let along, let edge { return BoundarySpec(id: id, path: .along(item: along, edge: edge)) }
    if let from, let to { return BoundarySpec(id: id, path: .segment(from: from, to: to)) }
    return nil
  }
}
