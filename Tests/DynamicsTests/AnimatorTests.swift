import Dynamics
import Foundation
import Testing

final class PauseRecorder: UIDynamicAnimatorDelegate {
  var events: [String] = []
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause@\(animator.elapsedTime())") }
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume@\(animator.elapsedTime())") }
}

/// A behaviour that records `willMove(to:)` calls and its `action` runs.
final class TracingBehavior: UIDynamicBehavior {
  let name: String
  var log: (String) -> Void
  init(_ name: String, log: @escaping (String) -> Void) {
    self.name = name
    self.log = log
    super.init()
    action = { [unowned self] in self.log("action \(self.name)") }
  }
  override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
    log("\(name) willMove(\(dynamicAnimator == nil ? "nil" : "animator"))")
  }
}

@Suite("UIDynamicAnimator")
struct AnimatorTests {
  static func fallingBox() -> (UIDynamicAnimator, UIView, UIGravityBehavior) {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 135, 400, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let gravity = UIGravityBehavior(items: [view])
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    return (animator, view, gravity)
  }

  @Test("the delegate hears didPause once the item rests and willResume before the next step after a change")
  func pauseAndResume() throws {
    let (animator, view, gravity) = Self.fallingBox()
    let recorder = PauseRecorder()
    animator.delegate = recorder
    #expect(animator.isRunning)
    animator.advance(by: 3)
    #expect(!animator.isRunning)
    #expect(recorder.events.count == 1)
    let pausedAt = animator.elapsedTime()
    // Landing takes 0.39 s; the pause follows 0.5 s of rest.
    #expect(pausedAt > 0.85 && pausedAt < 1.3, "paused at \(pausedAt)")
    // Time spent paused does not count.
    animator.advance(by: 2)
    #expect(animator.elapsedTime() == pausedAt)
    #expect(view.center.y > 542 && view.center.y < 543.6)
    gravity.angle = -.pi / 2
    #expect(recorder.events.count == 2 && recorder.events[1] == "resume@\(pausedAt)")
    #expect(animator.isRunning)
    animator.advance(by: 0.2)
    #expect(view.center.y < 530)
    #expect(abs(animator.elapsedTime() - pausedAt - 0.2) < 1e-9)
  }

  @Test("an animator with no behaviours is not running and its clock does not move")
  func emptyAnimator() {
    let animator = UIDynamicAnimator()
    #expect(!animator.isRunning && animator.referenceView == nil)
    animator.advance(by: 1)
    animator.step()
    #expect(animator.elapsedTime() == 0)
  }

  @Test("advance(by:) runs whole steps and keeps the remainder; invalid durations do nothing")
  func clock() {
    let (animator, _, _) = Self.fallingBox()
    animator.advance(by: 0.01)
    #expect(animator.elapsedTime() == 0)
    animator.advance(by: 0.01)
    #expect(abs(animator.elapsedTime() - 1.0 / 60) < 1e-12)
    animator.advance(by: -1)
    animator.advance(by: .nan)
    animator.advance(by: .infinity)
    #expect(abs(animator.elapsedTime() - 1.0 / 60) < 1e-12)
    animator.timeStep = 0
    animator.timeStep = -1
    #expect(animator.timeStep == 1.0 / 60)
    animator.substepCount = 0
    #expect(animator.substepCount == 1)
    animator.substepCount = 1000
    #expect(animator.substepCount == 64)
  }

