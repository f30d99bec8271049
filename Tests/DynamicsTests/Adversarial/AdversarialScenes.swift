import Dynamics
import Foundation
import Testing

/// The adversarial suite runs only when `DYNAMICS_ADVERSARIAL=1`: `.ci/adversarial.sh` starts each of its
/// tests in a process of its own with a timeout, so that a hang or a trap fails one case, not the run.
enum Adversarial {
  static let isEnabled = ProcessInfo.processInfo.environment["DYNAMICS_ADVERSARIAL"] == "1"

  /// "No public call runs longer than a second" holds for release builds; a debug build (as CI runs the
  /// suite) runs the engine about ten times slower, and gets ten times as long.
  #if DEBUG
  static let secondLimit = 10.0
  #else
  static let secondLimit = 1.0
  #endif

  /// The fastest an item may move (pt/s): 200 pt per step of 1/60 s.
  static let speedLimit = 12_000.0

  /// A `size`×`size` item (with `round`, a ball: a circle) at `center` in a `width`×`height` reference
  /// view, its animator and a collision behaviour with the view's edges as its boundary.
  static func box(width: CGFloat = 400, height: CGFloat = 400, center: CGPoint, size: CGFloat,
                  edges: Bool = true, round: Bool = false) -> (UIDynamicAnimator, UIView, UICollisionBehavior) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let frame = CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
    let item = round ? SolverScenes.Ball(frame: frame) : UIView(frame: frame)
    root.addSubview(item)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = edges
    animator.addBehavior(collision)
    return (animator, item, collision)
  }

  /// Gives `item` an elasticity and a velocity of `speed` pt/s toward `degrees`, spinning at `spin` rad/s.
  static func launch(_ item: UIView, in animator: UIDynamicAnimator, speed: Double, degrees: Double, spin: Double,
                     elasticity: CGFloat) {
    let material = UIDynamicItemBehavior(items: [item])
    material.elasticity = elasticity
    let a = degrees * Double.pi / 180
    material.addLinearVelocity(CGPoint(x: speed * cos(a), y: speed * sin(a)), for: item)
    material.addAngularVelocity(CGFloat(spin), for: item)
    animator.addBehavior(material)
  }

  /// How far (pt) the item's centre is outside the rectangle, or a negative number while it is inside.
  static func outside(_ item: UIView, _ rect: CGRect) -> Double {
    let x = Double(item.center.x), y = Double(item.center.y)
    guard x.isFinite, y.isFinite else { return .infinity }
    return max(Double(rect.minX) - x, x - Double(rect.maxX), Double(rect.minY) - y, y - Double(rect.maxY))
  }

  /// How deep (pt) the item's rotated square reaches beyond the rectangle's edges (0 when inside).
  static func penetration(_ item: UIView, size: Double, _ rect: CGRect) -> Double {
    let angle = Double(item.transform.rotationAngle)
    let half = size / 2
    // The reach of a rotated square from its centre along x and y.
    let reach = half * (abs(cos(angle)) + abs(sin(angle)))
    let x = Double(item.center.x), y = Double(item.center.y)
    guard x.isFinite, y.isFinite, reach.isFinite else { return .infinity }
    return max(0, Double(rect.minX) - (x - reach), (x + reach) - Double(rect.maxX),
               Double(rect.minY) - (y - reach), (y + reach) - Double(rect.maxY))
  }

  /// Runs `work` and returns how long it took (s).
  static func seconds(_ work: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(work)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }
}

extension Trait where Self == ConditionTrait {
  /// Enables a test of the adversarial suite (`bash .ci/adversarial.sh`).
  static var adversarial: Self { .enabled(if: Adversarial.isEnabled, "run by .ci/adversarial.sh") }
}
