import Dynamics

/// A card that follows the device's tilt 40 pt either way, as a parallax background does.
final class TiltedViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 120, y: 240, width: 80, height: 80))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -40
    horizontal.maximumRelativeValue = 40
    card.addMotionEffect(horizontal)
  }
}