  @Test("items(in:) uses each item's rotated frame and includes items of every behaviour")
  func itemsInRect() {
    let root = SceneFactory.referenceView()
    let bar = SceneFactory.view(root, 50, 90, 100, 20, name: "bar")      // centre (100, 100)
    let flat = SceneFactory.view(root, 200, 90, 100, 20, name: "flat")   // centre (250, 100)
    bar.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: [bar]))
    animator.addBehavior(UIDynamicItemBehavior(items: [flat]))
    // The turned bar reaches 100 ± 42.4 vertically; the flat one only 100 ± 10.
    let below = animator.items(in: CGRect(x: 0, y: 130, width: 320, height: 5))
    #expect(below.count == 1 && below.first === bar)
    #expect(animator.items(in: CGRect(x: 0, y: 145, width: 320, height: 5)).isEmpty)
    #expect(animator.items(in: CGRect(x: 0, y: 95, width: 320, height: 10)).count == 2)
    #expect(animator.items(in: CGRect(x: 400, y: 0, width: 10, height: 10)).isEmpty)
    // And it follows the item as it falls.
    animator.advance(by: 0.5)
    #expect(animator.items(in: CGRect(x: 0, y: 95, width: 320, height: 10)).count == 1)
  }

  @Test("updateItem(usingCurrentState:) re-reads centre, size and angle and keeps the velocity")
  func updateItem() {
    let root = SceneFactory.referenceView(width: 10_000, height: 10_000)
    let view = SceneFactory.view(root, 100, 100, 100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let material = UIDynamicItemBehavior(items: [view])
    material.addLinearVelocity(CGPoint(x: 60, y: 0), for: view)
    let push = UIPushBehavior(items: [view], mode: .continuous)
    push.magnitude = 1
    animator.addBehavior(material)
    animator.addBehavior(push)
    animator.step()
    let v = material.linearVelocity(for: view)
    view.center = CGPoint(x: 500, y: 500)
    view.bounds = CGRect(x: 0, y: 0, width: 100, height: 200)
    view.transform = CGAffineTransform(rotationAngle: 0.5)
    animator.updateItem(usingCurrentState: view)
    animator.step()
    // Same velocity, now from (500, 500), with twice the mass (half the push's acceleration).
    let dv = Double(material.linearVelocity(for: view).x - v.x)
    #expect(abs(dv - 50.0 / 60) < 1e-9)
    #expect(abs(view.center.x - 500 - (v.x + CGFloat(dv)) / 60) < 0.01)
    #expect(abs(view.transform.rotationAngle - 0.5) < 1e-9)
    // Not in the animator: nothing happens.
    animator.updateItem(usingCurrentState: UIView(frame: .zero))
  }

  @Test("action blocks run after the new positions are written, parents before children")
  func actionOrder() {
    let root = SceneFactory.referenceView(height: 10_000)
    let view = SceneFactory.view(root, 100, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    var log: [String] = []
    let parent = TracingBehavior("parent") { log.append($0) }
    let child = TracingBehavior("child") { log.append($0) }
    let gravity = UIGravityBehavior(items: [view])
    var seen: [CGFloat] = []
    gravity.action = { seen.append(view.center.y) }
    parent.addChildBehavior(child)
    parent.addChildBehavior(gravity)
    animator.addBehavior(parent)
    #expect(animator.behaviors.count == 1 && parent.childBehaviors.count == 2)
    #expect(child.dynamicAnimator === animator && gravity.dynamicAnimator === animator)
    log.removeAll()
    animator.step()
    #expect(log == ["action parent", "action child"])
    #expect(seen == [view.center.y] && view.center.y > 125)
  }

  @Test("willMove(to:) is called with the animator on adding and with nil on removing, for children too")
  func willMove() {
    let animator = UIDynamicAnimator()
    var log: [String] = []
    let parent = TracingBehavior("parent") { log.append($0) }
    let child = TracingBehavior("child") { log.append($0) }
    parent.addChildBehavior(child)
    animator.addBehavior(parent)
    #expect(log == ["parent willMove(animator)", "child willMove(animator)"])
    log.removeAll()
    parent.removeChildBehavior(child)
    #expect(log == ["child willMove(nil)"] && child.dynamicAnimator == nil)
    log.removeAll()
    animator.removeBehavior(parent)
    #expect(log == ["parent willMove(nil)"] && parent.dynamicAnimator == nil)
    #expect(animator.behaviors.isEmpty)
  }

  @Test("removing a child behaviour takes its effect out; removeAllBehaviors empties the animator")
  func childRemoval() {
    let root = SceneFactory.referenceView(height: 10_000)
    let view = SceneFactory.view(root, 100, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let parent = UIDynamicBehavior()
    let gravity = UIGravityBehavior(items: [view])
    parent.addChildBehavior(gravity)
    parent.addChildBehavior(UIDynamicItemBehavior(items: [view]))
    animator.addBehavior(parent)
    animator.step()
    parent.removeChildBehavior(gravity)
    let v = animator.velocity(of: view)?.y
    animator.step()
    #expect(animator.velocity(of: view)?.y == v)
    animator.removeAllBehaviors()
    #expect(animator.behaviors.isEmpty && !animator.isRunning && animator.velocity(of: view) == nil)
  }

  @Test("behaviours added or removed inside a step (action, delegate) take effect after the step")
  func deferredMutations() {
    let root = SceneFactory.referenceView(height: 10_000)
    let view = SceneFactory.view(root, 100, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let probe = UIDynamicItemBehavior(items: [view])
    let gravity = UIGravityBehavior(items: [view])
    var countInsideAction = -1
    probe.action = { [unowned animator] in
      if animator.behaviors.count == 1 {
        animator.addBehavior(gravity)
        countInsideAction = animator.behaviors.count
      }
    }
    animator.addBehavior(probe)
    animator.step()
    #expect(countInsideAction == 1)
    #expect(animator.behaviors.count == 2)
    #expect(probe.linearVelocity(for: view) == .zero, "gravity did not act in the step that added it")
    animator.step()
    #expect(probe.linearVelocity(for: view).y > 0)
    // Removing from inside an action, and adding a child: also after the step.
    let extra = UIGravityBehavior(items: [view])
    probe.action = { [unowned animator] in
      animator.removeBehavior(gravity)
      probe.addChildBehavior(extra)
    }
    animator.step()
    #expect(animator.behaviors.count == 1 && probe.childBehaviors.count == 1)
    probe.action = nil
    let v = probe.linearVelocity(for: view).y
    animator.step()
    #expect(abs(probe.linearVelocity(for: view).y - v - 1000.0 / 60) < 1e-9, "only the child gravity pulls")
  }

  @Test("a collision delegate may add boundaries and remove behaviours while events are delivered")
  func mutationsFromCollisionDelegate() {
    final class Mutator: UICollisionBehaviorDelegate {
      weak var animator: UIDynamicAnimator?
      var removeMe: UIDynamicBehavior?
      var hits = 0
      func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                             withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        hits += 1
        behavior.addBoundary(withIdentifier: "new\(hits)" as NSCopying, from: CGPoint(x: 0, y: 10), to: CGPoint(x: 10, y: 10))
        if let removeMe { animator?.removeBehavior(removeMe) }
        _ = animator?.items(in: CGRect(x: 0, y: 0, width: 320, height: 568))
      }
    }
    let (animator, view, gravity) = Self.fallingBox()
    let mutator = Mutator()
    mutator.animator = animator
    mutator.removeMe = gravity
    (animator.behaviors[1] as? UICollisionBehavior)?.collisionDelegate = mutator
    animator.advance(by: 1)
    #expect(mutator.hits == 1)
    #expect(animator.behaviors.count == 1)
    #expect(view.center.y > 540)
  }
}
