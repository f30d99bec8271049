/// One thing iOS's debug overlay (the animator's `debugEnabled`) shows of a behaviour: a collision
/// boundary, an attachment, a snap point or a field. Drawings of the overlay — of a live animator, or of
/// a scene as it was built — read behaviours through `UIDynamicBehavior.debugOverlayElements(referenceBounds:)`
/// and nothing else, so they agree on what the overlay holds.
package enum DebugOverlayElement {
  /// A boundary segment in the reference view's coordinates (pt); the identifier is nil for the
  /// reference bounds.
  case boundary(identifier: (any NSCopying)?, from: CGPoint, to: CGPoint)
  /// An attachment of `item` to a fixed `anchor` (pt) or to `otherItem`; a spring when its frequency
  /// is above 0.
  case attachment(item: any UIDynamicItem, otherItem: (any UIDynamicItem)?, anchor: CGPoint?, isSpring: Bool)
  /// Where a snap sends its item (pt).
  case snap(item: any UIDynamicItem, point: CGPoint)
  /// A field's kind, its position (pt) and the region it acts in.
  case field(kind: UIFieldBehavior.Kind, position: CGPoint, region: UIRegion)
}

extension UIDynamicBehavior {
  /// What the debug overlay shows of this behaviour itself, not of its children: its boundaries (the
  /// reference bounds inside `referenceBounds`, inset as the behaviour says, then the named boundaries
  /// in the order they were added), its attachment, its snap point or its field.
  package func debugOverlayElements(referenceBounds: CGRect?) -> [DebugOverlayElement] {
    switch self {
    case let collision as UICollisionBehavior:
      return collision.boundarySegments(referenceBounds: referenceBounds).map {
        .boundary(identifier: $0.identifier, from: $0.from, to: $0.to)
      }
    case let attachment as UIAttachmentBehavior:
      guard let item = attachment.items.first else { return [] }
      let anchor = attachment.attachedBehaviorType == .anchor ? attachment.anchorPoint : nil
      let other = attachment.items.count > 1 ? attachment.items[1] : nil
      return [.attachment(item: item, otherItem: other, anchor: anchor, isSpring: attachment.frequency > 0)]
    case let snap as UISnapBehavior:
      return [.snap(item: snap.item, point: snap.snapPoint)]
    case let field as UIFieldBehavior:
      return [.field(kind: field.fieldKind, position: field.position, region: field.region)]
    default:
      return []
    }
  }
}

extension UICollisionBehavior {
  /// The behaviour's boundary segments as its public properties describe them: the reference bounds
  /// (when it translates them), then each named boundary's path, flattened as the engine flattens it.
  fileprivate func boundarySegments(referenceBounds: CGRect?)
    -> [(identifier: (any NSCopying)?, from: CGPoint, to: CGPoint)] {
    var segments: [(identifier: (any NSCopying)?, from: CGPoint, to: CGPoint)] = []
    if translatesReferenceBoundsIntoBoundary, let bounds = referenceBounds {
      let rect = bounds.inset(by: referenceBoundsInsets)
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ]
      for i in 0..<4 { segments.append((nil, corners[i], corners[(i + 1) % 4])) }
    }
    for identifier in boundaryIdentifiers ?? [] {
      guard let path = boundary(withIdentifier: identifier) else { continue }
      for polyline in PathGeometry.boundaryPolylines(path.elements) {
        let points = polyline.points
        let count = polyline.closed ? points.count : points.count - 1
        for i in 0..<max(count, 0) { segments.append((identifier, points[i], points[(i + 1) % points.count])) }
      }
    }
    return segments
  }
}
