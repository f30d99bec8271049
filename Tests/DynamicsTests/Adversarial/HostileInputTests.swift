import Dynamics
import Foundation
import Testing

/// Every public entry point takes any `Double`: no trap, no abort, no call longer than a second, and no
/// NaN or infinity reaches an item that started finite.
@Suite("Adversarial: hostile calls", .adversarial)
struct HostileInputTests {
  static let values = HostileCalls.values

  /// A small scene: a falling item over a floor inside a 320×568 view, with gravity and collisions.
  static func scene() -> (UIDynamicAnimator, UIView, UIView, UICollisionBehavior) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let a = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    let b = UIView(frame: CGRect(x: 200, y: 100, width: 30, height: 50))
    root.addSubview(a)
    root.addSubview(b)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [a, b])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    animator.addBehavior(UIGravityBehavior(items: [a, b]))
    return (animator, a, b, collision)
  }

  @Test("UIBezierPath's every method takes NaN, ±∞, 1e300 and −1e20 in every argument within a second")
  func bezierPaths() {
    var calls = HostileCalls()
    for v in Self.values {
      let p = CGPoint(x: v, y: 1), q = CGPoint(x: 2, y: v)
      for (radius, start, end) in [(v, 0.0, 1.0), (10, v, 1), (10, 0, v), (v, v, v)] as [(CGFloat, CGFloat, CGFloat)] {
        for clockwise in [true, false] {
          calls.call("addArc r \(radius) \(start)→\(end) \(clockwise)") {
            let path = UIBezierPath()
            path.move(to: .zero)
            path.addArc(withCenter: p, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            _ = path.polylines()
            _ = path.bounds
          }
        }
      }
      calls.call("rounded rect \(v)") {
        _ = UIBezierPath(roundedRect: CGRect(x: v, y: 0, width: v, height: 10), cornerRadius: v).polylines()
      }
      calls.call("oval \(v)") { _ = UIBezierPath(ovalIn: CGRect(x: 0, y: v, width: 10, height: v)).bounds }
      calls.call("curves \(v)") {
        let path = UIBezierPath(rect: CGRect(x: v, y: v, width: v, height: v))
        path.addCurve(to: p, controlPoint1: q, controlPoint2: p)
        path.addQuadCurve(to: q, controlPoint: p)
        path.apply(CGAffineTransform(rotationAngle: v).scaledBy(x: v, y: v).translatedBy(x: v, y: 0))
        path.append(UIBezierPath(rect: .infinite))
        _ = path.polylines(segmentsPerCurve: Int(clamping: Int64(v.isFinite ? max(min(v, 1e18), -1e18) : 0)))
        _ = path.bounds
      }
    }
    for count in [Int.min, -1, 0, 1 << 40, Int.max] {
      calls.call("polylines(segmentsPerCurve: \(count))") {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = path.polylines(segmentsPerCurve: count)
      }
    }
    calls.expectAllQuick()
  }

  @Test("advance(by:), step(), timeStep and substepCount take any value and return within a second")
  func clock() {
    var calls = HostileCalls()
    for v in Self.values + [1e17, 1e6, 3_600] {
      let (animator, a, b, _) = Self.scene()
      calls.call("advance(by: \(v))") { animator.advance(by: TimeInterval(v)) }
      #expect(HostileCalls.isFinite(a) && HostileCalls.isFinite(b), "advance(by: \(v))")
    }
    for v in Self.values {
      let (animator, a, _, _) = Self.scene()
      calls.call("timeStep = \(v), advance(by: 1)") {
        animator.timeStep = TimeInterval(v)
        animator.advance(by: 1)
        animator.step()
      }
      #expect(animator.timeStep > 0 && animator.timeStep.isFinite, "timeStep = \(v) left \(animator.timeStep)")
      #expect(HostileCalls.isFinite(a), "timeStep = \(v)")
    }
    for count in [Int.min, -1, 0, 65, Int.max] {
      let (animator, a, _, _) = Self.scene()
      calls.call("substepCount = \(count)") {
        animator.substepCount = count
        animator.advance(by: 1)
      }
      #expect(HostileCalls.isFinite(a), "substepCount = \(count)")
    }
    calls.expectAllQuick()
  }

  @Test("every behaviour's parameters take NaN, ±∞, 1e300 and −1e20; items stay finite and each step returns within a second")
  func behaviourParameters() {
    var calls = HostileCalls()
    for v in Self.values {
      let (animator, a, b, collision) = Self.scene()
      let material = UIDynamicItemBehavior(items: [a, b])
      for set in [{ material.density = v }, { material.elasticity = v }, { material.friction = v },
                  { material.resistance = v }, { material.angularResistance = v }, { material.charge = v }] {
        set()
      }
      material.addLinearVelocity(CGPoint(x: v, y: -v), for: a)
      material.addAngularVelocity(v, for: b)
      animator.addBehavior(material)
      let gravity = UIGravityBehavior(items: [a])
      gravity.setAngle(v, magnitude: v)
      gravity.gravityDirection = CGVector(dx: v, dy: 1)
      animator.addBehavior(gravity)
      for mode in [UIPushBehavior.Mode.continuous, .instantaneous] {
        let push = UIPushBehavior(items: [a, b], mode: mode)
        push.setAngle(v, magnitude: v)
        push.pushDirection = CGVector(dx: 1, dy: v)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: v, vertical: v), for: a)
        animator.addBehavior(push)
      }
      let snap = UISnapBehavior(item: b, snapTo: CGPoint(x: v, y: v))
      snap.damping = v
      animator.addBehavior(snap)
      let rod = UIAttachmentBehavior(item: a, offsetFromCenter: UIOffset(horizontal: v, vertical: 0),
                                     attachedTo: b, offsetFromCenter: UIOffset(horizontal: 0, vertical: v))
      rod.length = v
      rod.frequency = v
      rod.damping = v
      animator.addBehavior(rod)
      let anchor = UIAttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: v, y: 0))
      anchor.anchorPoint = CGPoint(x: 0, y: v)
      animator.addBehavior(anchor)
      let sliding = UIAttachmentBehavior.slidingAttachment(with: a, attachmentAnchor: CGPoint(x: v, y: v),
                                                           axisOfTranslation: CGVector(dx: v, dy: v))
      sliding.attachmentRange = UIFloatRange(minimum: -v, maximum: v)
      animator.addBehavior(sliding)
      let pin = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: v, y: v))
      pin.frictionTorque = v
      pin.attachmentRange = UIFloatRange(minimum: v, maximum: -v)
      animator.addBehavior(pin)
      animator.addBehavior(UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b,
                                                                offsetFromCenter: UIOffset(horizontal: v, vertical: 1)))
      animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 1, y: v)))
      collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: v, left: -v, bottom: v, right: 0))
      collision.addBoundary(withIdentifier: "line" as NSString, from: CGPoint(x: v, y: 0), to: CGPoint(x: 0, y: v))
      for field in [UIFieldBehavior.radialGravityField(position: CGPoint(x: v, y: 1)),
                    .linearGravityField(direction: CGVector(dx: v, dy: v)), .velocityField(direction: CGVector(dx: v, dy: 0)),
                    .noiseField(smoothness: v, animationSpeed: v), .turbulenceField(smoothness: v, animationSpeed: v),
                    .springField(), .electricField(), .magneticField(), .vortexField(), .dragField()] {
        field.strength = v
        field.falloff = v
        field.minimumRadius = v
        field.region = UIRegion(radius: v)
        field.addItem(a)
        animator.addBehavior(field)
      }
      calls.call("a step with parameters \(v)") { animator.step() }
      calls.call("20 steps with parameters \(v)") { for _ in 0..<20 { animator.step() } }
      calls.call("items(in:) \(v)") { _ = animator.items(in: CGRect(x: v, y: v, width: v, height: v)) }
      a.center = CGPoint(x: v, y: -v)
      b.transform = CGAffineTransform(rotationAngle: v)
      calls.call("updateItem \(v)") {
        animator.updateItem(usingCurrentState: a)
        animator.updateItem(usingCurrentState: b)
        animator.step()
      }
      #expect(HostileCalls.isFinite(a) && HostileCalls.isFinite(b), "parameters \(v): \(a.center) \(b.center)")
    }
    calls.expectAllQuick()
  }

  @Test("field sampling, regions and view animations take hostile sizes and times within a second")
  func fieldsAndAnimations() {
    var calls = HostileCalls()
    let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 100, y: 100))
    for count in [Int.min, -1, 0, 1 << 20, 1 << 40, Int.max] {
      calls.call("sampleGrid \(count)×\(count)") {
        _ = field.sampleGrid(in: CGRect(x: 0, y: 0, width: 100, height: 100), columns: count, rows: count)
        _ = UIFieldGrid(rect: .zero, columns: count, rows: 3)
      }
    }
    for v in Self.values {
      calls.call("sampleGrid over \(v)") {
        _ = field.sampleGrid(in: CGRect(x: v, y: v, width: v, height: v), columns: 10, rows: 10, mass: v, time: TimeInterval(v))
        _ = field.acceleration(at: CGPoint(x: v, y: v), velocity: CGVector(dx: v, dy: v), mass: v, charge: v, time: TimeInterval(v))
      }
      calls.call("regions \(v)") {
        let region = UIRegion(radius: v).byUnion(with: UIRegion(size: CGSize(width: v, height: v))).inverse()
        _ = region.contains(CGPoint(x: v, y: v))
        _ = region.boundingBox
      }
      calls.call("animations \(v)") {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let timeline = UIView.recordAnimations {
          UIView.animate(withDuration: TimeInterval(v), delay: TimeInterval(v), options: [], animations: {
            view.center = CGPoint(x: v, y: v)
            view.alpha = v
          }, completion: { _ in })
          UIView.animate(withDuration: TimeInterval(v), delay: 0, usingSpringWithDamping: v, initialSpringVelocity: v,
                         options: [], animations: { view.transform = CGAffineTransform(rotationAngle: v) })
          UIView.animateKeyframes(withDuration: TimeInterval(v), delay: TimeInterval(v), options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: Double(v), relativeDuration: Double(v)) { view.center = .zero }
          })
        }
        _ = timeline.presentation(of: view, at: TimeInterval(v))
        timeline.advance(by: TimeInterval(v))
        timeline.advance(to: TimeInterval(v))
        timeline.finishAll()
      }
    }
    calls.expectAllQuick()
  }
}

