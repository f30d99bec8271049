import Dynamics
import Foundation
import Testing

/// Records every collision-delegate callback, in order.
final class ContactRecorder: UICollisionBehaviorDelegate {
  enum Event: Equatable {
    case beganItems(String, String, CGPoint)
    case endedItems(String, String)
    case beganBoundary(String, String?, CGPoint)
    case endedBoundary(String, String?)
  }

  var events: [Event] = []

  static func name(_ item: UIDynamicItem) -> String { (item as? UIView)?.name ?? "?" }
  static func name(_ identifier: NSCopying?) -> String? { identifier.map { ($0 as? String) ?? "\($0)" } }

  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                         with item2: UIDynamicItem, at p: CGPoint) {
    events.append(.beganItems(Self.name(item1), Self.name(item2), p))
  }
  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                         with item2: UIDynamicItem) {
    events.append(.endedItems(Self.name(item1), Self.name(item2)))
  }
  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
    events.append(.beganBoundary(Self.name(item), Self.name(identifier), p))
  }
  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?) {
    events.append(.endedBoundary(Self.name(item), Self.name(identifier)))
  }

  /// Identifiers of boundary contacts that began, in order ("bounds" for nil).
  var beganBoundaries: [String] {
    events.compactMap { if case .beganBoundary(_, let id, _) = $0 { return id ?? "bounds" } else { return nil } }
  }
}

