import Dynamics

/// The article's cradle view: it makes the balls and their anchors, gives each ball a pan recognizer,
/// and combines the behaviours under one parent behaviour in its own animator.
final class NewtonsCradleView: UIView {
  private var ballCount: Int = 5
  private(set) var balls: [BallView] = []
  private var anchors: [UIView] = []
  // Differs from the article: readable from outside (it is a private instance variable there), so that
  // main.swift can advance the clock and turn on the debug drawing.
  private(set) var animator: UIDynamicAnimator?
  private var userDragBehavior: UIPushBehavior?

  override init(frame: CGRect) {
    super.init(frame: frame)
    ballCount = 5
    createBallsAndAnchors()
    applyDynamicBehaviors()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  private func createBallsAndAnchors() {
    var ballsArray: [BallView] = []
    var anchorsArray: [UIView] = []
    // The row takes a third of the width, in the middle of the screen.
    let ballSize = bounds.width / (3.0 * CGFloat(ballCount - 1))
    for i in 0..<ballCount {
      let ball = BallView(frame: CGRect(x: 0, y: 0, width: ballSize - 1, height: ballSize - 1))
      let x = bounds.width / 3.0 + CGFloat(i) * ballSize
      let y = bounds.height / 1.5
      ball.center = CGPoint(x: x, y: y)
      // Differs from the article: a closure instead of `initWithTarget:action:` with a selector.
      let panGesture = UIPanGestureRecognizer { [unowned self] pan in handleBallPan(pan) }
      ball.addGestureRecognizer(panGesture)
      // Differs from the article: no key-value observation of `center` to redraw the rods (there is no
      // KVO or drawRect here); the drawing shows the rods with debugEnabled instead.
      ballsArray.append(ball)
      addSubview(ball)

      let blueBox = createAnchor(for: ball)
      anchorsArray.append(blueBox)
      addSubview(blueBox)
    }
    balls = ballsArray
    anchors = anchorsArray
  }

  private func createAnchor(for ball: BallView) -> UIView {
    var anchor = ball.center
    anchor.y -= bounds.height / 4.0
    let blueBox = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    blueBox.backgroundColor = .blue
    blueBox.center = anchor
    return blueBox
  }

  /// A drag makes a continuous sideways push on the ball, a tenth of the drag's translation; lifting the
  /// finger removes it.
  private func handleBallPan(_ recognizer: UIPanGestureRecognizer) {
    guard let animator else { return }
    if recognizer.state == .began {
      if let userDragBehavior { animator.removeBehavior(userDragBehavior) }
      guard let ball = recognizer.view else { return }
      let push = UIPushBehavior(items: [ball], mode: .continuous)
      animator.addBehavior(push)
      userDragBehavior = push
    }
    userDragBehavior?.pushDirection = CGVector(dx: recognizer.translation(in: self).x / 10.0, dy: 0)
    if recognizer.state == .ended, let userDragBehavior {
      animator.removeBehavior(userDragBehavior)
      self.userDragBehavior = nil
    }
  }

  // MARK: UIDynamics

  private func applyDynamicBehaviors() {
    let behavior = UIDynamicBehavior()
    applyAttachBehavior(forBalls: behavior)
    behavior.addChildBehavior(createGravityBehavior(for: balls))
    behavior.addChildBehavior(createCollisionBehavior(for: balls))
    behavior.addChildBehavior(createItemBehavior())
    let animator = UIDynamicAnimator(referenceView: self)
    animator.addBehavior(behavior)
    self.animator = animator
  }

  private func applyAttachBehavior(forBalls behavior: UIDynamicBehavior) {
    for i in 0..<ballCount {
      behavior.addChildBehavior(createAttachmentBehavior(forBallBearing: balls[i], toAnchor: anchors[i]))
    }
  }

  private func createAttachmentBehavior(forBallBearing ballBearing: UIDynamicItem,
                                        toAnchor anchor: UIDynamicItem) -> UIDynamicBehavior {
    return UIAttachmentBehavior(item: ballBearing, attachedToAnchor: anchor.center)
  }

  private func createGravityBehavior(for objects: [UIDynamicItem]) -> UIDynamicBehavior {
    let gravity = UIGravityBehavior(items: objects)
    gravity.magnitude = 10
    return gravity
  }

  private func createCollisionBehavior(for objects: [UIDynamicItem]) -> UIDynamicBehavior {
    return UICollisionBehavior(items: objects)
  }

  private func createItemBehavior() -> UIDynamicItemBehavior {
    let itemBehavior = UIDynamicItemBehavior(items: balls)
    itemBehavior.elasticity = 1.0
    itemBehavior.allowsRotation = false
    itemBehavior.resistance = 1.0
    return itemBehavior
  }
}