/// The rest of the public surface: views, geometry, colours, gestures, groups, motion effects and curves.
@Suite("Adversarial: hostile calls beyond behaviours", .adversarial)
struct HostileSurfaceTests {
  @Test("views, transforms, colours, gestures, item groups, motion effects and timing curves take any value within a second")
  func surface() {
    var calls = HostileCalls()
    for v in HostileCalls.values {
      calls.call("views \(v)") {
        let root = UIView(frame: CGRect(x: v, y: v, width: v, height: v))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        child.frame = CGRect(x: v, y: 1, width: v, height: -v)
        child.transform = CGAffineTransform(scaleX: v, y: v).rotated(by: v).translatedBy(x: v, y: v)
        _ = child.frame
        _ = root.hitTest(CGPoint(x: v, y: v), with: nil)
        _ = root.point(inside: CGPoint(x: v, y: 0), with: nil)
        _ = child.transform.inverted()
        _ = CGPoint(x: v, y: v).applying(CGAffineTransform(a: v, b: v, c: v, d: v, tx: v, ty: v))
      }
      calls.call("colours \(v)") {
        let colour = UIColor(hue: v, saturation: v, brightness: v, alpha: v).withAlphaComponent(v)
        _ = UIColor(white: v, alpha: v).cgColor
        _ = colour.hash
      }
      calls.call("gestures \(v)") {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = UIPanGestureRecognizer { _ in }
        let tap = UITapGestureRecognizer { _ in }
        let press = UILongPressGestureRecognizer { _ in }
        for recognizer in [pan, tap, press] as [UIGestureRecognizer] {
          view.addGestureRecognizer(recognizer)
          recognizer.handle(UITouchSample(.began, at: CGPoint(x: v, y: v), time: TimeInterval(v)))
          recognizer.handle(UITouchSample(.moved, at: CGPoint(x: 1, y: v), time: TimeInterval(-v)))
          recognizer.handle(UITouchSample(.ended, at: CGPoint(x: v, y: 1), time: TimeInterval(v)))
          _ = recognizer.location(in: view)
        }
        _ = pan.translation(in: view)
        _ = pan.velocity(in: view)
        pan.setTranslation(CGPoint(x: v, y: v), in: view)
        view.sendTouch(UITouchSample(.began, at: CGPoint(x: v, y: v), time: 0))
      }
      calls.call("item group \(v)") {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let a = UIView(frame: CGRect(x: v, y: 10, width: 10, height: v))
        let b = UIView(frame: CGRect(x: 50, y: 10, width: 10, height: 10))
        let group = UIDynamicItemGroup(items: [a, b])
        group.center = CGPoint(x: v, y: v)
        group.transform = CGAffineTransform(rotationAngle: v)
        let animator = UIDynamicAnimator(referenceView: root)
        animator.addBehavior(UIGravityBehavior(items: [group]))
        animator.advance(by: 0.5)
        _ = animator.items(in: root.bounds)
      }
      calls.call("motion effects and curves \(v)") {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = v
        effect.maximumRelativeValue = -v
        view.addMotionEffect(effect)
        _ = view.motionEffectRelativeValues(forViewerOffset: UIOffset(horizontal: v, vertical: v))
        _ = view.presentation(forViewerOffset: UIOffset(horizontal: v, vertical: 0))
        _ = UIViewTimingCurve.spring(dampingRatio: v, initialVelocity: v).progress(at: TimeInterval(v), duration: TimeInterval(v))
        _ = UIViewTimingCurve.springAngularFrequency(dampingRatio: v, duration: TimeInterval(v))
        _ = UIViewTimingCurve.dampedOscillator(Double(v), x0: Double(v), v0: Double(v), omega: Double(v), zeta: Double(v))
      }
    }
    calls.expectAllQuick()
  }
}
