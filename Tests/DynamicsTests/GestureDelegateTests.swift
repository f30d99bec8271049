import Dynamics
import Testing

/// A sheet that only the lower half drags (a delegate says where a pan may begin), and a tap on the
/// background that gives way to the tap on the button (`require(toFail:)`), as view controllers write them.
private final class SheetViewController: UIViewController, UIGestureRecognizerDelegate {
  let sheet = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 368))
  let button = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
  var drags = 0
  var taps: [String] = []

  override func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(sheet)
    view.addSubview(button)
    // In Xcode: init(target:action:) with #selector.
    let pan = UIPanGestureRecognizer { [unowned self] pan in if pan.state == .changed { self.drags += 1 } }
    pan.delegate = self
    pan.maximumNumberOfTouches = 1
    sheet.addGestureRecognizer(pan)
    let buttonTap = UITapGestureRecognizer { [unowned self] _ in self.taps.append("button") }
    button.addGestureRecognizer(buttonTap)
    let backgroundTap = UITapGestureRecognizer { [unowned self] _ in self.taps.append("background") }
    backgroundTap.require(toFail: buttonTap)
    view.addGestureRecognizer(backgroundTap)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    gestureRecognizer.location(in: view).y > 384
  }
}

@Suite("Gesture recognizers' delegate and failure requirements, as app code")
struct GestureDelegateTests {
  private func drag(_ view: UIView, from start: CGPoint) {
    _ = view.sendTouch(UITouchSample(.began, at: start, time: 0))
    for step in 1...6 {
      _ = view.sendTouch(UITouchSample(.moved, at: CGPoint(x: start.x, y: start.y + 5 * Double(step)), time: Double(step) / 60))
    }
    _ = view.sendTouch(UITouchSample(.ended, at: CGPoint(x: start.x, y: start.y + 30), time: 0.2))
  }

  @Test("a pan whose delegate says no does not begin; where it says yes, it drags")
  func shouldBegin() {
    let controller = SheetViewController()
    controller.loadViewIfNeeded()
    drag(controller.view, from: CGPoint(x: 160, y: 250))
    #expect(controller.drags == 0, "the upper half does not drag")
    drag(controller.view, from: CGPoint(x: 160, y: 450))
    #expect(controller.drags > 0, "the lower half drags")
  }

  @Test("a tap that requires another to fail recognizes only where the other does not")
  func requireToFail() {
    let controller = SheetViewController()
    controller.loadViewIfNeeded()
    for (point, time) in [(CGPoint(x: 50, y: 40), 1.0), (CGPoint(x: 200, y: 100), 2.0)] {
      _ = controller.view.sendTouch(UITouchSample(.began, at: point, time: time))
      _ = controller.view.sendTouch(UITouchSample(.ended, at: point, time: time + 0.1))
    }
    #expect(controller.taps == ["button", "background"])
  }
}
