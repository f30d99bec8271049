// Drags the first ball 60 pt to the left over 0.2 s, holds it 1.5 s, lets go, and checks that the
// swing passes along the row to the last ball (lesson cradle-pull-release), 3 s after the release.
import Dynamics
import ExampleSupport

// Differs from the article: no app puts the view on screen; it fills the lessons' 320 x 568 screen.
let cradle = NewtonsCradleView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
guard let animator = cradle.animator, let first = cradle.balls.first, let last = cradle.balls.last else {
  Example.fail("the cradle made no animator or no balls")
}
let rest = cradle.balls.map(\.center)

// Differs from the article: a synthetic pan on the first ball, the clock advanced to each touch.
var touches = Example.stroke(from: first.center, to: CGPoint(x: first.center.x - 60, y: first.center.y),
                             duration: 0.2, steps: 12)
let lift = touches.removeLast()
touches.append(UITouchSample(.moved, at: lift.location, time: 0.2 + 1.5))
touches.append(UITouchSample(.ended, at: lift.location, time: 0.2 + 1.5))
Example.play(touches, on: first, animator: animator)
let heldOut = rest[0].x - first.center.x

// After the release, record how far the last ball swings out to the right.
var lastSwing: CGFloat = 0
for _ in 0..<180 {
  animator.step()
  lastSwing = max(lastSwing, last.center.x - rest[4].x)
}
animator.debugEnabled = true

Example.finish(
  "uidynamics-in-practice: the cradle 3 s after the first ball was let go, rods drawn (article: 实战iOS7之UIDynamics)",
  view: cradle, animator: animator,
  figures: "first ball held \(Example.format(heldOut)) pt out; last ball swung up to \(Example.format(lastSwing)) pt out; "
    + "centres " + cradle.balls.map { Example.format($0.center) }.joined(separator: " "),
  checks: [
    Example.Check("the push holds the dragged ball out to the left", heldOut > 20),
    Example.Check("once released, the swing passes along the row and the last ball swings out", lastSwing > 20),
  ]
)
