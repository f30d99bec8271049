import Foundation

/// Several items that move as one rigid body (iOS 9): add the group, not its members, to behaviours.
///
/// The group's collision shape is the union of its members' shapes and its mass their sum (each
/// member's area times the density an item behaviour gives the group). The members keep their
/// positions and angles relative to one another: whenever the animator (or your code) sets the group's
/// `center` or `transform`, every member's `center` and `transform` follow.
///
/// Rules (UIKit raises exceptions here; this engine never traps, it ignores instead and lists the ignored
/// items in `UIDynamicAnimator.ignoredItems`):
/// - a member named directly by a behaviour in the same animator is moved only by its group; the direct
///   use is ignored;
/// - an item may belong to one group per animator: a later group (in behaviour order) sharing a member
///   with an earlier one is ignored as a whole;
/// - a group that contains a group (UIKit forbids nesting), or no items at all, is ignored as a whole.
open class UIDynamicItemGroup: UIDynamicItem {
  /// The members, in the order given.
  public let items: [UIDynamicItem]

  /// Member centres relative to the group's centre and member angles, in the group's frame at creation.
  let memberOffsets: [Vec2]
  let memberAngles: [Double]

  /// The group's centre (points, reference coordinates): the area-weighted centroid of the members'
  /// centres at creation. Setting it moves every member.
  open var center: CGPoint {
    didSet { placeMembers() }
  }

  /// The group's rotation (identity at creation). Setting it turns every member about the group's centre.
  open var transform: CGAffineTransform = .identity {
    didSet { placeMembers() }
  }

  /// A rectangle whose size is that of the smallest box around the members' frames at creation (points).
  public let bounds: CGRect

  /// Creates a group of `items` (their current centres and transforms fix the group's shape).
  public init(items: [UIDynamicItem]) {
    self.items = items
    var totalArea = 0.0
    var weighted = Vec2.zero
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for item in items {
      let c = Vec2(item.center)
      let area = Self.area(of: item)
      guard c.isFinite else { continue }
      totalArea += area
      weighted += area * c
      let half = Vec2(Double(item.bounds.width) / 2, Double(item.bounds.height) / 2)
      let angle = Double(item.transform.rotationAngle)
      let rotation = Rotation(angle: angle.isFinite ? angle : 0)
      let extent = Vec2(abs(rotation.cosine) * half.x + abs(rotation.sine) * half.y,
                        abs(rotation.sine) * half.x + abs(rotation.cosine) * half.y)
      if extent.isFinite {
        minX = min(minX, c.x - extent.x); maxX = max(maxX, c.x + extent.x)
        minY = min(minY, c.y - extent.y); maxY = max(maxY, c.y + extent.y)
      }
    }
    let finiteCenters = items.map { Vec2($0.center) }.filter(\.isFinite)
    let centroid: Vec2
    if totalArea > 0 {
      centroid = (1 / totalArea) * weighted
    } else if !finiteCenters.isEmpty {
      centroid = (1 / Double(finiteCenters.count)) * finiteCenters.reduce(.zero, +)
    } else {
      centroid = .zero
    }
    center = centroid.cgPoint
    bounds = minX <= maxX && minY <= maxY
      ? CGRect(x: 0, y: 0, width: maxX - minX, height: maxY - minY) : .zero
    memberOffsets = items.map { item in
      let offset = Vec2(item.center) - centroid
      return offset.isFinite ? offset : .zero
    }
    memberAngles = items.map { item in
      let angle = Double(item.transform.rotationAngle)
      return angle.isFinite ? angle : 0
    }
  }

  /// Area of an item's collision shape (pt²), as the world builder computes it.
  static func area(of item: UIDynamicItem) -> Double {
    let shape = ItemShape(item)
    return shape.area
  }

  /// Moves the members to follow the group's centre and rotation.
  private func placeMembers() {
    let angle = Double(transform.rotationAngle)
    let rotation = Rotation(angle: angle.isFinite ? angle : 0)
    let c = Vec2(center)
    for (index, member) in items.enumerated() where !(member is UIDynamicItemGroup) {
      let position = c + rotation.rotate(memberOffsets[index])
      guard position.isFinite else { continue }
      member.center = position.cgPoint
      member.transform = CGAffineTransform(rotationAngle: angle + memberAngles[index])
    }
  }
}
