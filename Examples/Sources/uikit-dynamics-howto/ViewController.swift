// The scene of "[iOS7] UIKit Dynamics 사용법" (How to use UIKit Dynamics, iOS 7, a Korean blog post;
// catalog id uikit-dynamics-howto, lessons falling-buttons, snap-back and dangling-spring): a button
// hangs on a spring under a red square; Start drops a button and a text field, Stop snaps them home.

// Differs from the article: Swift instead of Objective-C, and `import Dynamics` instead of UIKit.
import Dynamics

/// The article's `DBUViewController`: outlets for the views, the animator, the gravity and two lazily
/// made snaps; the spring is attached in `viewDidLoad`, and the Start button toggles the fall.
final class DBUViewController: UIViewController {
  // Differs from the article: there is no storyboard, so the outlets are made in code with the frames
  // the course proposes (lesson falling-buttons; the article's screenshot with its layout is lost; the
  // result text view, which the lessons leave out, gets a frame of this example's own).
  let startButton = UIButton(frame: CGRect(x: 20, y: 20, width: 80, height: 32))
  /// The text field that falls.
  let textField = UITextField(frame: CGRect(x: 30, y: 60, width: 150, height: 30))
  /// The button that falls.
  let fallingButton = UIButton(frame: CGRect(x: 20, y: 120, width: 120, height: 30))
  /// The button that hangs on the spring.
  let danglingButton = UIButton(frame: CGRect(x: 190, y: 210, width: 100, height: 30))
  /// Where the spring is anchored.
  let redSquare = UIView(frame: CGRect(x: 230, y: 90, width: 20, height: 20))
  /// Where a tap's result would be written (the article declares it and never uses it).
  let resultTextView = UITextView(frame: CGRect(x: 20, y: 480, width: 280, height: 60))

  /// Holds the behaviours.
  var animator: UIDynamicAnimator?
  /// Pulls the two falling items and the dangling button down while Start is on.
  var gravityBehavior: UIGravityBehavior?

  // The article's lazy getters: each snap is made on first use, with the item's centre at that moment.
  lazy var textFieldSnapBehavior = UISnapBehavior(item: textField, snapTo: textField.center)
  lazy var fallingButtonSnapBehavior = UISnapBehavior(item: fallingButton, snapTo: fallingButton.center)

  override func viewDidLoad() {
    super.viewDidLoad()
    layOutOutlets()

    animator = UIDynamicAnimator(referenceView: view)
    let springBehavior = UIAttachmentBehavior(item: danglingButton, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0),
                                              attachedToAnchor: CGPoint(x: redSquare.center.x, y: redSquare.center.y))
    springBehavior.frequency = 1.0
    springBehavior.damping = 0.1
    animator?.addBehavior(springBehavior)
  }

  /// The Start/Stop button's action: start the fall, or take gravity away and snap the items home.
  func startButton(_ sender: UIButton) {
    guard let animator else { return }
    if let gravityBehavior {
      sender.setTitle("Start", for: .normal)
      animator.removeBehavior(gravityBehavior)
      self.gravityBehavior = nil
      animator.addBehavior(textFieldSnapBehavior)
      animator.addBehavior(fallingButtonSnapBehavior)
    } else {
      sender.setTitle("Stop", for: .normal)
      animator.removeBehavior(textFieldSnapBehavior)
      animator.removeBehavior(fallingButtonSnapBehavior)
      let gravity = UIGravityBehavior(items: [fallingButton, textField])
      gravity.addItem(danglingButton)
      animator.addBehavior(gravity)
      gravityBehavior = gravity
    }
  }

  /// What the storyboard would do: add the views with their titles and colours.
  private func layOutOutlets() {
    startButton.setTitle("Start", for: .normal)
    fallingButton.setTitle("Falling", for: .normal)
    fallingButton.backgroundColor = .yellow
    danglingButton.setTitle("Dangling", for: .normal)
    danglingButton.backgroundColor = .green
    textField.text = "type here"
    textField.backgroundColor = .cyan
    redSquare.backgroundColor = .red
    for subview in [startButton, redSquare, textField, fallingButton, danglingButton, resultTextView] {
      view.addSubview(subview)
    }
    // Differs from the article: no storyboard connects the action and there is no
    // `addTarget(_:action:for:)` (no Objective-C runtime): iOS 14's closure action does it instead.
    startButton.addAction(UIAction { [unowned self] _ in startButton(startButton) }, for: .touchUpInside)
  }
}
