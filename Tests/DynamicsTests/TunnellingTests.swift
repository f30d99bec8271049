import Dynamics
import Foundation
import Testing

/// A 20×20 item thrown at 5000 pt/s must never cross a boundary segment or an anchored item.
@Suite("No tunnelling")
struct TunnellingTests {
  /// Throws a 20×20 item from the middle of a 400×400 box of four thin segments at `speed` in the
  /// direction `angle` (degrees), runs 2 s and returns the largest distance outside the box (pt).
  static func escape(angle: Double, speed: Double, rotate: Bool, referenceBounds: Bool) -> Double {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let item = UIView(frame: CGRect(x: 190, y: 190, width: 20, height: 20))
    root.addSubview(item)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [item])
    if referenceBounds {
      collision.translatesReferenceBoundsIntoBoundary = true
    } else {
      let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 400, y: 0), CGPoint(x: 400, y: 400), CGPoint(x: 0, y: 400)]
      for i in 0..<4 {
        collision.addBoundary(withIdentifier: "wall\(i)" as NSString, from: corners[i], to: corners[(i + 1) % 4])
      }
    }
    let material = UIDynamicItemBehavior(items: [item])
    material.elasticity = 0.5
    material.allowsRotation = rotate
    let a = angle * Double.pi / 180
    material.addLinearVelocity(CGPoint(x: speed * cos(a), y: speed * sin(a)), for: item)
    if rotate { material.addAngularVelocity(20, for: item) }
    animator.addBehavior(collision)
    animator.addBehavior(material)
    var worst = 0.0
    for _ in 0..<120 {
      animator.step()
      let x = Double(item.center.x), y = Double(item.center.y)
      worst = max(worst, -x, x - 400, -y, y - 400)
    }
    return worst
  }

  @Test("at 5000 pt/s in 24 directions (walls, corners, diagonals), segments and reference bounds")
  func fastItemStaysInside() {
    for referenceBounds in [false, true] {
      for rotate in [false, true] {
        for step in 0..<24 {
          let angle = Double(step) * 15 + 2.5
          let outside = Self.escape(angle: angle, speed: 5000, rotate: rotate, referenceBounds: referenceBounds)
          #expect(outside <= 0, "angle \(angle)°, rotate \(rotate), bounds \(referenceBounds): \(outside) pt outside")
        }
      }
    }
  }

  @Test("exactly into a corner at 5000 pt/s")
  func corners() {
    for angle in [45.0, 135, 225, 315] {
      #expect(Self.escape(angle: angle, speed: 5000, rotate: false, referenceBounds: false) <= 0, "angle \(angle)")
    }
  }

  @Test("a 20×20 item thrown at 5000 pt/s does not pass through an anchored item or a resting one")
  func throughItems() {
    for anchored in [true, false] {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 400))
      let bullet = UIView(frame: CGRect(x: 90, y: 190, width: 20, height: 20))
      let wall = UIView(frame: CGRect(x: 1000, y: 150, width: 10, height: 100))
      root.addSubview(bullet)
      root.addSubview(wall)
      let animator = UIDynamicAnimator(referenceView: root)
      let collision = UICollisionBehavior(items: [bullet, wall])
      let bulletMaterial = UIDynamicItemBehavior(items: [bullet])
      bulletMaterial.addLinearVelocity(CGPoint(x: 5000, y: 0), for: bullet)
      let wallMaterial = UIDynamicItemBehavior(items: [wall])
      wallMaterial.isAnchored = anchored
      wallMaterial.density = anchored ? 1 : 100
      animator.addBehavior(collision)
      animator.addBehavior(bulletMaterial)
      animator.addBehavior(wallMaterial)
      var crossed = false
      for _ in 0..<60 {
        animator.step()
        if Double(bullet.center.x) > Double(wall.center.x) { crossed = true }
      }
      #expect(!crossed, "anchored \(anchored): bullet at \(bullet.center.x), wall at \(wall.center.x)")
    }
  }
}
