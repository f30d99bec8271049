import Dynamics
import Testing

@Suite("Touches routed as the screen routes them: hit-testing, recognizers, control actions")
struct TouchRoutingTests {
  private func screen() -> (root: UIView, button: UIButton, card: UIView, inner: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let inner = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 80, height: 32))
    card.addSubview(inner)
    root.addSubview(card)
    root.addSubview(button)
    return (root, button, card, inner)
  }

  @Test("hitTest finds the frontmost touchable view, through nested coordinates; hidden and non-interactive views are skipped")
  func hitTesting() {
    let (root, button, card, inner) = screen()
    #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === button)
    #expect(root.hitTest(CGPoint(x: 160, y: 160), with: nil) === inner)   // (60, 60) in the card
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === card)
    #expect(root.hitTest(CGPoint(x: 5, y: 500), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
    inner.isHidden = true
    #expect(root.hitTest(CGPoint(x: 160, y: 160), with: nil) === card)
    card.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 160, y: 160), with: nil) === root)
  }

  @Test("a touch goes to the recognizers of the view under it and its ancestors, and stays with that view until it ends")
  func recognizersUnderTheFinger() {
    let (root, _, card, inner) = screen()
    var taps: [String] = []
    inner.addGestureRecognizer(UITapGestureRecognizer { _ in taps.append("inner") })
    card.addGestureRecognizer(UITapGestureRecognizer { _ in taps.append("card") })
    root.addGestureRecognizer(UITapGestureRecognizer { _ in taps.append("root") })
    root.sendTouch(UITouchSample(.began, at: CGPoint(x: 160, y: 160), time: 0))
    root.sendTouch(UITouchSample(.ended, at: CGPoint(x: 162, y: 161), time: 0.1))
    #expect(taps == ["inner", "card", "root"])
    taps = []
    // A touch that starts on the card's empty part reaches the card and the root, not the inner view.
    #expect(root.sendTouch(UITouchSample(.began, at: CGPoint(x: 120, y: 120), time: 1)) === card)
    #expect(root.sendTouch(UITouchSample(.ended, at: CGPoint(x: 121, y: 120), time: 1.1)) === card)
    #expect(taps == ["card", "root"])
  }

  @Test("a button's actions: touch up inside sends .touchUpInside and the primary action; lifting outside does not")
  func controlActions() {
    let (root, button, _, _) = screen()
    var sent: [String] = []
    let tap = UIAction { _ in sent.append("tap") }
    button.addAction(tap, for: .touchUpInside)
    button.addAction(UIAction { _ in sent.append("primary") }, for: .primaryActionTriggered)
    button.addAction(UIAction { _ in sent.append("down") }, for: .touchDown)
    button.addAction(UIAction { _ in sent.append("outside") }, for: .touchUpOutside)
    root.sendTouch(UITouchSample(.began, at: CGPoint(x: 30, y: 30), time: 0))
    #expect(button.isHighlighted)
    root.sendTouch(UITouchSample(.ended, at: CGPoint(x: 31, y: 30), time: 0.1))
    #expect(sent == ["down", "tap", "primary"] && !button.isHighlighted)
    sent = []
    root.sendTouch(UITouchSample(.began, at: CGPoint(x: 30, y: 30), time: 1))
    root.sendTouch(UITouchSample(.ended, at: CGPoint(x: 300, y: 500), time: 1.1))
    #expect(sent == ["down", "outside"])
    sent = []
    button.removeAction(tap, for: .touchUpInside)
    button.isEnabled = false
    root.sendTouch(UITouchSample(.began, at: CGPoint(x: 30, y: 30), time: 2))
    root.sendTouch(UITouchSample(.ended, at: CGPoint(x: 30, y: 30), time: 2.1))
    #expect(sent.isEmpty)
    button.isEnabled = true
    button.sendActions(for: .touchUpInside)
    #expect(sent == ["primary"])
  }
}
