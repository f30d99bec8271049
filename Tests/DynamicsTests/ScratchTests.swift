import Dynamics
import Foundation
import Testing

@Test func scratchFallingButtons() {
  let root = SceneFactory.referenceView()
  let a = SceneFactory.view(root, 20, 120, 120, 30, name: "button")
  let b = SceneFactory.view(root, 30, 60, 150, 30, name: "field")
  let c = SceneFactory.view(root, 190, 215, 100, 30, name: "dangling")
  let animator = UIDynamicAnimator(referenceView: root)
  let spring = UIAttachmentBehavior(item: c, attachedToAnchor: CGPoint(x: 240, y: 105))
  spring.frequency = 1
  spring.damping = 0.1
  let collision = UICollisionBehavior(items: [a, b, c])
  collision.translatesReferenceBoundsIntoBoundary = true
  animator.addBehavior(UIGravityBehavior(items: [a, b, c]))
  animator.addBehavior(collision)
  animator.addBehavior(spring)
  for i in 0..<240 {
    animator.step()
    if i % 10 == 9 {
      print(String(format: "t=%.2f button y=%.2f ang=%.3f  field y=%.2f ang=%.3f dangling y=%.2f running=%d", animator.elapsedTime, a.center.y, a.transform.rotationAngle, b.center.y, b.transform.rotationAngle, c.center.y, animator.isRunning ? 1 : 0))
    }
  }
}
