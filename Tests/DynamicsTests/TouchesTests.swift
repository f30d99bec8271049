import Dynamics
import Testing

/// Drags a card with the touches methods and snaps it home on release, as pre-gesture-recognizer code
/// (and many tutorials) do.
private final class TouchDragViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 110, y: 234, width: 100, height: 100))
  lazy var animator = UIDynamicAnimator(referenceView: view)
  var attachment: UIAttachmentBehavior?
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, touch.view === card else { return }
    log.append("began \(touch.location(in: card))")
    let attachment = UIAttachmentBehavior(item: card, attachedToAnchor: touch.location(in: view))
    animator.removeAllBehaviors()
    animator.addBehavior(attachment)
    self.attachment = attachment
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    log.append("moved from \(touch.previousLocation(in: view)) to \(touch.location(in: view))")
    attachment?.anchorPoint = touch.location(in: view)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("ended \(event?.allTouches?.count ?? 0)")
    animator.removeAllBehaviors()
    animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 160, y: 284)))
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("cancelled")
  }
}

@Suite("touchesBegan/Moved/Ended/Cancelled with UITouch and UIEvent, fed by the synthetic touches")
struct TouchesTests {
  @Test("the card's touches reach the controller through the responder chain; dragging moves it, release snaps it home")
  func dragWithTouches() {
    let controller = TouchDragViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = controller
    window.sendTouch(UITouchSample(.began, at: CGPoint(x: 160, y: 284), time: 0))
    for step in 1...30 {
      window.sendTouch(UITouchSample(.moved, at: CGPoint(x: 160 + CGFloat(step) * 2, y: 284 + CGFloat(step) * 4),
                                     time: Double(step) / 60))
      controller.animator.step()
    }
    #expect(controller.card.center.y > 380, "the card followed the finger: \(controller.card.center)")
    window.sendTouch(UITouchSample(.ended, at: CGPoint(x: 220, y: 404), time: 0.6))
    controller.animator.advance(by: 3)
    #expect(abs(controller.card.center.x - 160) < 1 && abs(controller.card.center.y - 284) < 1)
    #expect(controller.log.first == "began CGPoint(x: 50.0, y: 50.0)")
    #expect(controller.log[1] == "moved from CGPoint(x: 160.0, y: 284.0) to CGPoint(x: 162.0, y: 288.0)")
    #expect(controller.log.last == "ended 1")
  }

  @Test("a pan recognizer that recognizes takes the touch: the view hears touchesCancelled, then nothing")
  func recognizerCancelsTouches() {
    let controller = TouchDragViewController()
    controller.loadViewIfNeeded()
    var pans = 0
    controller.card.addGestureRecognizer(UIPanGestureRecognizer { _ in pans += 1 })
    let root = controller.view!
    root.sendTouch(UITouchSample(.began, at: CGPoint(x: 160, y: 284), time: 0))
    root.sendTouch(UITouchSample(.moved, at: CGPoint(x: 163, y: 284), time: 0.02))
    root.sendTouch(UITouchSample(.moved, at: CGPoint(x: 190, y: 284), time: 0.04))
    root.sendTouch(UITouchSample(.moved, at: CGPoint(x: 200, y: 284), time: 0.06))
    root.sendTouch(UITouchSample(.ended, at: CGPoint(x: 200, y: 284), time: 0.08))
    #expect(pans >= 2)
    #expect(controller.log.count == 3 && controller.log.last == "cancelled", "\(controller.log)")
  }

  @Test("a button keeps its touches: its action runs and the controller hears nothing")
  func controlsKeepTouches() {
    let controller = TouchDragViewController()
    controller.loadViewIfNeeded()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    controller.view.addSubview(button)
    controller.view.sendTouch(UITouchSample(.began, at: CGPoint(x: 50, y: 30), time: 0))
    controller.view.sendTouch(UITouchSample(.ended, at: CGPoint(x: 50, y: 30), time: 0.1))
    #expect(taps == 1 && controller.log.isEmpty)
  }
}
