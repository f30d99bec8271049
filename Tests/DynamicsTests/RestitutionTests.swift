import Dynamics
import Foundation
import Testing

/// Bounces (spec §14 #7 and #8): the elastic-impact pass strikes at the time of impact, so a dropped
/// item rebounds to e²·H, and impacts slower than 100 pt/s do not bounce.
@Suite("Restitution")
struct RestitutionTests {
  /// Drops a 100×100 item from `height` (pt, bottom edge above the floor) with elasticity `e` and
  /// returns how high its bottom rises after the first bounce.
  static func apex(height: Double, elasticity e: Double, gravity: Double = 1) -> Double {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
    let box = UIView(frame: CGRect(x: 150, y: 2000 - height - 100, width: 100, height: 100))
    root.addSubview(box)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    let material = UIDynamicItemBehavior(items: [box])
    material.elasticity = CGFloat(e)
    let fall = UIGravityBehavior(items: [box])
    fall.magnitude = CGFloat(gravity)
    animator.addBehavior(fall)
    animator.addBehavior(collision)
    animator.addBehavior(material)
    var rising = false, top = Double.infinity
    for _ in 0..<240 {
      animator.step()
      let vy = Double(animator.velocity(of: box)?.y ?? 0)
      if vy < 0 { rising = true }
      if rising { top = min(top, Double(box.center.y)) }
      if rising && vy > 0 { break }
    }
    return (2000 - 50) - top
  }

  @Test("a dropped item rebounds to e²·H within 3 % (H = 320 pt; e = 0.5, 0.8, 1)")
  func bounceHeight() {
    for e in [0.5, 0.8, 1.0] {
      let expected = e * e * 320
      let measured = Self.apex(height: 320, elasticity: e)
      #expect(abs(measured - expected) / expected < 0.03, "e = \(e): apex \(measured) pt, closed form \(expected)")
    }
  }

  @Test("elasticity 0 (and the boundary's own 0) stops a dropped item dead")
  func inelasticDropStops() {
    #expect(Self.apex(height: 320, elasticity: 0) < 0.5)
  }

  @Test("an impact slower than 100 pt/s does not bounce")
  func threshold() {
    // Dropped from 4 pt: it lands at about 89 pt/s.
    #expect(Self.apex(height: 4, elasticity: 1) < 0.5)
  }
}
