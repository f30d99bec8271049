import Dynamics

final class BrokenViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
	let count: Int = "three"
    view.backgroundColor = .white
  }
}
