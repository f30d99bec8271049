import Dynamics

/// What a controller holds, found by reflection (`Mirror`) over its stored properties and those of
/// its superclasses below `UIViewController`: the views it names, its animators (also inside objects
/// it holds, a few levels deep, as a helper class may own the animator) and its behaviours.
struct ControllerScan {
  /// Views held by properties, with the property label (`box`, or `boxes[2]` for arrays), in
  /// declaration order.
  var namedViews: [(name: String, view: UIView)] = []
  /// Behaviours held by properties, with the label.
  var namedBehaviors: [(name: String, behavior: UIDynamicBehavior)] = []
  /// Every animator found, in the order found, each once.
  var animators: [UIDynamicAnimator] = []
  /// The controller's `lazy var` animators that nothing has read yet (their properties' names).
  var unmadeLazyAnimators: [String] = []

  /// How deep the search for animators goes into objects the controller holds.
  private static let objectDepth = 3

  /// Scans `controller`.
  init(_ controller: UIViewController) {
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
    var mirror: Mirror? = Mirror(reflecting: controller)
    while let current = mirror, current.subjectType != UIViewController.self {
      for child in current.children {
        // The storage's own type: a nil of any optional type would pass `is UIDynamicAnimator?`.
        if let label = child.label, label.hasPrefix(Self.lazyPrefix), type(of: child.value) == UIDynamicAnimator?.self,
           (child.value as? UIDynamicAnimator) == nil, let name = Self.propertyName(label) {
          unmadeLazyAnimators.append(name)
        }
        visit(child.value, label: Self.propertyName(child.label), depth: 0, visited: &visited)
      }
      mirror = current.superclassMirror
    }
  }

  /// How Swift names a lazy property's storage, before the property's name.
  static let lazyPrefix = "$__lazy_storage_$_"

  /// The property's name as written: lazy properties are stored as `$__lazy_storage_$_name`, property
  /// wrappers as `_name`.
  static func propertyName(_ label: String?) -> String? {
    guard var label else { return nil }
    if label.hasPrefix(lazyPrefix) { label.removeFirst(lazyPrefix.count) }
    return label
  }

  private mutating func visit(_ value: Any, label: String?, depth: Int, visited: inout Set<ObjectIdentifier>) {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      if let wrapped = mirror.children.first { visit(wrapped.value, label: label, depth: depth, visited: &visited) }
      return
    }
    if mirror.displayStyle == .collection || mirror.displayStyle == .set {
      for (index, element) in mirror.children.enumerated() {
        visit(element.value, label: label.map { "\($0)[\(index)]" }, depth: depth, visited: &visited)
      }
      return
    }
    switch value {
    case let view as UIView:
      if depth == 0, let label { namedViews.append((label, view)) }
    case let animator as UIDynamicAnimator:
      if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    case let behavior as UIDynamicBehavior:
      if depth == 0, let label { namedBehaviors.append((label, behavior)) }
    case is UIViewController, is UIGestureRecognizer:
      break
    default:
      // Another object or value (a helper that owns the animator): look inside, not too deep, and
      // each object once.
      guard depth < Self.objectDepth else { return }
      switch mirror.displayStyle {
      case .class:
        guard visited.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
      case .struct, .tuple, .dictionary, .enum: break
      default: return
      }
      var current: Mirror? = mirror
      while let inner = current {
        for child in inner.children { visit(child.value, label: nil, depth: depth + 1, visited: &visited) }
        current = inner.superclassMirror
      }
    }
  }
}
