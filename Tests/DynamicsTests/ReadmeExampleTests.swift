import Dynamics
import Foundation
import Testing

@Suite("README example")
struct ReadmeExampleTests {
  @Test("a box dropped in the reference bounds rests on the bottom edge after one second")
  func boxRestsOnBottomEdge() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let box = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    view.addSubview(box)
    let animator = UIDynamicAnimator(referenceView: view)
    animator.addBehavior(UIGravityBehavior(items: [box]))
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    animator.advance(by: 1.0)
    print("README example: \(box.center)")
    #expect(abs(box.center.x - 150) < 1e-6)
    // Resting contact allows at most the linear slop (0.5 pt) of overlap.
    #expect(box.center.y >= 518 - 0.01 && box.center.y <= 518.5)
  }
}
