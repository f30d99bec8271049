import Dynamics
import Foundation

/// The peer engines' reference scenes (`../shared/research/peers/box2d_scenes.c`), rebuilt with the
/// UIKit API. The peers work y-up with the floor at y = 0; here y points down, so every scene is
/// mirrored: a height h above the floor is the reference-view coordinate `floorY − h`. Metrics are
/// reported in the peers' terms (heights above the floor, in points).
enum PeerScenes {
  /// A view whose collision shape is the inscribed ellipse (a circle for a square frame).
  final class Ball: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
  }

  /// A running scene: the animator, its items and how to measure it.
  struct Instance {
    let animator: UIDynamicAnimator
    let items: [UIView]
    /// Called after every timed step (the cradle records speeds); may be nil.
    let observe: (() -> Void)?
    /// Quality metrics after the run, in the peers' order and units.
    let metrics: () -> [(String, Double)]
  }

  // MARK: pile N

  /// N 20×20 boxes in a grid of ⌈√N⌉ columns, 25 pt apart, alternate rows shifted ±5 pt, dropped into
  /// a container of three segments (floor and two walls), gravity 1, friction 0.6, restitution 0.
  static func pile(_ n: Int, sleep: Bool = true) -> Instance {
    let s = 25.0
    let cols = Int(Double(n).squareRoot().rounded(.up))
    let rows = (n + cols - 1) / cols
    let width = Double(cols + 1) * s, height = Double(rows) * s + 200
    let floorY = height
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height), name: "pile")
    var boxes: [UIView] = []
    for i in 0..<n {
      let r = i / cols, c = i % cols
      let x = s * Double(c + 1) + (r % 2 == 1 ? 5 : -5)
      let up = 100 + s * Double(r)
      let box = UIView(frame: CGRect(x: x - 10, y: floorY - up - 10, width: 20, height: 20), name: "box\(i)")
      root.addSubview(box)
      boxes.append(box)
    }
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: boxes)
    collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: floorY),
                          to: CGPoint(x: width, y: floorY))
    collision.addBoundary(withIdentifier: "left" as NSString, from: CGPoint(x: 0, y: floorY),
                          to: CGPoint(x: 0, y: floorY - height))
    collision.addBoundary(withIdentifier: "right" as NSString, from: CGPoint(x: width, y: floorY),
                          to: CGPoint(x: width, y: floorY - height))
    let material = UIDynamicItemBehavior(items: boxes)
    material.friction = 0.6
    material.elasticity = 0
    animator.addBehavior(UIGravityBehavior(items: boxes))
    animator.addBehavior(collision)
    animator.addBehavior(material)
    if !sleep { animator.isSleepingEnabled = false }
    return Instance(animator: animator, items: boxes, observe: nil) {
      var maxY = 0.0, escaped = 0.0
      for box in boxes {
        let x = Double(box.center.x), up = floorY - Double(box.center.y)
        maxY = max(maxY, up)
        if x < 0 || x > width || up < 0 { escaped += 1 }
      }
      return [("maxY_pt", maxY), ("escaped", escaped), ("awake_end", Double(animator.awakeItemCount)),
              ("ran_s", animator.elapsedTime())]
    }
  }

  // MARK: pyramid R

  /// R rows of touching 20×20 boxes on a floor segment; row k has R − k boxes. Without `sleep` the
  /// pyramid never falls asleep: every step is an awake step (the peers' `--nosleep`).
  static func pyramid(_ rowCount: Int, sleep: Bool = true) -> Instance {
    let half = 20.0 * Double(rowCount) + 1000
    let floorY = 2000.0
    let root = UIView(frame: CGRect(x: -half, y: 0, width: 2 * half, height: floorY), name: "pyramid")
    var boxes: [UIView] = []
    var start: [(x: Double, up: Double)] = []
    for k in 0..<rowCount {
      for j in 0..<(rowCount - k) {
        let x = 20 * (Double(j) + 0.5 * Double(k)) - 10 * Double(rowCount) + 10
        let up = 10 + 20 * Double(k)
        let box = UIView(frame: CGRect(x: x - 10, y: floorY - up - 10, width: 20, height: 20), name: "b\(boxes.count)")
        root.addSubview(box)
        boxes.append(box)
        start.append((x, up))
      }
    }
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: boxes)
    collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: -half, y: floorY),
                          to: CGPoint(x: half, y: floorY))
    let material = UIDynamicItemBehavior(items: boxes)
    material.friction = 0.6
    animator.addBehavior(UIGravityBehavior(items: boxes))
    animator.addBehavior(collision)
    animator.addBehavior(material)
    if !sleep { animator.isSleepingEnabled = false }
    return Instance(animator: animator, items: boxes, observe: nil) {
      var maxDisplacement = 0.0
      for (box, origin) in zip(boxes, start) {
        let dx = Double(box.center.x) - origin.x, dy = (floorY - Double(box.center.y)) - origin.up
        maxDisplacement = max(maxDisplacement, (dx * dx + dy * dy).squareRoot())
      }
      let top = boxes.count - 1
      let topDrop = start[top].up - (floorY - Double(boxes[top].center.y))
      return [("maxDisp_pt", maxDisplacement), ("topDrop_pt", topDrop),
              ("awake_end", Double(animator.awakeItemCount)), ("ran_s", animator.elapsedTime())]
    }
  }

  // MARK: cradle

  /// Newton's cradle: 5 balls of radius 20 pt touching in a row, each on a 200 pt rigid rod to a fixed
  /// anchor; elasticity 1, friction 0, gravity 1; ball 0 raised to 30° and released at rest.
  static func cradle() -> Instance {
    let count = 5, radius = 20.0, length = 200.0, anchorY = 100.0, x0 = 200.0
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600), name: "cradle")
    var balls: [UIView] = []
    var rods: [UIAttachmentBehavior] = []
    for i in 0..<count {
      let ax = x0 + Double(i) * 2 * radius
      var center = (x: ax, y: anchorY + length)
      if i == 0 {
        let angle = 30 * Double.pi / 180
        center = (ax - length * sin(angle), anchorY + length * cos(angle))
      }
      let ball = Ball(frame: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius,
                                    height: 2 * radius), name: "ball\(i)")
      root.addSubview(ball)
      balls.append(ball)
      rods.append(UIAttachmentBehavior(item: ball, attachedToAnchor: CGPoint(x: ax, y: anchorY)))
    }
    let animator = UIDynamicAnimator(referenceView: root)
    let material = UIDynamicItemBehavior(items: balls)
    material.elasticity = 1
    material.friction = 0
    animator.addBehavior(UIGravityBehavior(items: balls))
    animator.addBehavior(UICollisionBehavior(items: balls))
    animator.addBehavior(material)
    rods.forEach(animator.addBehavior)
    animator.isSleepingEnabled = false
    // Energies per unit mass (all balls weigh the same). `E/E0` uses the peers' zero of height, 200 pt
    // below the resting row (y-up origin of box2d_scenes.c); `Eswing` is measured from the resting row,
    // so it compares only the energy of the swing and is the stricter figure.
    let gravity = 1000.0, restY = anchorY + length
    func energy(zero: Double) -> Double {
      balls.reduce(0) { sum, ball in
        let v = animator.velocity(of: ball) ?? .zero
        return sum + 0.5 * Double(v.x * v.x + v.y * v.y) + gravity * (zero - Double(ball.center.y))
      }
    }
    let peerZero = restY + 200
    let e0 = energy(zero: peerZero), swing0 = energy(zero: restY)
    var minimum = 1.0, impactSpeed = 0.0, hit = false, farSpeed = 0.0, steps = 0
    let observe = {
      steps += 1
      minimum = min(minimum, energy(zero: peerZero) / e0)
      let v0 = animator.velocity(of: balls[0]) ?? .zero, v4 = animator.velocity(of: balls[count - 1]) ?? .zero
      let s0 = Double(v0.x * v0.x + v0.y * v0.y).squareRoot(), s4 = Double(v4.x * v4.x + v4.y * v4.y).squareRoot()
      if !hit {
        if s0 > impactSpeed { impactSpeed = s0 } else if impactSpeed > 0 && s0 < 0.5 * impactSpeed { hit = true }
      }
      if Double(steps) * animator.timeStep <= 1.5 + 1e-9 { farSpeed = max(farSpeed, s4) }
    }
    return Instance(animator: animator, items: balls, observe: observe) {
      [("E_end/E0", energy(zero: peerZero) / e0), ("Eswing_end/E0", energy(zero: restY) / swing0),
       ("transfer", impactSpeed > 0 ? farSpeed / impactSpeed : 0)]
    }
  }
}
