// Presents a detail screen with the bounce, dismisses it with the shrink, and checks the overshoot of
// the spring and the undershoot of the cubic keyframes that the lessons describe.
import Dynamics
import ExampleSupport

// Differs from the article: no storyboard, segue or app delegate; a window (the lessons' 320 x 568
// screen) holds the list, and the detail screen is a plain controller with a label.
let window = UIWindow(frame: UIScreen.main.bounds)
let master = MasterViewController()
window.rootViewController = master
let detail = UIViewController()
detail.view.backgroundColor = .yellow
let detailLabel = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 44))
detailLabel.text = "A cat"
detail.view.addSubview(detailLabel)
detail.transitioningDelegate = master

// Differs from the article: there is no display; the transitions run on recorded timelines whose
// clocks are advanced by hand, and their values are read at chosen times.
let times = (0...500).map { Double($0) / 1000 }
var presented = false
let presentTimeline = UIView.recordAnimations { master.present(detail, animated: true) { presented = true } }
let detailTops = times.map { presentTimeline.presentation(of: detail.view, at: $0).frame.minY }
presentTimeline.advance(to: 0.5)
let inPlace = presented && detail.view.frame == window.bounds && master.view.alpha == 1

var dismissed = false
let dismissTimeline = UIView.recordAnimations { detail.dismiss(animated: true) { dismissed = true } }
let scales = times.map { dismissTimeline.presentation(of: detail.view, at: $0).transform.a }
dismissTimeline.advance(to: 0.5)
let gone = dismissed && master.presentedViewController == nil && detail.view.superview == nil

// Bounce: damping ratio 0.6 overshoots by e^(-pi z / sqrt(1 - z^2)) = 9.5 % of the 568 pt travel.
let travel = window.bounds.height
let overshoot = -(detailTops.min() ?? 0) / travel
let expectedOvershoot = exp(-Double.pi * 0.6 / (1 - 0.36).squareRoot())
// Shrink: the cubic curve through the scale's keys 1, 0.5, 0.5 dips to about 0.46 before 0.5.
let lowestScale = scales.min() ?? 1

Example.finish(
  "animation-transitioning: the list after the detail screen bounced in and shrank away (article: Animation Transitioning)",
  view: window,
  figures: "bounce overshoot \(Example.format(overshoot * 100)) % of \(Example.format(travel, digits: 0)) pt; "
    + "lowest scale while shrinking \(Example.format(lowestScale, digits: 3)); list alpha \(Example.format(master.view.alpha))",
  checks: [
    Example.Check("presenting completes with the detail screen in place and the list back at alpha 1", inPlace),
    Example.Check("the spring overshoots by e^(-pi z / sqrt(1 - z^2)) = \(Example.format(expectedOvershoot * 100)) % "
      + "of the travel (within 0.3 %)", abs(overshoot - expectedOvershoot) < 0.003),
    Example.Check("cubic keyframes undershoot the scale 0.5 to about 0.46", lowestScale > 0.44 && lowestScale < 0.48),
    Example.Check("dismissing completes and takes the detail screen away", gone),
  ]
)
