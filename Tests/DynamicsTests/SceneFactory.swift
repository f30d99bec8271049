import Dynamics
import Foundation

/// Small helpers that build the scenes the tests share.
enum SceneFactory {
  /// A 320×568 reference view, the iPhone 5 screen used by most lessons.
  static func referenceView(width: CGFloat = 320, height: CGFloat = 568) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height), name: "reference")
  }

  /// A view of the given frame added to `root`.
  static func view(_ root: UIView, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                   name: String = "item") -> UIView {
    let view = UIView(frame: CGRect(x: x, y: y, width: w, height: h), name: name)
    root.addSubview(view)
    return view
  }

  /// Runs `steps` fixed steps and records `probe` after each one.
  static func record<T>(_ animator: UIDynamicAnimator, steps: Int, _ probe: () -> T) -> [T] {
    var samples: [T] = []
    samples.reserveCapacity(steps)
    for _ in 0..<steps {
      animator.step()
      samples.append(probe())
    }
    return samples
  }
}
