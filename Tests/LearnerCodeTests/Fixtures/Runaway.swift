import Dynamics

final class HoardingViewController: UIViewController {
  var hoard: [[Double]] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    while true { hoard.append([Double](repeating: 1, count: 1 << 20)) }
  }
}
