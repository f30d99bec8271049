import Dynamics
import Foundation
import Testing

/// A view that collides (and weighs) as the ellipse inscribed in its bounds.
final class EllipseView: UIView {
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// A view whose collision shape is a path around its centre.
final class PathView: UIView {
  let path: UIBezierPath
  init(frame: CGRect, path: UIBezierPath) {
    self.path = path
    super.init(frame: frame)
    name = "path"
  }
  required init?(coder: NSCoder) { nil }
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
  override var collisionBoundingPath: UIBezierPath { path }
}

@Suite("UIPushBehavior")
struct PushBehaviorTests {
  /// Semi-implicit Euler displacement after `steps` steps of 4 sub-steps under constant acceleration a.
  static func discreteDisplacement(_ a: Double, steps: Int) -> Double {
    FreeFallTests.discreteDrop(g: a, steps: steps)
  }

  /// Acceleration (pt/s²) a continuous push of `magnitude` gives `view`, measured from its displacement
  /// after 30 steps and the discrete closed form.
  static func measuredAcceleration(of view: UIView, magnitude: CGFloat, density: CGFloat = 1) -> Double {
    let root = SceneFactory.referenceView(width: 10_000, height: 10_000)
    root.addSubview(view)
    let animator = UIDynamicAnimator(referenceView: root)
    let push = UIPushBehavior(items: [view], mode: .continuous)
    push.magnitude = magnitude
    let material = UIDynamicItemBehavior(items: [view])
    material.density = density
    animator.addBehavior(material)
    animator.addBehavior(push)
    let x0 = Double(view.center.x)
    animator.advance(by: 0.5)
    return (Double(view.center.x) - x0) / discreteDisplacement(1, steps: 30)
  }

