import Foundation

#if !canImport(UIKit)

/// The top of a view hierarchy: it shows its root view controller's view, and presentations made from
/// any controller inside it happen in it. Setting the root controller and `makeKeyAndVisible()` run the
/// layout that is due, as showing the window would.
open class UIWindow: UIView {
  /// The controller whose view fills the window. Setting it loads the view and puts it in the window.
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let root = rootViewController else { return }
      root.view.frame = bounds
      addSubview(root.view)
      layoutIfNeeded()
    }
  }

  /// Whether `makeKeyAndVisible()` was called (stored only: there is no screen to show it on).
  open private(set) var isKeyWindow = false

  /// Marks the window as the key window and shows it (here: records that it is).
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    layoutIfNeeded()
  }
}

#endif
