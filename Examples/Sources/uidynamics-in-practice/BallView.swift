// The scene of "实战iOS7之UIDynamics" (UIDynamics in practice, iOS 7, a Chinese blog post; catalog
// id uidynamics-in-practice, lessons pendulum-attachment, newtons-cradle and cradle-pull-release): a
// Newton's cradle of five balls on rods, with gravity, collisions, shared item properties, and a pan
// on each ball that pushes it sideways.

// Differs from the article: Swift instead of Objective-C, and `import Dynamics` instead of UIKit.
import Dynamics

/// The article's ball: a yellow view with rounded corners and a red border.
final class BallView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .yellow
    layer.cornerRadius = 10
    layer.borderColor = UIColor.red.cgColor
    layer.borderWidth = 3
  }

  required init?(coder: NSCoder) {
    return nil
  }
}
