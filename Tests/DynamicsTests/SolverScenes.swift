import Dynamics
import Foundation

/// The solver tests' scenes: the peers' reference scenes (as dynamics-bench builds them, y down) and
/// the course's Newton's cradle.
enum SolverScenes {
  /// A view whose collision shape is the inscribed ellipse.
  final class Ball: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
  }

  /// pile N: boxes of 20 pt in a three-segment container; returns the animator, boxes and width.
  static func pile(_ n: Int) -> (animator: UIDynamicAnimator, boxes: [UIView], width: Double, floorY: Double) {
    let s = 25.0
    let cols = Int(Double(n).squareRoot().rounded(.up))
    let rows = (n + cols - 1) / cols
    let width = Double(cols + 1) * s, height = Double(rows) * s + 200
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    var boxes: [UIView] = []
    for i in 0..<n {
      let r = i / cols, c = i % cols
      let x = s * Double(c + 1) + (r % 2 == 1 ? 5 : -5)
      let box = UIView(frame: CGRect(x: x - 10, y: height - 100 - s * Double(r) - 10, width: 20, height: 20))
      root.addSubview(box)
      boxes.append(box)
    }
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: boxes)
    collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: height), to: CGPoint(x: width, y: height))
    collision.addBoundary(withIdentifier: "left" as NSString, from: CGPoint(x: 0, y: height), to: CGPoint(x: 0, y: 0))
    collision.addBoundary(withIdentifier: "right" as NSString, from: CGPoint(x: width, y: height), to: CGPoint(x: width, y: 0))
    let material = UIDynamicItemBehavior(items: boxes)
    material.friction = 0.6
    animator.addBehavior(UIGravityBehavior(items: boxes))
    animator.addBehavior(collision)
    animator.addBehavior(material)
    return (animator, boxes, width, height)
  }

  /// pyramid R on a floor segment at y = 2000; returns the boxes and their starting centres.
  static func pyramid(_ rowCount: Int) -> (animator: UIDynamicAnimator, boxes: [UIView], start: [CGPoint]) {
    let floorY = 2000.0, half = 20.0 * Double(rowCount) + 1000
    let root = UIView(frame: CGRect(x: -half, y: 0, width: 2 * half, height: floorY))
    var boxes: [UIView] = []
    for k in 0..<rowCount {
      for j in 0..<(rowCount - k) {
        let x = 20 * (Double(j) + 0.5 * Double(k)) - 10 * Double(rowCount) + 10
        let box = UIView(frame: CGRect(x: x - 10, y: floorY - 20 * Double(k) - 20, width: 20, height: 20))
        root.addSubview(box)
        boxes.append(box)
      }
    }
    let start = boxes.map(\.center)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: boxes)
    collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: -half, y: floorY), to: CGPoint(x: half, y: floorY))
    let material = UIDynamicItemBehavior(items: boxes)
    material.friction = 0.6
    animator.addBehavior(UIGravityBehavior(items: boxes))
    animator.addBehavior(collision)
    animator.addBehavior(material)
    return (animator, boxes, start)
  }

  /// `n` elastic 22 pt boxes (elasticity 0.9, friction 0.3) in rows of eight inside the reference bounds,
  /// without gravity, each thrown at 400 pt/s in its own direction and spinning.
  static func elasticSwarm(_ n: Int) -> (animator: UIDynamicAnimator, boxes: [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40 + 33 * Double((n + 7) / 8)))
    let boxes = (0..<n).map { i in
      UIView(frame: CGRect(x: 20 + 33 * Double(i % 8), y: 20 + 33 * Double(i / 8), width: 22, height: 22))
    }
    boxes.forEach(root.addSubview)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: boxes)
    collision.translatesReferenceBoundsIntoBoundary = true
    let material = UIDynamicItemBehavior(items: boxes)
    material.elasticity = 0.9
    material.friction = 0.3
    for (i, box) in boxes.enumerated() {
      let angle = Double(i) * 2.399963
      material.addLinearVelocity(CGPoint(x: 400 * cos(angle), y: 400 * sin(angle)), for: box)
      material.addAngularVelocity(CGFloat(i % 5) - 2, for: box)
    }
    animator.addBehavior(collision)
    animator.addBehavior(material)
    return (animator, boxes)
  }

  /// A cradle: `count` items hanging on rigid rods of `length` from anchors `spacing` apart, the first
  /// `pulled` raised to `angle` (degrees) to the left. `round` gives 2r-wide balls; otherwise rectangles
  /// of `size` (the course's iOS 7 balls) with rotation off.
  struct Cradle {
    let animator: UIDynamicAnimator
    let balls: [UIView]
    let restY: Double
    let gravity: Double
  }

  static func cradle(count: Int = 5, size: Double, spacing: Double, length: Double, anchorY: Double = 100,
                     x0: Double = 200, gravity magnitude: Double = 1, pulled: Int = 1, angle: Double = 30,
                     round: Bool, resistance: Double = 0) -> Cradle {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var balls: [UIView] = []
    var rods: [UIAttachmentBehavior] = []
    for i in 0..<count {
      let ax = x0 + Double(i) * spacing
      var center = CGPoint(x: ax, y: anchorY + length)
      if i < pulled {
        let a = angle * Double.pi / 180
        center = CGPoint(x: ax - length * sin(a), y: anchorY + length * cos(a))
      }
      let frame = CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
      let ball = round ? Ball(frame: frame) : UIView(frame: frame)
      root.addSubview(ball)
      balls.append(ball)
      rods.append(UIAttachmentBehavior(item: ball, attachedToAnchor: CGPoint(x: ax, y: anchorY)))
    }
    let animator = UIDynamicAnimator(referenceView: root)
    let gravity = UIGravityBehavior(items: balls)
    gravity.magnitude = magnitude
    let material = UIDynamicItemBehavior(items: balls)
    material.elasticity = 1
    material.friction = 0
    material.resistance = resistance
    if !round { material.allowsRotation = false }
    animator.addBehavior(gravity)
    animator.addBehavior(UICollisionBehavior(items: balls))
    animator.addBehavior(material)
    rods.forEach(animator.addBehavior)
    return Cradle(animator: animator, balls: balls, restY: anchorY + length, gravity: 1000 * magnitude)
  }
}
