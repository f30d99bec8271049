import Dynamics
import LearnerSupport
import Testing

/// A controller whose tap runs a linear 1 s view animation: the box moves 100 pt down, fades out and
/// doubles in size; and whose badge has a motion effect of ±30 pt across.
private final class FadingViewController: UIViewController {
  let box = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
  let badge = UIView(frame: CGRect(x: 200, y: 300, width: 20, height: 20))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(box)
    view.addSubview(badge)
    let sway = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    (sway.minimumRelativeValue, sway.maximumRelativeValue) = (-30 as CGFloat, 30 as CGFloat)
    badge.addMotionEffect(sway)
    view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
        self.box.center.y += 100
        self.box.alpha = 0
        self.box.transform = CGAffineTransform(scaleX: 2, y: 2)
      })
    })
  }
}

/// A learner's run records what the screen shows, not the model values a view animation sets at once.
struct LearnerPresentationTests {
  @Test func aViewAnimationIsRecordedAsItIsShownAndATiltMovesTheMotionEffects() throws {
    let session = LearnerSession(controller: FadingViewController(), screen: CGSize(width: 320, height: 568))
    let recording = try session.record(inputs: [LearnerInput(time: 0, action: .tap(x: 300, y: 500)),
                                                LearnerInput(time: 1, action: .tilt(x: 0.5, y: 0))],
                                       duration: 1.5)
    let box = try #require(recording.tracks.first { $0.name == "box" })
    let badge = try #require(recording.tracks.first { $0.name == "badge" })
    let half = try #require(recording.times.firstIndex { abs($0 - 0.5) < 1e-9 })
    let end = recording.times.count - 1
    #expect(abs(box.y[0] - 120) < 1e-6 && abs(box.y[half] - 170) < 0.01 && abs(box.y[end] - 220) < 1e-6)
    #expect(abs(box.alpha[0] - 1) < 1e-6 && abs(box.alpha[half] - 0.5) < 0.01 && abs(box.alpha[end]) < 1e-6)
    #expect(abs(box.scale[half] - 1.5) < 0.01 && abs(box.scale[end] - 2) < 1e-6)
    #expect(abs(badge.x[half] - 210) < 1e-6 && abs(badge.x[end] - 225) < 1e-6)
  }
}
