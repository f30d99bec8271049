// Taps Start, lets the items fall for 0.6 s, taps Stop, and checks the fall and the snap home (3 s in all).
import Dynamics
import ExampleSupport

let controller = DBUViewController()
// Differs from the article: there is no app or display. Loading the view runs viewDidLoad; the taps
// are synthetic touches sent into the view at the Start button (`sendTouch` hit-tests them to the
// button, which sends its action), and the animator is advanced by hand.
controller.loadViewIfNeeded()
guard let animator = controller.animator else { Example.fail("viewDidLoad made no animator") }
let button = controller.fallingButton, field = controller.textField
let homes = (button: button.center, field: field.center)
let startCentre = controller.startButton.center

for touch in Example.stroke(from: startCentre, to: startCentre, startingAt: animator.elapsedTime(), duration: 0.05, steps: 1) {
  controller.view.sendTouch(touch)
}
animator.advance(by: 0.6)
let drop = button.center.y - homes.button.y
for touch in Example.stroke(from: startCentre, to: startCentre, startingAt: animator.elapsedTime(), duration: 0.05, steps: 1) {
  controller.view.sendTouch(touch)
}
animator.advance(by: 2.4)

// Free fall at 1000 pt/s^2 covers 1/2 g t^2 = 180 pt in 0.6 s (lesson falling-buttons); the engine's
// steps of 1/60 s land within a few points of it.
let freeFall = 0.5 * 1000 * 0.6 * 0.6
let homeError = max(hypot(button.center.x - homes.button.x, button.center.y - homes.button.y),
                    hypot(field.center.x - homes.field.x, field.center.y - homes.field.y))

Example.finish(
  "uikit-dynamics-howto: 2.4 s after Stop (article: [iOS7] UIKit Dynamics 사용법)",
  view: controller.view, animator: animator,
  figures: "drop at Stop \(Example.format(drop)) pt; falling button \(Example.format(button.center)), "
    + "text field \(Example.format(field.center)), dangling button \(Example.format(controller.danglingButton.center))",
  checks: [
    Example.Check("the falling button drops 1/2 g t^2 = \(Example.format(freeFall)) pt in 0.6 s (within 5 pt)",
                  abs(drop - freeFall) < 5),
    Example.Check("the snaps made at Start bring both items back home (within 1 pt)", homeError < 1),
  ]
)
