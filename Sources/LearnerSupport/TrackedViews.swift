import Dynamics

/// The views a recording follows, each named once and for good: first the views with an
/// `accessibilityIdentifier` (a name the app gives, as UI tests find views by; views made in a loop
/// name themselves `ball0`, `ball1` so), then the controller's view properties (`box`, `boxes[2]`),
/// then every other view in the root view's tree, named by its path
/// from the nearest named view (`view.subviews[1]`, `card.subviews[0]`); a collection view cell's
/// content view is passed through. Views that appear later (made by a button's action) are added when
/// first seen.
final class TrackedViews {
  private(set) var views: [(name: String, view: UIView)] = []
  private var names: [ObjectIdentifier: String] = [:]

  /// The name of `view`, if it is followed.
  func name(of view: AnyObject) -> String? { names[ObjectIdentifier(view)] }

  /// The followed view named `name`.
  func view(named name: String) -> UIView? { views.first { $0.name == name }?.view }

  /// Adds the views of `scan` and of `root`'s tree not followed yet; returns how many were added.
  @discardableResult
  func update(_ scan: ControllerScan, root: UIView) -> Int {
    let before = views.count
    addIdentified(in: root)
    for (name, view) in scan.namedViews where view !== root { add(view, name: name) }
    walk(root, name: "view", root: root)
    return views.count - before
  }

  private func add(_ view: UIView, name: String) {
    guard names[ObjectIdentifier(view)] == nil, !views.contains(where: { $0.name == name }) else { return }
    names[ObjectIdentifier(view)] = name
    views.append((name, view))
  }

  private func addIdentified(in parent: UIView) {
    for child in parent.subviews {
      if let identifier = child.accessibilityIdentifier, !identifier.isEmpty { add(child, name: identifier) }
      addIdentified(in: child)
    }
  }

  private func walk(_ parent: UIView, name parentName: String, root: UIView) {
    for (index, child) in parent.subviews.enumerated() {
      // A cell's content view is UIKit's, not the app's, and moves with the cell: what the app puts in
      // it is followed, named from the cell (`bubble0.contentView.subviews[0]`).
      if let cell = parent as? UICollectionViewCell, child === cell.contentView {
        walk(child, name: "\(parentName).contentView", root: root)
        continue
      }
      add(child, name: "\(parentName).subviews[\(index)]")
      walk(child, name: names[ObjectIdentifier(child)] ?? "\(parentName).subviews[\(index)]", root: root)
    }
  }

  /// `view`'s centre in `root`'s coordinates: the centre itself for a direct subview (so that the
  /// numbers are the engine's own), the frame origins of its ancestors added for deeper views.
  static func center(of view: UIView, in root: UIView) -> CGPoint {
    var point = view.center
    var parent = view.superview
    while let current = parent, current !== root {
      guard let next = current.superview else { return view.center }
      point.x += current.frame.origin.x - current.bounds.origin.x
      point.y += current.frame.origin.y - current.bounds.origin.y
      parent = next
    }
    return point
  }
}
