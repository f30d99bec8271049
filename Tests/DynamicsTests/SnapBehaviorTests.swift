import Dynamics
import Foundation
import Testing

@Suite("UISnapBehavior")
struct SnapBehaviorTests {
  /// Erica Sadun's trace (uikit-dynamics.md §6): centre x of a 60×60 view snapping from 155 to 80 with the
  /// default damping, sampled at 30 Hz. The first sample is the frame in which the snap starts, so sample
  /// k is compared with the engine 2k steps (k/30 s) after the behaviour is added; Sadun's clock reads
  /// k/30 + 0.033 s there.
  static let sadunTrace: [CGFloat] = [155, 132, 102, 84, 76.5, 74.5, 75.5, 77.5, 79.5, 80.5, 81, 81, 80.5, 80]

  static func snapScene(damping: CGFloat? = nil, density: CGFloat? = nil, size: CGFloat = 60)
    -> (UIDynamicAnimator, UIView, UISnapBehavior) {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 155 - size / 2, 200 - size / 2, size, size)
    let animator = UIDynamicAnimator(referenceView: root)
    let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 80, y: 200))
    if let damping { snap.damping = damping }
    if let density {
      let material = UIDynamicItemBehavior(items: [view])
      material.density = density
      animator.addBehavior(material)
    }
    animator.addBehavior(snap)
    return (animator, view, snap)
  }

  @Test("the default snap of a 60×60 view follows Sadun's measured trace within ±3 pt")
  func followsSadunTrace() {
    let (animator, view, snap) = Self.snapScene()
    #expect(snap.damping == 0.5)
    var xs: [CGFloat] = [view.center.x]
    for _ in 1..<Self.sadunTrace.count {
      animator.step()
      animator.step()
      xs.append(view.center.x)
    }
    print("snap trace (engine):", xs.map { ($0 * 100).rounded() / 100 })
    for (k, (engine, measured)) in zip(xs, Self.sadunTrace).enumerated() {
      #expect(abs(engine - measured) <= 3, "sample \(k) at \(Double(k) / 30) s: \(engine) vs \(measured)")
    }
  }

  @Test("first overshoot is about −5 pt near 0.17 s after the start, and the item settles by 0.6 s")
  func overshootAndSettling() throws {
    let (animator, view, _) = Self.snapScene()
    var samples: [(t: Double, x: Double)] = []
    for step in 1...60 {
      animator.step()
      samples.append((Double(step) / 60, Double(view.center.x)))
    }
    let minimum = try #require(samples.min { $0.x < $1.x })
    // Sadun: 74.5 (−5.5 pt) at 0.20 s on his clock, i.e. 0.167 s after the start.
    #expect(minimum.x - 80 > -8.5 && minimum.x - 80 < -2.5, "overshoot \(minimum.x - 80)")
    #expect(abs(minimum.t - 0.167) <= 0.034, "overshoot at \(minimum.t) s")
    let lastOutside = samples.last { abs($0.x - 80) >= 0.5 }?.t ?? 0
    print("snap overshoot \(minimum.x - 80) pt at \(minimum.t) s; within 0.5 pt from \(lastOutside + 1.0 / 60) s")
    // A linear spring cannot also reproduce the trace's late +1 pt swing (docs/engine-decisions.md, Snap):
    // the engine settles earlier than Sadun's 0.43 s, but well before 0.6 s.
    #expect(lastOutside + 1.0 / 60 <= 0.6)
    #expect(abs(view.center.y - 200) < 1e-9)
  }

  @Test("the snap is the closed-form damped oscillation of 4.2 Hz and ζ = 1.26·damping")
  func closedForm() {
    for damping in [CGFloat(0.2), 0.5, 0.9] {
      let (animator, view, _) = Self.snapScene(damping: damping)
      let x = SceneFactory.record(animator, steps: 30) { Double(view.center.x) - 80 }
      let zeta = 1.26 * Double(damping)
      let gap = x.enumerated().map {
        abs($1 - SpringTests.closedFormFromRest(Double($0 + 1) / 60, frequency: 4.2, damping: zeta, x0: 75))
      }.max() ?? .infinity
      #expect(gap < 1e-6, "damping \(damping): \(gap) pt")
    }
  }

  @Test("the snap's motion does not depend on the item's density or size")
  func independentOfMass() {
    func trace(density: CGFloat?, size: CGFloat) -> [Double] {
      let (animator, view, _) = Self.snapScene(density: density, size: size)
      return SceneFactory.record(animator, steps: 40) { Double(view.center.x) }
    }
    let reference = trace(density: nil, size: 60)
    for (density, size) in [(CGFloat(10), CGFloat(60)), (0.1, 60), (1, 200), (1, 5)] {
      let other = trace(density: density, size: size)
      let gap = zip(reference, other).map { abs($0 - $1) }.max() ?? 0
      #expect(gap < 1e-9, "density \(density), size \(size): differs by \(gap) pt")
    }
  }

  @Test("damping 0 keeps oscillating; damping 1 arrives without overshoot")
  func dampingRange() {
    let (loose, looseView, _) = Self.snapScene(damping: 0)
    let swings = SceneFactory.record(loose, steps: 240) { Double(looseView.center.x) }
    // Undamped: 4 s later the item still swings almost the full 75 pt to either side of 80.
    #expect((swings.suffix(30).min() ?? 0) < 80 - 74)
    #expect((swings.suffix(30).max() ?? 0) > 80 + 74)
    let (stiff, stiffView, _) = Self.snapScene(damping: 1)
    let creep = SceneFactory.record(stiff, steps: 120) { Double(stiffView.center.x) }
    #expect(creep.allSatisfy { $0 >= 80 - 1e-9 }, "overshoot with damping 1: \(creep.min() ?? 0)")
    #expect(abs((creep.last ?? 0) - 80) < 0.5)
  }

  @Test("a tilted item turns back upright while it snaps")
  func returnsUpright() {
    let (animator, view, _) = Self.snapScene()
    view.transform = CGAffineTransform(rotationAngle: 0.6)
    animator.advance(by: 1.5)
    #expect(abs(view.transform.rotationAngle) < 0.01)
    #expect(abs(view.center.x - 80) < 0.5)
    // The nearest upright orientation: a quarter-turn-plus tilt of 2.5 rad goes back through 0, a
    // tilt of 2π − 0.3 only turns 0.3 rad forward.
    let (other, otherView, _) = Self.snapScene()
    otherView.transform = CGAffineTransform(rotationAngle: 2 * .pi - 0.3)
    other.advance(by: 1.5)
    let angle = other.accumulatedAngle(of: otherView) ?? 0
    #expect(abs(angle) < 0.01, "ended at \(angle) rad")
  }

  @Test("changing snapPoint sends the item to the new point, even after the animator paused")
  func movingTheSnapPoint() {
    let (animator, view, snap) = Self.snapScene()
    animator.advance(by: 3)
    #expect(!animator.isRunning)
    #expect(abs(view.center.x - 80) < 0.5)
    snap.snapPoint = CGPoint(x: 250, y: 400)
    #expect(animator.isRunning)
    animator.advance(by: 2)
    #expect(abs(view.center.x - 250) < 0.5 && abs(view.center.y - 400) < 0.5)
  }

  @Test("with allowsRotation false the item never turns")
  func withoutRotation() {
    let (animator, view, _) = Self.snapScene()
    view.transform = CGAffineTransform(rotationAngle: 0.4)
    let material = UIDynamicItemBehavior(items: [view])
    material.allowsRotation = false
    animator.addBehavior(material)
    animator.advance(by: 1)
    #expect(abs(view.transform.rotationAngle - 0.4) < 1e-12)
    #expect(abs(view.center.x - 80) < 0.5)
  }
}
