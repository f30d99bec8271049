import Dynamics
import Foundation
import Testing

@Suite("UICollisionBehavior API")
struct CollisionBehaviorTests {
  static func dropScene(_ configure: (UICollisionBehavior) -> Void, seconds: Double = 2,
                        frame: CGRect = CGRect(x: 135, y: 100, width: 50, height: 50))
    -> (view: UIView, collision: UICollisionBehavior, recorder: ContactRecorder) {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, frame.minX, frame.minY, frame.width, frame.height, name: "box")
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [view])
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    configure(collision)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    animator.advance(by: seconds)
    return (view, collision, recorder)
  }

  @Test("boundaryIdentifiers is nil with no named boundary, and never lists the reference bounds")
  func identifiers() throws {
    let collision = UICollisionBehavior(items: [])
    #expect(collision.boundaryIdentifiers == nil)
    collision.translatesReferenceBoundsIntoBoundary = true
    #expect(collision.boundaryIdentifiers == nil)
    collision.addBoundary(withIdentifier: "a" as NSCopying, from: .zero, to: CGPoint(x: 10, y: 0))
    collision.addBoundary(withIdentifier: "b" as NSCopying, for: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)))
    let ids = try #require(collision.boundaryIdentifiers).compactMap { $0 as? String }
    #expect(ids == ["a", "b"])
    let path = try #require(collision.boundary(withIdentifier: "a" as NSCopying))
    #expect(path.elements == [.move(.zero), .line(CGPoint(x: 10, y: 0))])
    #expect(collision.boundary(withIdentifier: "missing" as NSCopying) == nil)
    collision.removeBoundary(withIdentifier: "a" as NSCopying)
    #expect(try #require(collision.boundaryIdentifiers).compactMap { $0 as? String } == ["b"])
    collision.removeAllBoundaries()
    #expect(collision.boundaryIdentifiers == nil)
    #expect(collision.translatesReferenceBoundsIntoBoundary)
  }

  @Test("a segment boundary stops a falling item; removing it lets the item fall again")
  func segmentAndRemoval() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 135, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [view])
    collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 220, y: 300))
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    animator.advance(by: 1.5)
    #expect(abs(view.center.y - 275) < 0.6)
    #expect(animator.boundarySegments.count == 1)
    collision.removeBoundary(withIdentifier: "shelf" as NSCopying)
    animator.advance(by: 0.5)
    #expect(view.center.y > 300)
    #expect(animator.boundarySegments.isEmpty)
  }

  @Test("a closed rectangular path keeps an item inside; a curved bowl (arc path) catches it")
  func pathBoundaries() {
    let (inside, _, _) = Self.dropScene({ collision in
      collision.addBoundary(withIdentifier: "box" as NSCopying,
                            for: UIBezierPath(rect: CGRect(x: 100, y: 80, width: 120, height: 200)))
    }, frame: CGRect(x: 135, y: 100, width: 50, height: 50))
    #expect(abs(inside.center.y - 255) < 0.6, "\(inside.center)")
    let bowl = UIBezierPath()
    bowl.addArc(withCenter: CGPoint(x: 160, y: 300), radius: 100, startAngle: 0, endAngle: .pi, clockwise: true)
    let (ball, collision, recorder) = Self.dropScene({ collision in
      collision.addBoundary(withIdentifier: "bowl" as NSCopying, for: bowl)
    }, seconds: 4, frame: CGRect(x: 150, y: 150, width: 20, height: 20))
    // The bowl's lowest point is at y = 400: the 20×20 item settles on the flattened arc just above it.
    #expect(ball.center.y > 385 && ball.center.y < 400, "\(ball.center)")
    #expect(abs(ball.center.x - 160) < 12)
    #expect(recorder.beganBoundaries.first == "bowl")
    #expect((collision.boundary(withIdentifier: "bowl" as NSCopying)?.elements.count ?? 0) > 2)
  }

  @Test("oval paths become closed loops of straight segments")
  func ovalBoundary() {
    let root = SceneFactory.referenceView()
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [SceneFactory.view(root, 0, 0, 10, 10)])
    collision.addBoundary(withIdentifier: "ring" as NSCopying, for: UIBezierPath(ovalIn: CGRect(x: 60, y: 100, width: 200, height: 200)))
    animator.addBehavior(collision)
    let segments = animator.boundarySegments
    // 4 cubic curves, each in at least 12 pieces and as many more as keep every line within 0.05 pt of
    // its curve (the cubics themselves stray under 0.03 pt from the circle at this radius).
    #expect(segments.count >= 48 && segments.count % 4 == 0, "\(segments.count) segments")
    #expect(segments.allSatisfy { abs(hypot($0.from.x - 160, $0.from.y - 200) - 100) < 0.03 })
    #expect(segments.allSatisfy { segment in
      let middle = CGPoint(x: (segment.from.x + segment.to.x) / 2, y: (segment.from.y + segment.to.y) / 2)
      return hypot(middle.x - 160, middle.y - 200) > 100 - 0.05 - 0.03
    })
    #expect(segments.last?.to == segments.first?.from)
  }

  @Test("reference bounds with insets: positive insets move the walls in, negative ones out of view")
  func insets() {
    let (inward, collision, _) = Self.dropScene({ $0.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 68, right: 0)) })
    #expect(collision.translatesReferenceBoundsIntoBoundary)
    #expect(collision.referenceBoundsInsets.bottom == 68)
    #expect(abs(inward.center.y - 475) < 0.6, "\(inward.center)")
    let (outward, _, recorder) = Self.dropScene({ $0.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: -100, left: -100, bottom: -100, right: -100)) })
    #expect(abs(outward.center.y - 643) < 0.6, "\(outward.center)")
    #expect(recorder.beganBoundaries == ["bounds"])
  }

  @Test("all four delegate callbacks arrive, with contact points and nil for the reference bounds")
  func delegateCallbacks() throws {
    let root = SceneFactory.referenceView()
    let left = SceneFactory.view(root, 20, 300, 50, 50, name: "left")
    let right = SceneFactory.view(root, 200, 300, 50, 50, name: "right")
    let animator = UIDynamicAnimator(referenceView: root)
    let material = UIDynamicItemBehavior(items: [left, right])
    material.elasticity = 1
    material.allowsRotation = false
    material.addLinearVelocity(CGPoint(x: 300, y: 0), for: left)
    let collision = UICollisionBehavior(items: [left, right])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(withIdentifier: "post" as NSCopying, from: CGPoint(x: 300, y: 0), to: CGPoint(x: 300, y: 568))
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    animator.addBehavior(material)
    animator.addBehavior(collision)
    animator.advance(by: 2)
    let events = recorder.events
    // left hits right (items began, at the touching faces x = 250 − 180 … the midpoint of the faces)…
    guard case .beganItems(let a, let b, let p) = try #require(events.first) else {
      Issue.record("first event \(events)")
      return
    }
    #expect(Set([a, b]) == ["left", "right"])
    #expect(abs(p.x - 200) < 4 && abs(p.y - 325) < 1, "item contact at \(p)")
    #expect(events.contains { if case .endedItems = $0 { return true } else { return false } })
    // …right hits the post and comes back; left hits the left edge of the bounds (nil identifier).
    #expect(events.contains { if case .beganBoundary("right", "post", let q) = $0 { return abs(q.x - 300) < 4 } else { return false } })
    #expect(events.contains(.endedBoundary("right", "post")))
    #expect(events.contains { if case .beganBoundary("left", nil, let q) = $0 { return abs(q.x) < 4 } else { return false } })
    #expect(events.contains(.endedBoundary("left", nil)))
  }

  @Test("a fast landing reports its contact point on the boundary, where the item stops", arguments: [300.0, 1100.0, 3000.0])
  func fastLandingPoint(speed: Double) throws {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 100, 100, 40, 40, name: "box")
    let animator = UIDynamicAnimator(referenceView: root)
    let kick = UIDynamicItemBehavior(items: [view])
    kick.addLinearVelocity(CGPoint(x: 0, y: speed), for: view)
    let collision = UICollisionBehavior(items: [view])
    collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 320, y: 400))
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    animator.addBehavior(kick)
    animator.addBehavior(collision)
    animator.advance(by: 1)
    guard case .beganBoundary("box", "floor", let p) = try #require(recorder.events.first) else {
      Issue.record("first event \(recorder.events)")
      return
    }
    // Within half the linear slop of the floor (touching begins within the slop; the point is midway).
    #expect(abs(p.y - 400) <= 0.25 && abs(p.x - 120) < 1e-6, "at \(speed) pt/s: contact point \(p)")
  }

  @Test("a bouncing item reports each bounce in the step it hits, at the point where it hits")
  func bouncesAreReported() throws {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 100, 80, 40, 40, name: "ball")  // bottom at 120, 280 pt above 400
    let animator = UIDynamicAnimator(referenceView: root)
    let material = UIDynamicItemBehavior(items: [view])
    material.elasticity = 0.8
    let collision = UICollisionBehavior(items: [view])
    collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 320, y: 400))
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    animator.addBehavior(material)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    var firstStep: Int?
    for step in 1...200 {
      animator.step()
      if firstStep == nil, !recorder.events.isEmpty { firstStep = step }
    }
    // The impact pass strikes within the step, so the item never ends that step on the floor; the
    // report must come from the strike itself.
    let hit = try #require(firstStep)
    let fall = (2 * 280 / 1000.0).squareRoot()  // 0.748 s
    #expect(abs(Double(hit) / 60 - fall) <= 1.0 / 60, "first report at step \(hit), fall time \(fall) s")
    guard case .beganBoundary("ball", "floor", let p) = try #require(recorder.events.first) else {
      Issue.record("first event \(recorder.events)")
      return
    }
    #expect(abs(p.y - 400) <= 0.25 && abs(p.x - 120) < 1e-6, "contact point \(p)")
    // In 3.33 s: bounces at 0.75 s, 1.95 s (0.8 · 1.5 s later) and 2.9 s (0.8 · 1.2 s later), the next
    // at 3.67 s: three began, each followed by an ended.
    let began = recorder.events.filter { if case .beganBoundary = $0 { return true } else { return false } }
    let ended = recorder.events.filter { if case .endedBoundary = $0 { return true } else { return false } }
    #expect(began.count == 3 && ended.count == 3, "\(recorder.events)")
  }

  @Test("a delegate set while an item rests hears the next landing, and no end of a touch it never heard begin")
  func delegateSetLater() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 135, 400, 50, 50, name: "box")
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    let kick = UIDynamicItemBehavior(items: [view])
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    animator.addBehavior(kick)
    animator.advance(by: 1)  // landed on the floor with no one listening
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    kick.addLinearVelocity(CGPoint(x: 0, y: -400), for: view)
    animator.advance(by: 1)  // up 80 pt and back down
    #expect(recorder.beganBoundaries == ["bounds"] && recorder.events.count == 1, "\(recorder.events)")
  }

  @Test("a resting item reports one began and nothing more")
  func restingReportsOnce() {
    let (_, _, recorder) = Self.dropScene({ $0.translatesReferenceBoundsIntoBoundary = true }, seconds: 3)
    #expect(recorder.events.count == 1)
    #expect(recorder.beganBoundaries == ["bounds"])
  }

  @Test("items added and removed change who collides")
  func addAndRemoveItems() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 135, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    collision.addItem(view)
    collision.addItem(view)
    #expect(collision.items.count == 1)
    animator.advance(by: 1.5)
    #expect(abs(view.center.y - 543) < 0.6)
    collision.removeItem(view)
    animator.advance(by: 0.3)
    #expect(view.center.y > 568)
  }

  @Test("an animator made with init() has no reference bounds: the item falls through")
  func noReferenceView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let animator = UIDynamicAnimator()
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    animator.advance(by: 1)
    #expect(view.center.y > 400)
    #expect(animator.boundarySegments.isEmpty)
  }
}
