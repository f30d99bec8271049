import Dynamics
import Foundation
import Testing

@Suite("UIAttachmentBehavior kinds")
struct AttachmentKindsTests {
  /// The reference-view position of the point at `local` (item frame) on `item`.
  static func point(_ item: UIDynamicItem, _ local: CGPoint) -> CGPoint {
    let t = item.transform
    return CGPoint(x: item.center.x + t.a * local.x + t.c * local.y, y: item.center.y + t.b * local.x + t.d * local.y)
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

  static func anchored(_ items: [UIDynamicItem]) -> UIDynamicItemBehavior {
    let behavior = UIDynamicItemBehavior(items: items)
    behavior.isAnchored = true
    return behavior
  }

  @Test("initialisers: type, items, anchor point, and the default length is the distance at creation")
  func initialisers() {
    let root = SceneFactory.referenceView()
    let a = SceneFactory.view(root, 0, 0, 100, 100)   // centre (50, 50)
    let b = SceneFactory.view(root, 200, 0, 100, 100) // centre (250, 50)
    let anchor = UIAttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: 50, y: 150))
    #expect(anchor.attachedBehaviorType == .anchor && anchor.items.count == 1)
    #expect(anchor.length == 100 && anchor.anchorPoint == CGPoint(x: 50, y: 150))
    #expect(anchor.frequency == 0 && anchor.damping == 0 && anchor.frictionTorque == 0)
    #expect(anchor.attachmentRange == .infinite)
    let offset = UIAttachmentBehavior(item: a, offsetFromCenter: UIOffset(horizontal: 0, vertical: 50),
                                      attachedToAnchor: CGPoint(x: 50, y: 150))
    #expect(offset.length == 50)
    let pair = UIAttachmentBehavior(item: a, attachedTo: b)
    #expect(pair.attachedBehaviorType == .items && pair.length == 200)
    #expect(pair.items[0] === a && pair.items[1] === b)
    let offsets = UIAttachmentBehavior(item: a, offsetFromCenter: UIOffset(horizontal: 50, vertical: 0), attachedTo: b,
                                       offsetFromCenter: UIOffset(horizontal: -50, vertical: 0))
    #expect(offsets.length == 100 && offsets.anchorPoint == CGPoint(x: 150, y: 50))
    // Offsets are in the item's own frame: turned a quarter, (50, 0) points down.
    a.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = UIAttachmentBehavior(item: a, offsetFromCenter: UIOffset(horizontal: 50, vertical: 0),
                                      attachedToAnchor: CGPoint(x: 50, y: 100))
    #expect(abs(turned.length) < 1e-9)
    let limit = UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
    #expect(limit.length == 200 && limit.attachedBehaviorType == .items)
    let slide = UIAttachmentBehavior.slidingAttachment(with: a, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: 0, dy: 1))
    #expect(slide.attachedBehaviorType == .anchor && slide.items.count == 1)
    let pin = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 150, y: 50))
    #expect(pin.attachedBehaviorType == .items && pin.anchorPoint == CGPoint(x: 150, y: 50))
  }

  @Test("a rod of length 0 pins the item's centre to the anchor in both directions")
  func zeroLengthRodToAnchor() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 110, 110, 100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let rod = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 160, y: 160))
    #expect(rod.length == 0)
    let push = UIPushBehavior(items: [view], mode: .continuous)
    push.setAngle(0, magnitude: 5)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(push)
    animator.addBehavior(rod)
    let gaps = SceneFactory.record(animator, steps: 120) { Self.distance(view.center, CGPoint(x: 160, y: 160)) }
    #expect((gaps.max() ?? .infinity) < 0.5, "max gap \(gaps.max() ?? 0)")
    // Then drag the anchor: the item follows.
    rod.anchorPoint = CGPoint(x: 200, y: 300)
    animator.advance(by: 1)
    #expect(Self.distance(view.center, CGPoint(x: 200, y: 300)) < 0.5)
  }

  @Test("a length-0 rod between offset points of two items holds the points together while they tumble")
  func zeroLengthRodBetweenItems() {
    let root = SceneFactory.referenceView(width: 2000, height: 2000)
    let a = SceneFactory.view(root, 100, 100, 100, 40)
    let b = SceneFactory.view(root, 200, 100, 60, 60)
    let animator = UIDynamicAnimator(referenceView: root)
    let offsetA = UIOffset(horizontal: 50, vertical: 0), offsetB = UIOffset(horizontal: -30, vertical: -20)
    let joint = UIAttachmentBehavior(item: a, offsetFromCenter: offsetA, attachedTo: b, offsetFromCenter: offsetB)
    joint.length = 0
    let spin = UIDynamicItemBehavior(items: [a, b])
    spin.addAngularVelocity(4, for: a)
    spin.addLinearVelocity(CGPoint(x: 0, y: -300), for: b)
    animator.addBehavior(spin)
    animator.addBehavior(UIGravityBehavior(items: [a, b]))
    animator.addBehavior(joint)
    let gaps = SceneFactory.record(animator, steps: 120) {
      Self.distance(Self.point(a, CGPoint(x: 50, y: 0)), Self.point(b, CGPoint(x: -30, y: -20)))
    }
    // Pulled together within the first steps (they start 20.6 pt apart), then held.
    #expect((gaps.dropFirst(10).max() ?? .infinity) < 0.5, "gaps \(gaps.dropFirst(10).max() ?? 0)")
  }

  @Test("a bar hung by an offset at its end swings down and rests below the anchor")
  func offsetRotatesWithItem() {
    let root = SceneFactory.referenceView()
    let bar = SceneFactory.view(root, 110, 190, 100, 20)  // centre (160, 200)
    let animator = UIDynamicAnimator(referenceView: root)
    let rod = UIAttachmentBehavior(item: bar, offsetFromCenter: UIOffset(horizontal: 50, vertical: 0),
                                   attachedToAnchor: CGPoint(x: 210, y: 200))
    let damping = UIDynamicItemBehavior(items: [bar])
    damping.angularResistance = 3
    damping.resistance = 3
    animator.addBehavior(UIGravityBehavior(items: [bar]))
    animator.addBehavior(damping)
    animator.addBehavior(rod)
    animator.advance(by: 8)
    #expect(abs(bar.center.x - 210) < 0.5 && abs(bar.center.y - 250) < 0.5, "\(bar.center)")
    #expect(abs(abs(bar.transform.rotationAngle) - .pi / 2) < 0.02)
  }

  @Test("an item-to-item rod keeps its length while one item is pushed")
  func itemRod() {
    let root = SceneFactory.referenceView(width: 4000, height: 4000)
    let a = SceneFactory.view(root, 100, 100, 40, 40)
    let b = SceneFactory.view(root, 250, 100, 40, 40)
    let animator = UIDynamicAnimator(referenceView: root)
    let rod = UIAttachmentBehavior(item: a, attachedTo: b)
    let push = UIPushBehavior(items: [a], mode: .continuous)
    push.setAngle(.pi / 2, magnitude: 1)
    animator.addBehavior(push)
    animator.addBehavior(rod)
    let lengths = SceneFactory.record(animator, steps: 180) { Self.distance(a.center, b.center) }
    #expect(lengths.allSatisfy { abs($0 - 150) < 0.5 }, "\(lengths.min() ?? 0)…\(lengths.max() ?? 0)")
  }

  @Test("sliding along an anchored rail: motion only along the axis, no rotation, stopped by the range")
  func slidingOnAnchor() {
    let root = SceneFactory.referenceView(width: 4000, height: 4000)
    let view = SceneFactory.view(root, 75, 75, 50, 50)  // centre (100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let axis = CGVector(dx: 1, dy: 1)
    let rail = UIAttachmentBehavior.slidingAttachment(with: view, attachmentAnchor: CGPoint(x: 100, y: 100),
                                                      axisOfTranslation: axis)
    let kick = UIDynamicItemBehavior(items: [view])
    kick.addAngularVelocity(5, for: view)
    kick.addLinearVelocity(CGPoint(x: 200, y: -50), for: view)
    animator.addBehavior(kick)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(rail)
    for _ in 0..<60 {
      animator.step()
      let offset = CGPoint(x: view.center.x - 100, y: view.center.y - 100)
      #expect(abs(offset.x - offset.y) / 2.0.squareRoot() < 0.5, "off the rail: \(offset)")
      #expect(abs(view.transform.rotationAngle) < 0.01)
    }
    // Gravity along the rail is g/√2; the kick along it was 150/√2 pt/s. After 1 s, from rest on the
    // rail (the kick's perpendicular part and the spin are absorbed at once):
    let along = Double(view.center.x - 100 + view.center.y - 100) / 2.0.squareRoot()
    let expected = 150 / 2.0.squareRoot() + 0.5 * 1000 / 2.0.squareRoot()
    #expect(abs(along - expected) / expected < 0.02, "moved \(along) along the rail, expected about \(expected)")
    rail.attachmentRange = UIFloatRange(minimum: -50, maximum: 400)
    animator.advance(by: 3)
    let stopped = Double(view.center.x - 100 + view.center.y - 100) / 2.0.squareRoot()
    #expect(abs(stopped - 400) < 0.6, "stopped at \(stopped)")
  }

  @Test("sliding between items: the slider moves along the other item's turned axis and turns with it")
  func slidingBetweenItems() {
    let root = SceneFactory.referenceView(width: 4000, height: 4000)
    let base = SceneFactory.view(root, 100, 100, 200, 20)
    base.transform = CGAffineTransform(rotationAngle: 0.3)
    let slider = SceneFactory.view(root, 180, 90, 40, 40)  // centre (200, 110) = base centre
    let animator = UIDynamicAnimator(referenceView: root)
    let rail = UIAttachmentBehavior.slidingAttachment(with: slider, attachedTo: base, attachmentAnchor: CGPoint(x: 200, y: 110),
                                                      axisOfTranslation: CGVector(dx: cos(0.3), dy: sin(0.3)))
    rail.attachmentRange = UIFloatRange(minimum: -80, maximum: 80)
    animator.addBehavior(Self.anchored([base]))
    animator.addBehavior(UIGravityBehavior(items: [slider]))
    animator.addBehavior(rail)
    animator.advance(by: 2)
    let offset = CGPoint(x: slider.center.x - 200, y: slider.center.y - 110)
    let along = offset.x * cos(0.3) + offset.y * sin(0.3)
    let across = -offset.x * sin(0.3) + offset.y * cos(0.3)
    #expect(abs(across) < 0.5 && abs(along - 80) < 0.6, "along \(along), across \(across)")
    #expect(abs(slider.transform.rotationAngle) < 0.01, "the slider keeps its angle relative to the base")
  }

  @Test("a limit attachment is a rope: slack until taut, then it holds the length")
  func rope() {
    let root = SceneFactory.referenceView(width: 2000, height: 2000)
    let ceiling = SceneFactory.view(root, 180, 80, 40, 40)  // centre (200, 100)
    let weight = SceneFactory.view(root, 180, 130, 40, 40)  // centre (200, 150)
    let animator = UIDynamicAnimator(referenceView: root)
    let rope = UIAttachmentBehavior.limitAttachment(with: weight, offsetFromCenter: .zero, attachedTo: ceiling,
                                                    offsetFromCenter: .zero)
    #expect(rope.length == 50)
    rope.length = 150
    animator.addBehavior(Self.anchored([ceiling]))
    animator.addBehavior(UIGravityBehavior(items: [weight]))
    animator.addBehavior(rope)
    let ys = SceneFactory.record(animator, steps: 180) { Double(weight.center.y) }
    // Free fall until the rope is taut at y = 250: 100 pt take √(0.2) = 0.447 s.
    #expect(abs(ys[14] - (150 + FreeFallTests.discreteDrop(g: 1000, steps: 15))) < 1e-9)
    #expect(ys.allSatisfy { $0 <= 250.5 }, "stretched to \(ys.max() ?? 0)")
    #expect(abs((ys.last ?? 0) - 250) < 0.5)
  }

  @Test("a fixed attachment welds two items: they accelerate together as one body of their total mass")
  func weld() {
    let root = SceneFactory.referenceView(width: 4000, height: 4000)
    let a = SceneFactory.view(root, 100, 100, 100, 100)
    let b = SceneFactory.view(root, 200, 130, 40, 40)
    b.transform = CGAffineTransform(rotationAngle: 0.2)
    let animator = UIDynamicAnimator(referenceView: root)
    let weld = UIAttachmentBehavior.fixedAttachment(with: b, attachedTo: a, attachmentAnchor: CGPoint(x: 200, y: 150))
    let push = UIPushBehavior(items: [a], mode: .continuous)
    push.setAngle(0, magnitude: 1.16)
    animator.addBehavior(push)
    animator.addBehavior(weld)
    let b0 = Self.point(a, CGPoint(x: 120, y: 0))
    _ = b0
    var relative: [(CGFloat, CGFloat)] = []
    for _ in 0..<120 {
      animator.step()
      let dx = b.center.x - a.center.x, dy = b.center.y - a.center.y
      let angle = -a.transform.rotationAngle
      relative.append((dx * cos(angle) - dy * sin(angle), dx * sin(angle) + dy * cos(angle)))
      #expect(abs(b.transform.rotationAngle - a.transform.rotationAngle - 0.2) < 0.01)
    }
    // b's centre stays at (100, 0) + (0, 0)… relative to a: it started at (220−150, 150−150) = (70, 0).
    #expect(relative.allSatisfy { abs($0.0 - 70) < 0.5 && abs($0.1) < 0.5 }, "\(relative.last ?? (0, 0))")
  }

  @Test("a pin attachment is a hinge: the pinned points coincide while the items turn freely")
  func pinHinge() {
    let root = SceneFactory.referenceView(width: 2000, height: 2000)
    let frame = SceneFactory.view(root, 100, 100, 40, 40)     // centre (120, 120)
    let arm = SceneFactory.view(root, 120, 110, 200, 20)      // centre (220, 120), left end at the hinge
    let animator = UIDynamicAnimator(referenceView: root)
    let pin = UIAttachmentBehavior.pinAttachment(with: arm, attachedTo: frame, attachmentAnchor: CGPoint(x: 120, y: 120))
    animator.addBehavior(Self.anchored([frame]))
    animator.addBehavior(UIGravityBehavior(items: [arm]))
    animator.addBehavior(pin)
    var angles: [Double] = []
    for _ in 0..<120 {
      animator.step()
      #expect(Self.distance(Self.point(arm, CGPoint(x: -100, y: 0)), CGPoint(x: 120, y: 120)) < 0.5)
      angles.append(Double(animator.accumulatedAngle(of: arm) ?? 0))
    }
    // A bar pinned at its end and released horizontally swings through the vertical (π/2).
    #expect((angles.max() ?? 0) > .pi / 2)
  }

  @Test("pin friction torque decelerates a spinning item at α = 100·τ/I until it stops")
  func pinFriction() {
    let root = SceneFactory.referenceView(width: 2000, height: 2000)
    let hub = SceneFactory.view(root, 90, 90, 20, 20)         // centre (100, 100)
    let wheel = SceneFactory.view(root, 50, 50, 100, 100)     // centre (100, 100), I = 1666.7
    let animator = UIDynamicAnimator(referenceView: root)
    let pin = UIAttachmentBehavior.pinAttachment(with: wheel, attachedTo: hub, attachmentAnchor: CGPoint(x: 100, y: 100))
    pin.frictionTorque = 10  // α = 1000/1666.7 = 0.6 rad/s²
    let spin = UIDynamicItemBehavior(items: [wheel])
    spin.addAngularVelocity(3, for: wheel)
    animator.addBehavior(Self.anchored([hub]))
    animator.addBehavior(spin)
    animator.addBehavior(pin)
    animator.advance(by: 1)
    let w1 = Double(spin.angularVelocity(for: wheel))
    #expect(abs(w1 - (3 - 0.6)) < 1e-6, "ω after 1 s: \(w1)")
    animator.advance(by: 5)
    #expect(abs(spin.angularVelocity(for: wheel)) < 1e-9)
    // It stops after 5 s, having turned ω₀²/(2α) = 7.5 rad.
    let turned = Double(animator.accumulatedAngle(of: wheel) ?? 0)
    #expect(abs(turned - 7.5) < 0.02, "turned \(turned)")
  }

  @Test("pin angle limits: attachmentRange stops the hinge at its bounds (radians)")
  func pinLimits() {
    let root = SceneFactory.referenceView(width: 2000, height: 2000)
    let frame = SceneFactory.view(root, 100, 100, 40, 40)
    let arm = SceneFactory.view(root, 120, 110, 200, 20)
    let animator = UIDynamicAnimator(referenceView: root)
    let pin = UIAttachmentBehavior.pinAttachment(with: arm, attachedTo: frame, attachmentAnchor: CGPoint(x: 120, y: 120))
    pin.attachmentRange = UIFloatRange(minimum: -0.2, maximum: 0.5)
    animator.addBehavior(Self.anchored([frame]))
    animator.addBehavior(UIGravityBehavior(items: [arm]))
    animator.addBehavior(pin)
    let angles = SceneFactory.record(animator, steps: 180) { Double(animator.accumulatedAngle(of: arm) ?? 0) }
    #expect((angles.max() ?? 0) < 0.5 + 0.02, "reached \(angles.max() ?? 0)")
    #expect(abs((angles.last ?? 0) - 0.5) < 0.02)
  }

  @Test("changing length takes effect at once; a spring can be turned back into a rod")
  func runtimeChanges() {
    let root = SceneFactory.referenceView(width: 2000, height: 2000)
    let view = SceneFactory.view(root, 180, 280, 40, 40)  // centre (200, 300)
    let animator = UIDynamicAnimator(referenceView: root)
    let rod = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 200, y: 100))
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(rod)
    animator.advance(by: 0.5)
    #expect(abs(view.center.y - 300) < 0.5)
    rod.length = 100
    animator.advance(by: 1)
    #expect(abs(view.center.y - 200) < 0.5)
    rod.frequency = 2
    rod.damping = 1
    animator.advance(by: 3)
    // Critically damped spring: rests g/ω² = 6.3 pt below its length.
    #expect(abs(view.center.y - (200 + 1000 / pow(4 * .pi, 2))) < 0.5)
    rod.frequency = 0
    animator.advance(by: 1)
    #expect(abs(view.center.y - 200) < 0.5)
  }
}
