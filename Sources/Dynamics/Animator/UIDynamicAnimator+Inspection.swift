import Foundation

// Not part of UIKit: read-only views into the simulation for tools that record or draw it (the
// tutorial's recorder and debug drawings). UIKit code never needs these.
extension UIDynamicAnimator {
  /// The item's current velocity in pt/s, or nil when no behaviour in this animator names the item.
  public func velocity(of item: UIDynamicItem) -> CGPoint? {
    guard let body = bodyIndex(of: item) else { return nil }
    return world.bodies[Int(body)].velocity.cgPoint
  }

  /// The item's current angular velocity in rad/s (positive turns clockwise on screen), or nil.
  public func angularVelocity(of item: UIDynamicItem) -> CGFloat? {
    guard let body = bodyIndex(of: item) else { return nil }
    return CGFloat(world.bodies[Int(body)].angularVelocity)
  }

  /// The item's rotation in radians, accumulated without wrapping (so a spinning item reads 7.0, not
  /// 0.717), or nil when the animator does not simulate the item.
  public func accumulatedAngle(of item: UIDynamicItem) -> CGFloat? {
    guard let body = bodyIndex(of: item) else { return nil }
    return CGFloat(world.bodies[Int(body)].angle)
  }

  /// Items the animator leaves out because of the `UIDynamicItemGroup` rules (a group member that a
  /// behaviour names directly, a group sharing a member with an earlier group, a group inside a group),
  /// as of the last time the behaviours changed. UIKit raises an exception in these cases; the engine
  /// ignores the item instead and lists it here.
  public var ignoredItems: [UIDynamicItem] {
    rebuildIfNeeded()
    return ignoredGroupItems
  }

  /// Every boundary segment currently in the simulation, in reference coordinates (points).
  public var boundarySegments: [(from: CGPoint, to: CGPoint)] {
    rebuildIfNeeded()
    return world.shapes.filter(\.isBoundary).compactMap { shape in
      let start = Int(shape.vertexStart)
      guard start + Int(shape.vertexCount) <= world.localVertices.count else { return nil }
      switch shape.vertexCount {
      case 2: return (world.localVertices[start].cgPoint, world.localVertices[start + 1].cgPoint)
      case 4: return (world.localVertices[start + 1].cgPoint, world.localVertices[start].cgPoint)  // a solid edge
      default: return nil
      }
    }
  }
}
