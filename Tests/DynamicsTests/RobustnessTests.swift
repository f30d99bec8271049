import Dynamics
import Foundation
import TestSupport
import Testing

/// The shared seeded generator with the helpers these sweeps use.
typealias SweepRandom = SplitMix64

extension SplitMix64 {
  mutating func cg(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(double(range)) }
  mutating func chance(_ p: Double) -> Bool { double(0...1) < p }
  /// One of the given values, or a value from `range`.
  mutating func pick(_ specials: [Double], or range: ClosedRange<Double>) -> CGFloat {
    chance(0.3) ? CGFloat(specials[int(0...specials.count - 1)]) : cg(range)
  }
  /// Anything at all: NaN, ±∞, huge, tiny, zero or ordinary values.
  mutating func anything() -> CGFloat {
    [CGFloat.nan, .infinity, -.infinity, 1e300, -1e300, 1e-300, 0, .greatestFiniteMagnitude][int(0...7)]
  }
}

/// Builds random scenes from every behaviour with parameters inside (or, with `nasty`, far outside) their
/// documented ranges.
struct SceneSweep {
  var rng: SweepRandom
  let nasty: Bool

  mutating func value(_ specials: [Double], _ range: ClosedRange<Double>) -> CGFloat {
    nasty && rng.chance(0.25) ? rng.anything() : rng.pick(specials, or: range)
  }

  mutating func makeScene() -> (UIDynamicAnimator, [UIView]) {
    let root = SceneFactory.referenceView()
    var views: [UIView] = []
    for i in 0..<rng.int(1...4) {
      let w = value([0, 0.001, 1000], 1...200), h = value([0, 0.001, 1000], 1...200)
      let view = SceneFactory.view(root, rng.cg(0...300), rng.cg(0...500), w, h, name: "v\(i)")
      view.transform = CGAffineTransform(rotationAngle: rng.cg(-3...3))
      views.append(view)
    }
    let animator = UIDynamicAnimator(referenceView: root)
    var items: [UIDynamicItem] = views
    if views.count >= 3 && rng.chance(0.3) {
      let group = UIDynamicItemGroup(items: [views[0], views[1]])
      items = [group] + views[2...].map { $0 as UIDynamicItem }
    }
    func someItems() -> [UIDynamicItem] { items.filter { _ in rng.chance(0.7) } }

    let material = UIDynamicItemBehavior(items: someItems())
    material.density = value([0, 1e-9, 1e9, 1e6], 0.01...100)
    material.elasticity = value([0, 1], 0...1)
    material.friction = value([0, 10], 0...2)
    material.resistance = value([0, 1000], 0...20)
    material.angularResistance = value([0, 1000], 0...20)
    material.allowsRotation = rng.chance(0.7)
    material.isAnchored = rng.chance(0.1)
    material.charge = value([0], -10...10)
    for item in material.items {
      material.addLinearVelocity(CGPoint(x: value([0, 1000], -1000...1000), y: value([0], -1000...1000)), for: item)
      material.addAngularVelocity(value([0, 50], -20...20), for: item)
    }
    animator.addBehavior(material)

    let gravity = UIGravityBehavior(items: someItems())
    gravity.setAngle(rng.cg(-7...7), magnitude: value([0, 1000, -1000], -10...10))
    animator.addBehavior(gravity)

    let collision = UICollisionBehavior(items: someItems())
    collision.collisionMode = [.items, .boundaries, .everything][rng.int(0...2)]
    if rng.chance(0.7) {
      collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: value([0], -50...50), left: 0, bottom: value([0], -50...50), right: 0))
    }
    collision.addBoundary(withIdentifier: "line" as NSCopying, from: CGPoint(x: value([0], 0...320), y: value([300], 0...568)),
                          to: CGPoint(x: value([320], 0...320), y: value([400], 0...568)))
    animator.addBehavior(collision)

    for _ in 0..<rng.int(0...2) {
      let push = UIPushBehavior(items: someItems(), mode: rng.chance(0.5) ? .continuous : .instantaneous)
      push.setAngle(rng.cg(-7...7), magnitude: value([0, 1000, -1000], -1000...1000))
      for item in push.items { push.setTargetOffsetFromCenter(UIOffset(horizontal: value([0], -100...100), vertical: value([0], -100...100)), for: item) }
      animator.addBehavior(push)
    }
    if let item = items.first, rng.chance(0.5) {
      let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: value([0], 0...320), y: value([0], 0...568)))
      snap.damping = value([0, 1, 10], 0...1)
      animator.addBehavior(snap)
    }
    for _ in 0..<rng.int(0...3) where items.count >= 1 {
      let a = items[rng.int(0...items.count - 1)], b = items[rng.int(0...items.count - 1)]
      let point = CGPoint(x: value([0], 0...320), y: value([0], 0...568))
      let attachment: UIAttachmentBehavior
      switch rng.int(0...6) {
      case 0: attachment = UIAttachmentBehavior(item: a, attachedToAnchor: point)
      case 1: attachment = UIAttachmentBehavior(item: a, offsetFromCenter: UIOffset(horizontal: value([0], -50...50), vertical: 10), attachedTo: b, offsetFromCenter: .zero)
      case 2: attachment = .slidingAttachment(with: a, attachmentAnchor: point, axisOfTranslation: CGVector(dx: value([0], -1...1), dy: value([0], -1...1)))
      case 3: attachment = .slidingAttachment(with: a, attachedTo: b, attachmentAnchor: point, axisOfTranslation: CGVector(dx: 1, dy: value([0], -1...1)))
      case 4: attachment = .limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: UIOffset(horizontal: 5, vertical: 0))
      case 5: attachment = .fixedAttachment(with: a, attachedTo: b, attachmentAnchor: point)
      default: attachment = .pinAttachment(with: a, attachedTo: b, attachmentAnchor: point)
      }
      attachment.frequency = value([0, 60], 0...60)
      attachment.damping = value([0, 10], 0...10)
      if rng.chance(0.5) { attachment.length = value([0], 0...300) }
      attachment.frictionTorque = value([0, 1000], 0...100)
      if rng.chance(0.4) {
        let low = rng.cg(-200...0)
        attachment.attachmentRange = UIFloatRange(minimum: low, maximum: value([0], 0...200))
      }
      animator.addBehavior(attachment)
    }
    return (animator, views)
  }
}

