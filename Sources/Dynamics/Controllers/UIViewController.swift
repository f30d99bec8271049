import Foundation

#if !canImport(UIKit)

/// A stand-in for UIKit's view controller: it owns a view that it loads on first use (`loadView()`,
/// then `viewDidLoad()`), and it presents and dismisses other controllers, with a custom transition
/// when the presented controller has a `transitioningDelegate`.
///
/// Differences from UIKit: there is no run loop or display. A transition's animations run on the
/// `UIViewAnimationTimeline` that is recording when `present` or `dismiss` is called (see
/// `UIView.recordAnimations(_:)`), and completions fire as that timeline's clock advances; with no
/// timeline recording they fire at once. The appearance callbacks (`viewWillAppear(_:)`, …) are called
/// around presentations only, as there is no window that appears. The layout callbacks
/// (`viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`) come with the view's layout passes (see
/// `UIView.layoutIfNeeded()`).
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The view controller that this one presented and that is still on screen, if any.
  open internal(set) var presentedViewController: UIViewController?
  /// The view controller that presented this one, if it is presented.
  open internal(set) weak var presentingViewController: UIViewController?
  /// Supplies the animators of custom transitions for presenting and dismissing this controller.
  /// UIKit keeps it weakly; so does this one, so keep the delegate alive yourself.
  open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
  /// How the controller is shown when presented; see `UIModalPresentationStyle`.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// A title for the controller (stored only; nothing draws navigation bars here).
  open var title: String?

  /// The next responder: the superview of the controller's view, if it is in one.
  open override var next: UIResponder? { viewIfLoaded?.superview }

  /// Creates a controller; its view is made when first asked for.
  public override init() {
    super.init()
  }

  /// UIKit's designated initialiser. There are no nib files here, so both arguments are ignored.
  public convenience init(nibName: String?, bundle: Bundle?) {
    self.init()
  }

  /// A controller from an archive (a storyboard). There are no archives here, so this always fails;
  /// it exists so that subclasses can declare `required init?(coder:)` as UIKit asks them to.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controller's root view, loaded on first access (`loadView()` then `viewDidLoad()`). Setting
  /// it replaces the view without calling either.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// Whether the view has been loaded (or set).
  open var isViewLoaded: Bool { loadedView != nil }

  /// The view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Makes the root view. The default makes a plain view the size of `UIScreen.main.bounds`;
  /// override it to make your own and assign it to `view` (without calling `super`).
  open func loadView() {
    loadedView = UIView(frame: UIScreen.main.bounds)
  }

  /// Called once, after the view is loaded: build the scene here.
  open func viewDidLoad() {}

  /// Loads the view (`loadView()` and `viewDidLoad()`) unless it is loaded already.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
    loadedView?.owningViewController = self
    viewDidLoad()
  }

  /// Called before the view's `layoutSubviews()`, each time it lays out: the place to size things from
  /// `view.bounds`, as when a window shows the controller. Does nothing by default.
  open func viewWillLayoutSubviews() {}

  /// Called after the view's `layoutSubviews()`, each time it lays out; dynamics code often makes its
  /// animator and boundaries here, once the bounds are final. Does nothing by default.
  open func viewDidLayoutSubviews() {}

  /// Called before the view appears as part of a presentation or a dismissal.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared as part of a presentation or a dismissal.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears as part of a presentation or a dismissal.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared as part of a presentation or a dismissal.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Presents `viewControllerToPresent` over this controller's view: with the animator its
  /// `transitioningDelegate` returns for presenting when `flag` is true, otherwise by placing its view
  /// in the container at once. `completion` runs when the transition completes. Does nothing when this
  /// controller already presents one (UIKit logs a warning).
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    guard presentedViewController == nil, viewControllerToPresent !== self,
          viewControllerToPresent.presentingViewController == nil else { return }
    let presented = viewControllerToPresent
    let container = TransitionContainer.container(for: self)
    presentedViewController = presented
    presented.presentingViewController = self
    let animator = flag
      ? presented.transitioningDelegate?.animationController(forPresented: presented, presenting: self, source: self)
      : nil
    let context = UIViewControllerTransitionContext(
      containerView: container, from: self, to: presented, isAnimated: animator != nil,
      initialFrames: [.from: view.frame, .to: .zero], finalFrames: [.from: view.frame, .to: container.bounds]
    ) { [weak self] completed in
      guard let self else { return }
      if completed {
        if presented.modalPresentationStyle == .fullScreen { self.viewIfLoaded?.removeFromSuperview() }
        presented.viewDidAppear(flag)
        self.viewDidDisappear(flag)
      } else {
        presented.viewIfLoaded?.removeFromSuperview()
        self.presentedViewController = nil
        presented.presentingViewController = nil
      }
      animator?.animationEnded(completed)
      completion?()
    }
    viewWillDisappear(flag)
    presented.viewWillAppear(flag)
    if let animator {
      animator.animateTransition(using: context)
      container.layoutHierarchyIfNeeded()
    } else {
      presented.view.frame = container.bounds
      container.addSubview(presented.view)
      container.layoutHierarchyIfNeeded()
      context.completeTransition(true)
    }
  }

  /// Dismisses the controller this one presented, or this controller if it was presented: with the
  /// animator the presented controller's `transitioningDelegate` returns for dismissing when `flag` is
  /// true, otherwise by removing its view at once. `completion` runs when the transition completes.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let presented: UIViewController, presenting: UIViewController
    if let child = presentedViewController {
      presented = child
      presenting = self
    } else if let parent = presentingViewController {
      presented = self
      presenting = parent
    } else {
      completion?()
      return
    }
    let container = presented.viewIfLoaded?.superview ?? TransitionContainer.container(for: presenting)
    let animator = flag ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
    let context = UIViewControllerTransitionContext(
      containerView: container, from: presented, to: presenting, isAnimated: animator != nil,
      initialFrames: [.from: presented.viewIfLoaded?.frame ?? .zero, .to: .zero],
      finalFrames: [.from: .zero, .to: container.bounds]
    ) { completed in
      if completed {
        presented.viewIfLoaded?.removeFromSuperview()
        presenting.presentedViewController = nil
        presented.presentingViewController = nil
        presented.viewDidDisappear(flag)
        presenting.viewDidAppear(flag)
      }
      animator?.animationEnded(completed)
      completion?()
    }
    presented.viewWillDisappear(flag)
    presenting.viewWillAppear(flag)
    if let animator {
      animator.animateTransition(using: context)
    } else {
      context.completeTransition(true)
    }
  }
}

/// Where presentations happen: the topmost ancestor of the presenting controller's view (a
/// `UIWindow` when there is one). A view with no superview is its own container.
enum TransitionContainer {
  static func container(for controller: UIViewController) -> UIView {
    var top: UIView = controller.view
    while let parent = top.superview { top = parent }
    return top
  }
}

#endif
