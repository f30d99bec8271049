// The scene of "[iOS7 Motion-Effect] UIInterpolatingMotionEffect 샘플 코드" (a Korean blog post;
// catalog id motion-effect-sample, lesson parallax-motion): three image layers, the back one with a
// tilt effect of magnitude 50, the front header with -20, so that they slide in opposite directions.

// Differs from the article: Swift instead of Objective-C, and `import Dynamics` instead of UIKit.
import Dynamics

/// The article's controller: the three image views in `viewDidLoad`, and a helper that gives a view a
/// group of two interpolating effects, one per tilt axis.
final class ViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    // 1. The lower background, 50 pt larger than the screen on every side.
    let lowerImg = UIImage(named: "bethel_in_carseat.jpg")
    let lowerbg = UIImageView(image: lowerImg)
    lowerbg.frame = view.frame.insetBy(dx: -50.0, dy: -50.0)
    view.addSubview(lowerbg)
    addMotionEffect(to: lowerbg, magnitude: 50.0)

    // 2. The middle layer, without an effect.
    let midImg = UIImage(named: "Background-MidLayer.png")
    let midbg = UIImageView(image: midImg)
    // Differs from the article: an image view takes its image's size, which is unknown here; the
    // screen's size is the lesson's proposal.
    midbg.frame = view.bounds
    view.addSubview(midbg)

    // 3. The header, centred at (220, 190).
    let headerImg = UIImage(named: "Sarnie.png")
    let headerBG = UIImageView(image: headerImg)
    // Differs from the article: the header's 160 x 90 size stands in for its image's (lesson
    // parallax-motion).
    headerBG.bounds = CGRect(x: 0, y: 0, width: 160, height: 90)
    // Differs from the article: images have no pixels here; a colour picks the header out in the drawing.
    headerBG.backgroundColor = .yellow
    headerBG.center = CGPoint(x: 220, y: 190)
    view.addSubview(headerBG)
    addMotionEffect(to: headerBG, magnitude: -20.0)
  }

  /// Gives `view` two effects that move its centre by up to `magnitude` points along each tilt axis.
  func addMotionEffect(to view: UIView, magnitude: CGFloat) {
    let horMoffec = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horMoffec.maximumRelativeValue = magnitude
    horMoffec.minimumRelativeValue = -magnitude

    let verMoffec = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    verMoffec.maximumRelativeValue = magnitude
    verMoffec.minimumRelativeValue = -magnitude

    let group = UIMotionEffectGroup()
    group.motionEffects = [verMoffec, horMoffec]
    view.addMotionEffect(group)
  }
}
