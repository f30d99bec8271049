import Dynamics
import Testing

/// Drops a ball that taps the phone's haptics when it hits the floor, skips the bounce when Reduce Motion
/// is on, and sizes the ball by the device, as polished dynamics demos do.
private final class HapticDropViewController: UIViewController, UICollisionBehaviorDelegate {
  let feedback = UIImpactFeedbackGenerator(style: .rigid)
  lazy var animator = UIDynamicAnimator(referenceView: view)
  var ball: UIView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let side: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 80 : 50
    ball = UIView(frame: CGRect(x: 135, y: 100, width: side, height: side))
    view.addSubview(ball)
    guard !UIAccessibility.isReduceMotionEnabled else {
      ball.center.y = view.bounds.maxY - side / 2
      return
    }
    let collision = UICollisionBehavior(items: [ball])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.collisionDelegate = self
    let bounce = UIDynamicItemBehavior(items: [ball])
    bounce.elasticity = 0.5
    feedback.prepare()
    [UIGravityBehavior(items: [ball]), collision, bounce].forEach(animator.addBehavior)
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
    feedback.impactOccurred(intensity: 0.7)
  }
}

@Suite("Haptics, accessibility and the device")
struct SystemServicesTests {
  @Test("each bounce on the floor plays an impact; Reduce Motion is off by default; the device is an upright iPhone")
  func hapticDrop() {
    let controller = HapticDropViewController()
    controller.loadViewIfNeeded()
    #expect(!UIAccessibility.isReduceMotionEnabled)
    #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation.isPortrait)
    #expect(UIDevice.current.systemName == "iOS" && controller.ball.bounds.width == 50)
    controller.animator.advance(by: 4)
    #expect(controller.feedback.occurrences >= 2, "one impact per bounce: \(controller.feedback.occurrences)")
    #expect(controller.feedback.lastIntensity == 0.7 && controller.feedback.style == .rigid)
    let notify = UINotificationFeedbackGenerator()
    notify.notificationOccurred(.success)
    #expect(notify.lastNotification == .success && UIImpactFeedbackGenerator().style == .medium)
  }
}