@Suite("Robustness")
struct RobustnessTests {
  static func isFinite(_ view: UIView) -> Bool {
    let t = view.transform
    return view.center.x.isFinite && view.center.y.isFinite && t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite
  }

  @Test("no NaN or ∞ reaches an item for any parameters inside their documented ranges (seeded sweep)")
  func inRangeSweep() {
    var sweep = SceneSweep(rng: SweepRandom(seed: 0xD1A_2025), nasty: false)
    for scene in 0..<300 {
      let (animator, views) = sweep.makeScene()
      for step in 0..<90 {
        animator.step()
        if step % 15 == 14 || step == 0 {
          if let bad = views.first(where: { !Self.isFinite($0) }) {
            Issue.record("scene \(scene), step \(step): \(bad)")
            return
          }
        }
        // Runtime changes through the public API keep it finite too.
        if step == 45 { _ = animator.items(in: CGRect(x: 0, y: 0, width: 320, height: 568)) }
      }
    }
  }

  @Test("NaN, ±∞ and huge inputs anywhere never trap, and items that start finite stay finite")
  func nastySweep() {
    var sweep = SceneSweep(rng: SweepRandom(seed: 0xBAD_5EED), nasty: true)
    for scene in 0..<200 {
      let (animator, views) = sweep.makeScene()
      // A view made with a NaN size has a NaN centre before the animator touches it.
      let finiteAtStart = views.filter(Self.isFinite)
      animator.advance(by: 0.5)
      for view in finiteAtStart where !Self.isFinite(view) {
        Issue.record("scene \(scene): \(view)")
        return
      }
    }
  }
}
