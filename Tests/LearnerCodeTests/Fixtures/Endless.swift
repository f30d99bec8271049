import Dynamics

final class EndlessViewController: UIViewController {
  var spins = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    while true { spins &+= 1 }
  }
}
