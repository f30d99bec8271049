import Dynamics

/// Each button crashes in its own way when pressed.
final class CrashingViewController: UIViewController {
  let fatal = UIButton(type: .system)
  let unwrap = UIButton(type: .system)
  let index = UIButton(type: .system)
  var missing: UIView?
  var items: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    fatal.addAction(UIAction { _ in fatalError("the learner gave up") }, for: .touchUpInside)
    unwrap.addAction(UIAction { [unowned self] _ in missing!.alpha = 0 }, for: .touchUpInside)
    index.addAction(UIAction { [unowned self] _ in items[3].alpha = 0 }, for: .touchUpInside)
    for button in [fatal, unwrap, index] { view.addSubview(button) }
  }
}
