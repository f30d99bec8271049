import Dynamics
import Foundation
import Testing

/// Islands sleep on their own; the animator pauses only when all of them sleep; contacts and changes
/// wake them.
@Suite("Sleeping islands")
struct SleepTests {
  @Test("a settled pile sleeps and the animator pauses")
  func pileSleeps() {
    let pile = SolverScenes.pile(100)
    pile.animator.advance(by: 10)
    #expect(!pile.animator.isRunning)
    #expect(pile.animator.awakeItemCount == 0)
  }

  @Test("with sleeping disabled nothing sleeps and the animator keeps running")
  func sleepingDisabled() {
    let pile = SolverScenes.pile(100)
    pile.animator.isSleepingEnabled = false
    pile.animator.advance(by: 5)
    #expect(pile.animator.isRunning)
    #expect(pile.animator.awakeItemCount == 100)
    #expect(pile.animator.elapsedTime() > 4.99)
  }

  @Test("motion without velocity counts: a box pushed out of a deep overlap sleeps only once it is out")
  func constraintMotionIsNotRest() {
    // The soft contact pushes the box up 180 pt at 300 pt/s, and the relax pass leaves no velocity
    // behind: only |Δposition|/h shows that it moves (a rule of the island sleep update).
    let root = SceneFactory.referenceView(width: 1000, height: 1000)
    let box = SceneFactory.view(root, 0, 100, 400, 400)  // y 100…500, the line at 320 runs through it
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [box])
    collision.addBoundary(withIdentifier: "line" as NSCopying, from: CGPoint(x: -100, y: 320), to: CGPoint(x: 600, y: 320))
    animator.addBehavior(collision)
    var slowSteps = 0, stepsToPause = 0
    while animator.isRunning && stepsToPause < 600 {
      animator.step()
      stepsToPause += 1
      if let v = animator.velocity(of: box), hypot(v.x, v.y) < 1 { slowSteps += 1 }
    }
    #expect(slowSteps == stepsToPause, "the box never moves with velocity")
    #expect(!animator.isRunning && animator.awakeItemCount == 0)
    #expect(abs(box.frame.maxY - 320) < 0.01, "asleep at \(box.frame.maxY) after \(stepsToPause) steps")
  }

  @Test("a resting box sleeps while a pendulum elsewhere keeps swinging; the animator keeps running")
  func islandsSleepApart() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    let box = UIView(frame: CGRect(x: 20, y: 360, width: 40, height: 40))
    let bob = UIView(frame: CGRect(x: 390, y: 190, width: 20, height: 20))
    root.addSubview(box)
    root.addSubview(bob)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [box, bob])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: [box, bob]))
    animator.addBehavior(collision)
    animator.addBehavior(UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 300, y: 100)))
    animator.advance(by: 3)
    #expect(animator.isRunning)
    #expect(animator.awakeItemCount == 1, "only the pendulum should be awake")
    #expect(animator.velocity(of: box) == .zero)
  }

  @Test("a sleeping box is woken by a box dropped on it, and by a behaviour change")
  func wakes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let resting = UIView(frame: CGRect(x: 100, y: 360, width: 40, height: 40))
    root.addSubview(resting)
    let animator = UIDynamicAnimator(referenceView: root)
    let gravity = UIGravityBehavior(items: [resting])
    let collision = UICollisionBehavior(items: [resting])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    animator.advance(by: 2)
    #expect(!animator.isRunning)
    // A behaviour change wakes everything.
    gravity.angle = 0
    #expect(animator.isRunning)
    animator.step()
    #expect(animator.awakeItemCount == 1)
    #expect((animator.velocity(of: resting)?.x ?? 0) > 0)
  }

  @Test("a moving box that reaches a sleeping island wakes it")
  func contactWakes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    let resting = UIView(frame: CGRect(x: 100, y: 360, width: 40, height: 40))
    let sliding = UIView(frame: CGRect(x: 500, y: 370, width: 20, height: 20))
    root.addSubview(resting)
    root.addSubview(sliding)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [resting, sliding])
    collision.translatesReferenceBoundsIntoBoundary = true
    // The sliding box floats (no gravity, no friction) toward the resting one at 150 pt/s.
    let slider = UIDynamicItemBehavior(items: [sliding])
    slider.addLinearVelocity(CGPoint(x: -150, y: 0), for: sliding)
    animator.addBehavior(UIGravityBehavior(items: [resting]))
    animator.addBehavior(collision)
    animator.addBehavior(slider)
    animator.advance(by: 1.5)
    #expect(animator.awakeItemCount == 1, "the resting box should sleep while the other slides")
    var woke = false
    for _ in 0..<180 {
      animator.step()
      if (animator.velocity(of: resting).map { abs($0.x) } ?? 0) > 1 { woke = true }
    }
    #expect(woke)
    #expect(Double(resting.center.x) < 120, "the struck box moved left: \(resting.center.x)")
  }
}
