// A learner's solution of the size the benchmark times (100 lines): the falling-buttons app with a
// Start/Stop button, gravity, collisions with a floor and each other, and snaps that bring two items
// home on Stop. `dynamics-bench --filter learner-` edits a constant, saves, builds and runs it.
import Dynamics

/// Start drops the three items; Stop snaps two of them home.
final class FallingButtonsViewController: UIViewController, UICollisionBehaviorDelegate {
  /// The button that starts and stops the scene.
  let startButton = UIButton(type: .system)
  /// The three items that fall.
  let fallingButton = UIButton(type: .system)
  let fallingLabel = UILabel(frame: CGRect(x: 180, y: 120, width: 90, height: 30))
  let fallingSquare = UIView(frame: CGRect(x: 140, y: 220, width: 50, height: 50))
  /// A shelf the items land on.
  let shelf = UIView(frame: CGRect(x: 20, y: 420, width: 200, height: 12))

  var animator: UIDynamicAnimator!
  private var gravity: UIGravityBehavior?
  private var collision: UICollisionBehavior?
  private var snaps: [UISnapBehavior] = []
  private var isRunning = false
  private(set) var landings: [String] = []

  /// Where the two snapped items go home to: their centres as laid out.
  // (Kept as pairs so that Stop needs no lookup.)
  private var homes: [(UIView, CGPoint)] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    layOutButton()
    layOutItems()
    animator = UIDynamicAnimator(referenceView: view)
  }

  private func layOutButton() {
    startButton.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
    startButton.setTitle("Start", for: .normal)
    startButton.addAction(UIAction { [unowned self] _ in toggle() }, for: .touchUpInside)
    view.addSubview(startButton)
  }

  private func layOutItems() {
    fallingButton.frame = CGRect(x: 30, y: 110, width: 100, height: 50)
    fallingButton.setTitle("Fall", for: .normal)
    fallingButton.backgroundColor = .systemOrange
    fallingLabel.text = "Label"
    fallingLabel.backgroundColor = .yellow
    fallingSquare.backgroundColor = .systemRed
    fallingSquare.layer.cornerRadius = 8
    shelf.backgroundColor = .darkGray
    for item in [fallingButton, fallingLabel, fallingSquare, shelf] as [UIView] { view.addSubview(item) }
    homes = [(fallingButton, fallingButton.center), (fallingLabel, fallingLabel.center)]
  }

  private func toggle() {
    isRunning ? stop() : start()
    isRunning.toggle()
    startButton.setTitle(isRunning ? "Stop" : "Start", for: .normal)
  }

  private func start() {
    snaps.forEach(animator.removeBehavior)
    snaps = []
    let items: [UIDynamicItem] = [fallingButton, fallingLabel, fallingSquare]
    let gravity = UIGravityBehavior(items: items)
    gravity.magnitude = 1.0
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(withIdentifier: "shelf" as NSString, for: UIBezierPath(rect: shelf.frame))
    collision.collisionDelegate = self
    let material = UIDynamicItemBehavior(items: items)
    material.elasticity = 0.4
    material.friction = 0.3
    [gravity, collision, material].forEach(animator.addBehavior)
    self.gravity = gravity
    self.collision = collision
  }

  private func stop() {
    if let gravity { animator.removeBehavior(gravity) }
    for (item, home) in homes {
      collision?.removeItem(item)
      let snap = UISnapBehavior(item: item, snapTo: home)
      snap.damping = 0.5
      animator.addBehavior(snap)
      snaps.append(snap)
    }
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
    guard let view = item as? UIView else { return }
    let name = view === fallingSquare ? "square" : view === fallingLabel ? "label" : "button"
    landings.append("\(name) on \(identifier.map { "\($0)" } ?? "the bounds")")
  }

  /// How many times an item touched a boundary.
  var landingCount: Int { landings.count }
}
