// Flicks the avatar towards the bottom-right corner at 0.1 s with (1800, 3600) pt/s, as lesson
// spring-fields-pip does, runs 4 s, and checks what the article's field layout does with the throw.
import Dynamics
import ExampleSupport

// Differs from the article: the screen (375 x 667, an iPhone 8) is the lesson's proposal; the article
// names none. Loading the view runs viewDidLoad.
UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
let app = ViewController()
app.loadViewIfNeeded()

let animator = app.animator, avatar = app.facetimeAvatar
// Differs from the article: no finger and no display; a synthetic pan on the avatar and a hand-driven
// clock. The last move is 36 pt right and 72 pt down in 20 ms: a release at (1800, 3600) pt/s.
animator.advance(by: 0.1)
let grab = avatar.center
let release = CGPoint(x: grab.x + 180, y: grab.y + 360)
Example.deliver(Example.stroke(from: grab, to: release, startingAt: 0, duration: 0.1, steps: 5), to: avatar)
animator.advance(by: 3.9)

let fields = animator.behaviors.compactMap { $0 as? UIFieldBehavior }
let positions = Set(fields.map { "\($0.position)" })
let velocity = app.avatarPhysicalProperties.linearVelocity(for: avatar)
let speed = hypot(velocity.x, velocity.y)
// Each region is half the screen in each direction, centred on (16, 16): it reaches 93.75 pt right
// and 166.75 pt down from there.
let outside = avatar.center.x > 16 + 375 / 4 || avatar.center.y > 16 + 667 / 4

Example.finish(
  "nshipster-uifieldbehavior: 4 s after a flick to the bottom right, debugEnabled on (article: UIFieldBehavior, NSHipster)",
  view: app.view, animator: animator, height: 40,
  figures: "fields at \(positions.sorted().joined(separator: ", ")); avatar \(Example.format(avatar.center)), "
    + "speed \(Example.format(speed)) pt/s",
  checks: [
    Example.Check("the article's loop puts all four fields on one point, (16, 16): margins are insets, not corners",
                  fields.count == 4 && positions.count == 1 && fields.first?.position == CGPoint(x: 16, y: 16)),
    Example.Check("the throw leaves every region and the avatar coasts to a stop away from any corner",
                  outside && speed < 1),
  ]
)
