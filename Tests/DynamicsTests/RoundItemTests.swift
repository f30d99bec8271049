import Dynamics
import Foundation
import Testing

/// Round items (`.ellipse` with equal width and height) collide as true circles: against curved
/// boundaries, slopes, other balls and walls, checked against closed forms.
@Suite("Round items collide as circles")
struct RoundItemTests {
  typealias Ball = SolverScenes.Ball

  /// A view with a ball of `size` pt at `center`, the ball's collision and item behaviours, and gravity
  /// of `gravity` (UIKit's magnitude: 1 = 1000 pt/s² down).
  static func scene(ball size: Double, at center: CGPoint, gravity: Double = 1, friction: CGFloat = 0.5,
                    resistance: CGFloat = 0, edges: Bool = false)
    -> (animator: UIDynamicAnimator, ball: UIView, collision: UICollisionBehavior) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let ball = Ball(frame: CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
    root.addSubview(ball)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [ball])
    collision.translatesReferenceBoundsIntoBoundary = edges
    animator.addBehavior(collision)
    let material = UIDynamicItemBehavior(items: [ball])
    material.friction = friction
    material.elasticity = 0
    material.resistance = resistance
    material.angularResistance = resistance
    animator.addBehavior(material)
    if gravity != 0 {
      let fall = UIGravityBehavior(items: [ball])
      fall.magnitude = CGFloat(gravity)
      animator.addBehavior(fall)
    }
    return (animator, ball, collision)
  }

  /// Tolerance (pt) of a ball's resting place in a curved bowl: the boundary's flattening reaches at
  /// most 0.05 pt inside the curve, and a resting contact overlaps its surface by a few thousandths.
  /// (A 24-sided ball rests on a facet more than 1 pt to the side.)
  static let bowlTolerance = 0.1

  @Test("a 60 pt ball dropped off-centre into a 150 pt-radius curved bowl rests at its bottom (within 0.1 pt)")
  func ballRestsAtTheBottomOfABowl() {
    let bowlCenter = CGPoint(x: 200, y: 150), bowlRadius = 150.0, ballRadius = 30.0
    for start in [170.0, 200, 243.5] {
      let (animator, ball, collision) = Self.scene(ball: 2 * ballRadius, at: CGPoint(x: start, y: 200),
                                                   resistance: 3)
      // The lower half of a circle, as UIKit draws it: y grows downward, so clockwise from 0 to π passes
      // through the bottom.
      let bowl = UIBezierPath(arcCenter: bowlCenter, radius: CGFloat(bowlRadius), startAngle: 0,
                              endAngle: .pi, clockwise: true)
      collision.addBoundary(withIdentifier: "bowl" as NSString, for: bowl)
      for _ in 0..<600 { animator.step() }
      let bottom = Double(bowlCenter.y) + bowlRadius - ballRadius
      #expect(abs(Double(ball.center.x) - Double(bowlCenter.x)) <= Self.bowlTolerance, "x \(ball.center.x) from \(start)")
      #expect(abs(Double(ball.center.y) - bottom) <= Self.bowlTolerance, "y \(ball.center.y), bottom \(bottom)")
    }
  }

  /// Distance (pt) a ball of radius 20 travels down a 20° slope in `seconds` from rest, and its spin
  /// (rad/s) at the end.
  static func slope(friction: CGFloat, seconds: Double) -> (distance: Double, spin: Double, speed: Double) {
    let angle = 20 * Double.pi / 180, radius = 20.0
    // The slope runs from (0, 100) down to the right; its normal points up and to the right.
    let from = CGPoint(x: 0, y: 100), to = CGPoint(x: 400, y: 100 + 400 * tan(angle))
    let normal = (x: sin(angle), y: -cos(angle))
    let foot = (x: 60.0, y: 100 + 60 * tan(angle))
    let start = CGPoint(x: foot.x + radius * normal.x, y: foot.y + radius * normal.y)
    let (animator, ball, collision) = Self.scene(ball: 2 * radius, at: start, friction: friction)
    collision.addBoundary(withIdentifier: "slope" as NSString, from: from, to: to)
    let steps = Int((seconds * 60).rounded())
    for _ in 0..<steps { animator.step() }
    let dx = Double(ball.center.x - start.x), dy = Double(ball.center.y - start.y)
    let v = animator.velocity(of: ball) ?? .zero
    return ((dx * cos(angle) + dy * sin(angle)), Double(animator.angularVelocity(of: ball) ?? 0),
            Double(v.x * v.x + v.y * v.y).squareRoot())
  }

  @Test("a ball rolls down a 20° slope at (2/3)·g·sin θ (a disc's I = m r²/2) and slides at g·sin θ without friction")
  func ballOnASlope() {
    let g = 1000.0, angle = 20 * Double.pi / 180, t = 0.5
    // Semi-implicit Euler over sub-steps of h = 1/240 s moves a body under a constant acceleration a by
    // a·h²·n(n + 1)/2 = ½·a·t·(t + h) in n sub-steps: the closed form of the integrator the engine uses.
    let h = 1.0 / 240
    let rolling = Self.slope(friction: 1, seconds: t)
    let rollingForm = 0.5 * (2.0 / 3.0) * g * sin(angle) * t * (t + h)
    #expect(abs(rolling.distance - rollingForm) <= 0.002 * rollingForm, "rolled \(rolling.distance), closed form \(rollingForm)")
    // Rolling without slipping: ω = v / r.
    #expect(abs(rolling.spin - rolling.speed / 20) <= 0.02 * rolling.speed / 20, "spin \(rolling.spin), v/r \(rolling.speed / 20)")
    let sliding = Self.slope(friction: 0, seconds: t)
    let slidingForm = 0.5 * g * sin(angle) * t * (t + h)
    #expect(abs(sliding.distance - slidingForm) <= 1e-6 * slidingForm, "slid \(sliding.distance), closed form \(slidingForm)")
    #expect(abs(sliding.spin) <= 1e-9, "a frictionless ball does not turn: \(sliding.spin) rad/s")
  }

  @Test("two equal balls meeting head-on with elasticity 1 above the bounce threshold exchange their velocities")
  func headOnExchange() {
    for speed in [150.0, 700, 6_000] {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 400))
      let a = Ball(frame: CGRect(x: 100, y: 170, width: 60, height: 60))
      let b = Ball(frame: CGRect(x: 400, y: 170, width: 60, height: 60))
      root.addSubview(a)
      root.addSubview(b)
      let animator = UIDynamicAnimator(referenceView: root)
      animator.addBehavior(UICollisionBehavior(items: [a, b]))
      let material = UIDynamicItemBehavior(items: [a, b])
      material.elasticity = 1
      material.friction = 0
      material.resistance = 0
      material.addLinearVelocity(CGPoint(x: speed, y: 0), for: a)
      animator.addBehavior(material)
      for _ in 0..<Int(60 * 600 / speed) + 30 { animator.step() }
      let va = animator.velocity(of: a) ?? .zero, vb = animator.velocity(of: b) ?? .zero
      #expect(abs(Double(va.x)) <= 1e-9 * speed && abs(Double(va.y)) <= 1e-9 * speed, "striker keeps \(va) at \(speed)")
      #expect(abs(Double(vb.x) - speed) <= 1e-9 * speed && abs(Double(vb.y)) <= 1e-9 * speed, "struck ball \(vb) at \(speed)")
      #expect(abs(Double(a.center.y) - 200) <= 1e-9 && abs(Double(b.center.y) - 200) <= 1e-9)
    }
  }

  @Test("the course's cradle: the last ball takes the striker's speed and the row keeps its energy")
  func cradleTransfer() {
    let run = CradleTests.run(SolverScenes.cradle(size: 40, spacing: 40, length: 200, round: true), seconds: 4)
    #expect(run.transfer >= 0.999 && run.transfer <= 1.001, "transfer \(run.transfer)")
    #expect(run.drift <= 1.002, "drift \(run.drift)")
  }
}
