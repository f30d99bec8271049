import Dynamics
import Foundation

/// Engine scenes: each iteration is one fixed step of 1/60 s.
func engineBenchmarks() -> [BenchmarkCase] {
  [
    BenchmarkCase(name: "falling-buttons", unit: "step", iterations: 600) {
      let animator = FallingButtonsScene.make()
      return { n in
        for _ in 0..<n { animator.step() }
        return Double(animator.elapsedTime)
      }
    },
  ]
}

/// The falling-buttons lesson scene built directly on the engine (the lesson file describes the same
/// scene; the tutor builds it from there).
enum FallingButtonsScene {
  static func make() -> UIDynamicAnimator {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), name: "root")
    let fallingButton = UIView(frame: CGRect(x: 20, y: 120, width: 120, height: 30), name: "fallingButton")
    let textField = UIView(frame: CGRect(x: 30, y: 60, width: 150, height: 30), name: "textField")
    let dangling = UIView(frame: CGRect(x: 190, y: 215, width: 100, height: 30), name: "danglingButton")
    for view in [fallingButton, textField, dangling] { root.addSubview(view) }
    let animator = UIDynamicAnimator(referenceView: root)
    let spring = UIAttachmentBehavior(item: dangling, attachedToAnchor: CGPoint(x: 240, y: 105))
    spring.frequency = 1
    spring.damping = 0.1
    let gravity = UIGravityBehavior(items: [fallingButton, textField, dangling])
    let collision = UICollisionBehavior(items: [fallingButton, textField, dangling])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(spring)
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    // Keep it running for the whole benchmark: the pause rule would otherwise stop stepping.
    animator.substepCount = 4
    return animator
  }
}