@Suite("Collision scenarios")
struct CollisionScenarioTests {
  @Test("barriers: the red square lands on 'yellow', and the delegate names yellow before the bounds (nil)")
  func barrierBoundaries() throws {
    let root = SceneFactory.referenceView()
    let red = SceneFactory.view(root, 50, 50, 100, 100, name: "red")
    let animator = UIDynamicAnimator(referenceView: root)
    let gravity = UIGravityBehavior(items: [red])
    gravity.magnitude = 4
    let collision = UICollisionBehavior(items: [red])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(withIdentifier: "yellow" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 90, y: 300))
    collision.addBoundary(withIdentifier: "blue" as NSCopying, from: CGPoint(x: 180, y: 380), to: CGPoint(x: 320, y: 380))
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    var landedOnYellowAt: Double?
    for step in 1...300 {
      animator.step()
      if landedOnYellowAt == nil, recorder.beganBoundaries.first == "yellow" { landedOnYellowAt = Double(step) / 60 }
    }
    print("barrier events: \(recorder.beganBoundaries), first at \(landedOnYellowAt ?? -1) s, red ends at \(red.center)")
    // It falls 150 pt at 4000 pt/s² (0.27 s) onto yellow, reported within a step of the fall time.
    let t = try #require(landedOnYellowAt)
    #expect(abs(t - (2 * 150 / 4000.0).squareRoot()) < 1.5 / 60)
    if case .beganBoundary(let item, let id, let p) = try #require(recorder.events.first) {
      #expect(item == "red" && id == "yellow")
      // The point lies on yellow's segment (within the linear slop), within the square's span (x 50…90):
      // the world reports where the surfaces meet after the solve.
      #expect(abs(p.y - 300) < 0.5 && p.x >= 50 - 1 && p.x <= 90 + 1, "contact point \(p)")
    } else {
      Issue.record("first event \(recorder.events.first.map { "\($0)" } ?? "none")")
    }
    // Its centre overhangs the yellow edge (x 100 > 90): it tips off and ends on the floor (nil).
    #expect(recorder.beganBoundaries.contains("bounds"))
    let firstBounds = try #require(recorder.beganBoundaries.firstIndex(of: "bounds"))
    #expect(!recorder.beganBoundaries[firstBounds...].contains("yellow"), "yellow again after the floor")
    #expect(red.frame.maxY > 560 && red.frame.maxY <= 568.6)
    #expect(recorder.events.contains(.endedBoundary("red", "yellow")))
  }

  /// Two 50×50 squares above a boundary at y = 468, under gravity, in one collision behaviour of `mode`.
  /// Returns the centres and the largest |angle| either square reached (rad).
  static func twoSquares(_ mode: UICollisionBehavior.Mode) -> (upper: CGPoint, lower: CGPoint, turn: CGFloat) {
    let root = SceneFactory.referenceView()
    let upper = SceneFactory.view(root, 135, 259, 50, 50, name: "upper")
    let lower = SceneFactory.view(root, 135, 319, 50, 50, name: "lower")
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [upper, lower])
    collision.collisionMode = mode
    collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 468), to: CGPoint(x: 320, y: 468))
    // Only the upper square starts moving down faster, so that it catches up with the lower one.
    let kick = UIDynamicItemBehavior(items: [upper])
    kick.addLinearVelocity(CGPoint(x: 0, y: 300), for: upper)
    animator.addBehavior(kick)
    animator.addBehavior(UIGravityBehavior(items: [upper, lower]))
    animator.addBehavior(collision)
    var turn: CGFloat = 0
    for _ in 0..<90 {
      animator.step()
      turn = max(turn, abs(upper.transform.rotationAngle), abs(lower.transform.rotationAngle))
    }
    return (upper.center, lower.center, turn)
  }

  @Test("mode .boundaries: the squares land on the boundary and pass through each other")
  func boundariesMode() {
    let (upper, lower, _) = Self.twoSquares(.boundaries)
    #expect(abs(lower.y - 443) < 1 && abs(upper.y - 443) < 1, "upper \(upper), lower \(lower)")
  }

  @Test("mode .items: the squares collide with each other and ignore the boundary")
  func itemsMode() {
    let (upper, lower, _) = Self.twoSquares(.items)
    #expect(lower.y > 1000 && upper.y > 1000)
    #expect(lower.y - upper.y >= 50 - 0.5, "upper \(upper), lower \(lower)")
  }

  @Test("mode .everything (the default): the squares stack on the boundary")
  func everythingMode() {
    #expect(UICollisionBehavior(items: []).collisionMode == .everything)
    let (upper, lower, turn) = Self.twoSquares(.everything)
    // A flat square landing squarely on another neither turns nor slides (their contact is frictionless:
    // the kick behaviour gives the upper square friction 0).
    #expect(turn < 0.002, "largest angle \(turn) rad")
    #expect(abs(lower.y - 443) < 1 && abs(upper.y - 393) < 1.5, "upper \(upper), lower \(lower)")
    #expect(abs(upper.x - 160) < 1 && abs(lower.x - 160) < 1, "upper \(upper), lower \(lower)")
  }

  @Test("collision groups (§5.3): A and B stack, C of another behaviour falls through them to the floor")
  func collisionGroups() {
    let root = SceneFactory.referenceView()
    let a = SceneFactory.view(root, 135, 400, 50, 50, name: "A")
    let b = SceneFactory.view(root, 135, 300, 50, 50, name: "B")
    let c = SceneFactory.view(root, 135, 200, 50, 50, name: "C")
    let animator = UIDynamicAnimator(referenceView: root)
    let first = UICollisionBehavior(items: [a, b])
    first.translatesReferenceBoundsIntoBoundary = true
    let second = UICollisionBehavior(items: [c])
    second.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: [a, b, c]))
    animator.addBehavior(first)
    animator.addBehavior(second)
    animator.advance(by: 2)
    #expect(abs(a.center.y - 543) < 1, "A \(a.center)")
    #expect(abs(b.center.y - 493) < 1.5, "B \(b.center)")
    #expect(abs(c.center.y - 543) < 1, "C \(c.center)")
  }

  @Test("an item in two collision behaviours meets the items of both")
  func sharedItem() {
    let root = SceneFactory.referenceView()
    let a = SceneFactory.view(root, 135, 400, 50, 50, name: "A")
    let b = SceneFactory.view(root, 135, 300, 50, 50, name: "B")
    let animator = UIDynamicAnimator(referenceView: root)
    let floor = UICollisionBehavior(items: [a])
    floor.translatesReferenceBoundsIntoBoundary = true
    let pair = UICollisionBehavior(items: [a, b])
    pair.collisionMode = .items
    animator.addBehavior(UIGravityBehavior(items: [a, b]))
    animator.addBehavior(floor)
    animator.addBehavior(pair)
    animator.advance(by: 2)
    #expect(abs(a.center.y - 543) < 1 && abs(b.center.y - 493) < 1.5, "A \(a.center) B \(b.center)")
  }
}
