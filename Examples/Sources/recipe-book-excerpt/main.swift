// Taps 100 pt right of and 100 pt below the square's centre, runs 1 s and checks the push's work,
// then runs on to 3 s, when the square has reached the right-hand wall.
import Dynamics
import ExampleSupport

let controller = ViewController()
// Differs from the article: there is no app or display. Loading the view runs viewDidLoad, the tap is
// a synthetic touch on the controller's view, and the animator is advanced by hand.
controller.loadViewIfNeeded()
guard let animator = controller.animator, let square = controller.squareView, let push = controller.pushBehavior else {
  Example.fail("viewDidLoad made no animator, square or push")
}
let start = square.center
let tapPoint = CGPoint(x: start.x + 100, y: start.y + 100)
Example.deliver(Example.stroke(from: tapPoint, to: tapPoint, duration: 0.05, steps: 1), to: controller.view)
animator.advance(by: 1)
let moved = CGPoint(x: square.center.x - start.x, y: square.center.y - start.y)
animator.advance(by: 2)

// A push of magnitude M gives an item of mass m an acceleration of 100 M / m pt/s^2; the 80 x 80
// square of density 1 has mass 0.64 (lesson tap-to-push). In 1 s from rest it covers 1/2 a t^2.
let magnitude = hypot(100, 100) / ViewController.distanceScale
let acceleration = 100 * magnitude / 0.64
let expected = 0.5 * acceleration
let distance = hypot(moved.x, moved.y)

Example.finish(
  "recipe-book-excerpt: the square 3 s after a tap at \(Example.format(tapPoint)) (article: a Russian recipe book excerpt)",
  view: controller.view, animator: animator,
  figures: "push angle \(Example.format(push.angle, digits: 4)) rad, magnitude \(Example.format(push.magnitude, digits: 4)); "
    + "moved \(Example.format(distance)) pt in 1 s; centre at 3 s \(Example.format(square.center))",
  checks: [
    Example.Check("the push points at the tap: angle atan2(100, 100) = pi/4", abs(push.angle - .pi / 4) < 1e-9),
    Example.Check("in 1 s the square covers 1/2 (100 M / m) t^2 = \(Example.format(expected)) pt along it (within 3%)",
                  abs(distance - expected) < 0.03 * expected && abs(moved.x - moved.y) < 0.5),
    Example.Check("the push keeps it against the right-hand wall", abs(square.frame.maxX - controller.view.bounds.width) < 1),
  ]
)