  @Test("continuous push: a = 100·M/m pt/s² (100×100 at density 1 and magnitude 1 → 100 pt/s²)")
  func continuousAcceleration() {
    let cases: [(w: CGFloat, h: CGFloat, density: CGFloat, magnitude: CGFloat)] = [
      (100, 100, 1, 1), (100, 200, 1, 1), (100, 100, 2, 3), (50, 40, 0.5, 0.25), (100, 100, 1, -2),
    ]
    for c in cases {
      let view = UIView(frame: CGRect(x: 5000, y: 5000, width: c.w, height: c.h))
      let a = Self.measuredAcceleration(of: view, magnitude: c.magnitude, density: c.density)
      let mass = Double(c.density * c.w * c.h) / 10_000
      let expected = 100 * Double(c.magnitude) / mass
      #expect(abs(a - expected) <= 1e-9 * max(1, abs(expected)), "\(c): \(a) vs \(expected)")
    }
    // The 100×200 item has twice the mass and half the acceleration.
    let small = Self.measuredAcceleration(of: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), magnitude: 1)
    let tall = Self.measuredAcceleration(of: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200)), magnitude: 1)
    #expect(abs(small - 100) < 1e-9 && abs(tall - 50) < 1e-9)
  }

  @Test("after 0.5 s a continuous push of 100 pt/s² has moved the item ½·a·t² = 12.5 pt within 1 %")
  func continuousDisplacementClosedForm() {
    let root = SceneFactory.referenceView(width: 10_000)
    let view = SceneFactory.view(root, 100, 100, 100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let push = UIPushBehavior(items: [view], mode: .continuous)
    push.magnitude = 1
    animator.addBehavior(push)
    animator.advance(by: 0.5)
    let moved = Double(view.center.x) - 150
    // Semi-implicit Euler leads the parabola by ½·a·h_sub·t = 0.104 pt (0.83 %).
    #expect(abs(moved - 12.5) / 12.5 < 0.01, "moved \(moved)")
  }

  @Test("a continuous push of magnitude 10 at −π/2 exactly cancels gravity 1 on a 100×100, density-1 item")
  func balancesGravity() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 100, 100, 100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let push = UIPushBehavior(items: [view], mode: .continuous)
    push.setAngle(-.pi / 2, magnitude: 10)
    let probe = UIDynamicItemBehavior(items: [view])
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(push)
    animator.addBehavior(probe)
    for _ in 0..<60 { animator.step() }
    #expect(abs(probe.linearVelocity(for: view).y) < 1e-9)
    #expect(abs(view.center.y - 150) < 1e-9)
  }

  @Test("instantaneous push: Δv = 100·M/m pt/s after the first step, then active is false")
  func instantaneousVelocityChange() {
    for (size, magnitude) in [(CGSize(width: 100, height: 100), CGFloat(1)), (CGSize(width: 100, height: 200), 3)] {
      let root = SceneFactory.referenceView()
      let view = SceneFactory.view(root, 100, 100, size.width, size.height)
      let animator = UIDynamicAnimator(referenceView: root)
      let push = UIPushBehavior(items: [view], mode: .instantaneous)
      push.setAngle(.pi / 2, magnitude: magnitude)
      let probe = UIDynamicItemBehavior(items: [view])
      #expect(push.active)
      animator.addBehavior(probe)
      animator.addBehavior(push)
      animator.step()
      let expected = 100 * Double(magnitude) / (Double(size.width * size.height) / 10_000)
      #expect(abs(Double(probe.linearVelocity(for: view).y) - expected) < 1e-9)
      #expect(!push.active)
      animator.step()
      #expect(abs(Double(probe.linearVelocity(for: view).y) - expected) < 1e-9, "only one impulse")
      // Re-arming pushes again with the same vector.
      push.active = true
      animator.step()
      #expect(abs(Double(probe.linearVelocity(for: view).y) - 2 * expected) < 1e-9)
      #expect(!push.active)
    }
  }

  @Test("an instantaneous push 50 pt off-centre and perpendicular spins a 100×100 item at Δω = 3.0 rad/s")
  func instantaneousSpin() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 100, 100, 100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let push = UIPushBehavior(items: [view], mode: .instantaneous)
    push.setAngle(0, magnitude: 1)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 50), for: view)
    #expect(push.targetOffsetFromCenter(for: view) == UIOffset(horizontal: 0, vertical: 50))
    let probe = UIDynamicItemBehavior(items: [view])
    animator.addBehavior(probe)
    animator.addBehavior(push)
    animator.step()
    // I = m(w² + h²)/12 = 1666.7 mu·pt²; Δω = |r|·100·M/I = 5000/1666.7 = 3.0. Pushing the bottom edge to
    // the right turns the item counter-clockwise on screen: negative.
    #expect(abs(Double(probe.angularVelocity(for: view)) + 3.0) < 1e-9)
    #expect(abs(Double(probe.linearVelocity(for: view).x) - 100) < 1e-9)
  }

  @Test("the point of application turns with the item")
  func offsetRotatesWithItem() {
    func spin(itemAngle: CGFloat, pushAngle: CGFloat) -> Double {
      let root = SceneFactory.referenceView()
      let view = SceneFactory.view(root, 100, 100, 100, 100)
      view.transform = CGAffineTransform(rotationAngle: itemAngle)
      let animator = UIDynamicAnimator(referenceView: root)
      let push = UIPushBehavior(items: [view], mode: .instantaneous)
      push.setAngle(pushAngle, magnitude: 1)
      push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 50), for: view)
      let probe = UIDynamicItemBehavior(items: [view])
      animator.addBehavior(probe)
      animator.addBehavior(push)
      animator.step()
      return Double(probe.angularVelocity(for: view))
    }
    // Turned a quarter turn, the offset (0, 50) points to (−50, 0): parallel to a rightward push.
    #expect(abs(spin(itemAngle: .pi / 2, pushAngle: 0)) < 1e-9)
    // A downward push on that point turns the item counter-clockwise at 3 rad/s.
    #expect(abs(spin(itemAngle: .pi / 2, pushAngle: .pi / 2) + 3.0) < 1e-9)
  }

  @Test("a continuous off-centre push gives angular acceleration τ/I")
  func continuousTorque() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 100, 100, 100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let push = UIPushBehavior(items: [view], mode: .continuous)
    push.setAngle(.pi / 2, magnitude: 1)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: view)
    let probe = UIDynamicItemBehavior(items: [view])
    animator.addBehavior(probe)
    animator.addBehavior(push)
    animator.step()
    // One step of α = 50·100/1666.7 = 3 rad/s² (clockwise): ω = 3/60.
    #expect(abs(Double(probe.angularVelocity(for: view)) - 3.0 / 60) < 1e-9)
  }

  @Test("angle, magnitude and pushDirection stay in sync in every quadrant (atan2)")
  func directionSync() {
    let push = UIPushBehavior(items: [], mode: .continuous)
    #expect(push.mode == .continuous && push.active)
    #expect(push.magnitude == 0 && push.angle == 0 && push.pushDirection == .zero)
    for (dx, dy) in [(1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0), (1.0, -1.0), (0.0, -2.0)] {
      push.pushDirection = CGVector(dx: dx, dy: dy)
      #expect(abs(Double(push.angle) - atan2(dy, dx)) < 1e-12)
      #expect(abs(Double(push.magnitude) - hypot(dx, dy)) < 1e-12)
    }
    push.setAngle(.pi / 3, magnitude: 2)
    #expect(abs(push.pushDirection.dx - 1) < 1e-12 && abs(push.pushDirection.dy - 3.0.squareRoot()) < 1e-12)
    // Magnitude 0 keeps the angle (a documented choice; gravity resets it).
    push.magnitude = 0
    #expect(abs(push.angle - .pi / 3) < 1e-12)
    push.magnitude = 1
    #expect(abs(push.pushDirection.dy - 3.0.squareRoot() / 2) < 1e-12)
  }

  @Test("a 100×100 ellipse accelerates 4/π times faster than a 100×100 rectangle (true area)")
  func ellipseMass() {
    let rectangle = Self.measuredAcceleration(of: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                                              magnitude: 1)
    let ellipse = Self.measuredAcceleration(of: EllipseView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                                            magnitude: 1)
    #expect(abs(ellipse / rectangle - 4 / Double.pi) < 1e-9, "ratio \(ellipse / rectangle)")
  }

  @Test("path items weigh their convex hull, whatever the winding, and a concave path weighs its hull")
  func pathMass() {
    func square(clockwise: Bool) -> UIBezierPath {
      let corners = [CGPoint(x: -50, y: -50), CGPoint(x: 50, y: -50), CGPoint(x: 50, y: 50), CGPoint(x: -50, y: 50)]
      let ordered = clockwise ? corners : corners.reversed()
      let path = UIBezierPath()
      path.move(to: ordered[0])
      for p in ordered.dropFirst() { path.addLine(to: p) }
      path.close()
      return path
    }
    let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    for clockwise in [true, false] {
      let a = Self.measuredAcceleration(of: PathView(frame: frame, path: square(clockwise: clockwise)), magnitude: 1)
      #expect(abs(a - 100) < 1e-9, "clockwise \(clockwise): \(a)")
    }
    // A square with a deep notch in its top edge: concave, its hull is the full square.
    let notched = UIBezierPath()
    for (i, p) in [(-50.0, -50.0), (-10, -50), (0, 20), (10, -50), (50, -50), (50, 50), (-50, 50)].enumerated() {
      if i == 0 { notched.move(to: CGPoint(x: p.0, y: p.1)) } else { notched.addLine(to: CGPoint(x: p.0, y: p.1)) }
    }
    notched.close()
    let a = Self.measuredAcceleration(of: PathView(frame: frame, path: notched), magnitude: 1)
    #expect(abs(a - 100) < 1e-9)
    // A triangle of half the square's area is twice as easy to push.
    let triangle = UIBezierPath()
    triangle.move(to: CGPoint(x: -50, y: 50))
    triangle.addLine(to: CGPoint(x: 50, y: 50))
    triangle.addLine(to: CGPoint(x: 50, y: -50))
    triangle.close()
    let t = Self.measuredAcceleration(of: PathView(frame: frame, path: triangle), magnitude: 1)
    #expect(abs(t - 200) < 1e-9)
  }
}
