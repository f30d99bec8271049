import Dynamics
import Testing

/// Gesture recognizers fed with synthetic touches, as the tutor's scripted and live gestures feed them.
@Suite("Gesture recognizers")
struct GestureRecognizerTests {
  static func touch(_ phase: UITouchSample.Phase, _ x: Double, _ y: Double, _ t: Double) -> UITouchSample {
    UITouchSample(phase, at: CGPoint(x: x, y: y), time: t)
  }

  @Test("a tap is recognized when the finger lifts close to where it went down, with the location in the view")
  func tap() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let square = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 80))
    root.addSubview(square)
    var taps: [CGPoint] = []
    let tap = UITapGestureRecognizer { recognizer in taps.append(recognizer.location(in: square)) }
    square.addGestureRecognizer(tap)
    #expect(tap.view === square && square.gestureRecognizers?.count == 1)
    tap.handle(Self.touch(.began, 120, 210, 0))
    tap.handle(Self.touch(.ended, 122, 211, 0.1))
    #expect(tap.state == .recognized)
    #expect(taps == [CGPoint(x: 22, y: 11)], "in the square's own coordinates")
    // Moved too far, or held too long: no tap.
    tap.handle(Self.touch(.began, 120, 210, 1))
    tap.handle(Self.touch(.moved, 150, 210, 1.05))
    tap.handle(Self.touch(.ended, 150, 210, 1.1))
    tap.handle(Self.touch(.began, 120, 210, 2))
    tap.handle(Self.touch(.ended, 120, 210, 3))
    #expect(taps.count == 1 && tap.state == .failed)
    square.removeGestureRecognizer(tap)
    #expect(tap.view == nil && square.gestureRecognizers == nil)
  }

  @Test("a pan begins after 10 pt, reports translation and velocity, and setTranslation resets the origin")
  func pan() {
    var states: [UIGestureRecognizer.State] = []
    let pan = UIPanGestureRecognizer { recognizer in states.append(recognizer.state) }
    pan.handle(Self.touch(.began, 0, 0, 0))
    pan.handle(Self.touch(.moved, 5, 0, 0.05))
    #expect(states.isEmpty, "not yet 10 pt")
    pan.handle(Self.touch(.moved, 20, 0, 0.1))
    #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
    pan.handle(Self.touch(.moved, 40, 10, 0.2))
    #expect(abs(pan.velocity(in: nil).x - 200) < 1e-9 && abs(pan.velocity(in: nil).y - 100) < 1e-9)
    pan.setTranslation(.zero, in: nil)
    pan.handle(Self.touch(.moved, 50, 10, 0.3))
    #expect(pan.translation(in: nil) == CGPoint(x: 10, y: 0))
    pan.handle(Self.touch(.ended, 50, 10, 0.35))
    #expect(states == [.began, .changed, .changed, .ended])
  }

  @Test("a lift where the finger last moved keeps the pan's velocity when it comes soon, and is a stop after a rest")
  func stillLiftKeepsVelocity() {
    let pan = UIPanGestureRecognizer { _ in }
    pan.handle(Self.touch(.began, 0, 0, 0))
    pan.handle(Self.touch(.moved, 30, 0, 1.0 / 60))
    pan.handle(Self.touch(.moved, 60, 0, 2.0 / 60))
    pan.handle(Self.touch(.ended, 60, 0, 3.0 / 60))
    #expect(abs(pan.velocity(in: nil).x - 1800) < 1e-9, "a mouse's release at the last reported point: still a flick")
    pan.handle(Self.touch(.began, 0, 0, 1))
    pan.handle(Self.touch(.moved, 30, 0, 1 + 1.0 / 60))
    pan.handle(Self.touch(.ended, 30, 0, 1.5))
    #expect(pan.velocity(in: nil) == .zero, "rested half a second before lifting: no fling")
  }

  @Test("a long press begins once held long enough in place, and ends when the finger lifts")
  func longPress() {
    var states: [UIGestureRecognizer.State] = []
    let press = UILongPressGestureRecognizer { recognizer in states.append(recognizer.state) }
    press.handle(Self.touch(.began, 10, 10, 0))
    press.handle(Self.touch(.moved, 11, 10, 0.3))
    #expect(states.isEmpty)
    press.handle(Self.touch(.moved, 11, 11, 0.6))
    press.handle(Self.touch(.ended, 11, 11, 0.8))
    #expect(states == [.began, .ended])
  }

  @Test("a pan's release velocity flings an item as the picture-in-picture article does")
  func flingWithPanVelocity() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let pip = UIView(frame: CGRect(x: 100, y: 100, width: 96, height: 128))
    root.addSubview(pip)
    let animator = UIDynamicAnimator(referenceView: root)
    let properties = UIDynamicItemBehavior(items: [pip])
    properties.resistance = 8
    animator.addBehavior(properties)
    let pan = UIPanGestureRecognizer { pan in
      if pan.state == .ended { properties.addLinearVelocity(pan.velocity(in: root), for: pip) }
    }
    pip.addGestureRecognizer(pan)
    pan.handle(Self.touch(.began, 150, 160, 0))
    pan.handle(Self.touch(.moved, 170, 160, 0.02))
    pan.handle(Self.touch(.moved, 194, 160, 0.04))
    pan.handle(Self.touch(.ended, 194, 160, 0.04))
    #expect(properties.linearVelocity(for: pip).x == 1200, "the last move was 24 pt in 20 ms")
    animator.advance(by: 2)
    // A flick of v0 coasts v0 / r = 1200 / 8 = 150 pt under resistance r (engine-decisions.md).
    #expect(abs(pip.center.x - 148 - 150) < 3, "coasted to \(pip.center.x)")
  }
}
