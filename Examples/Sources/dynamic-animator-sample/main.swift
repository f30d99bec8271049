// Runs the sample for 2.5 s of scene time and checks when the square lands on the yellow boundary.
import Dynamics
import ExampleSupport

let controller = ViewController()
// Differs from the article: there is no app or display. Loading the view runs viewDidLoad, and the
// animator is advanced by hand for the scene's time instead of by the screen's refresh.
controller.loadViewIfNeeded()
guard let animator = controller.dynamicAnimator, let red = controller.view.subviews.first else {
  Example.fail("viewDidLoad made no animator or no square")
}
animator.advance(by: 2.5)

// The square's bottom edge drops 150 pt to the yellow boundary at 4 x 1000 pt/s^2: sqrt(2 x 150 / 4000)
// = 0.274 s, reported at the end of the 1/60 s step in which it happens (lesson barrier-boundaries).
let expected = (2 * 150 / 4000.0).squareRoot()
let yellowTime = controller.firstContacts.first { $0.identifier == "yellow" }?.time
let landed = yellowTime.map { $0 >= expected - 1e-9 && $0 <= expected + 1 / 60.0 + 1e-9 } ?? false
// Its centre (x = 100) is past the bar's end (x = 90), so it tips off and ends on the floor.
let onFloor = abs(red.frame.maxY - controller.view.bounds.height) < 2

Example.finish(
  "dynamic-animator-sample: the red square after 2.5 s (article: [iOS7 DynamicAnimator] sample code)",
  view: controller.view, animator: animator,
  figures: "red centre \(Example.format(red.center)), first contacts: "
    + controller.firstContacts.map { "\($0.identifier) at \(Example.format($0.time, digits: 3)) s" }
    .joined(separator: ", "),
  checks: [
    Example.Check("the square reaches the yellow boundary within one step after "
      + "\(Example.format(expected, digits: 3)) s", landed),
    Example.Check("it tips off the yellow bar's end and rests on the floor", onFloor),
  ]
)
