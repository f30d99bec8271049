import Foundation
@testable import Dynamics

/// An item thrown from the middle of a 400 × 400 view whose edges are boundaries, with a thin boundary
/// line across it at y = 300, elasticity 0.8: the scene the escape scans share.
enum ThrownItem {
  /// The view's side (pt) and the line's height (pt).
  static let side = 400.0, line = 300.0

  /// The animator and the item behaviour of `item` (centred in the view) thrown at `speed` pt/s
  /// toward `degrees` (0 is right, y down), spinning at `spin` rad/s.
  static func scene(_ item: UIView, speed: Double, degrees: Double, spin: Double)
    -> (animator: UIDynamicAnimator, material: UIDynamicItemBehavior) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    item.center = CGPoint(x: side / 2, y: side / 2)
    root.addSubview(item)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(withIdentifier: "line" as NSString, from: CGPoint(x: -100, y: line), to: CGPoint(x: side + 100, y: line))
    animator.addBehavior(collision)
    let material = UIDynamicItemBehavior(items: [item])
    material.elasticity = 0.8
    let a = degrees * Double.pi / 180
    material.addLinearVelocity(CGPoint(x: speed * cos(a), y: speed * sin(a)), for: item)
    material.addAngularVelocity(CGFloat(spin), for: item)
    animator.addBehavior(material)
    return (animator, material)
  }

  /// How far the item's centre is outside the view or below the line (pt; negative inside), or
  /// infinity when it is not finite.
  static func outside(_ item: UIView) -> Double {
    let x = Double(item.center.x), y = Double(item.center.y)
    guard x.isFinite, y.isFinite else { return .infinity }
    return max(-x, x - side, -y, y - line)
  }

  /// The farthest `item`'s centre gets outside over 2 s (120 steps) of the throw.
  static func worstOutside(_ item: UIView, speed: Double, degrees: Double, spin: Double) -> Double {
    let (animator, _) = scene(item, speed: speed, degrees: degrees, spin: spin)
    var worst = -Double.infinity
    for _ in 0..<120 {
      animator.step()
      worst = max(worst, outside(item))
      if worst == .infinity { break }
    }
    return worst
  }
}
