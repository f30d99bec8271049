import Foundation

#if !canImport(UIKit)

extension UIView {
  /// The motion effects attached to the view, in the order added.
  public var motionEffects: [UIMotionEffect] {
    get { motionEffectStorage }
    set { motionEffectStorage = newValue }
  }

  /// Attaches a motion effect (once; adding it again does nothing).
  public func addMotionEffect(_ effect: UIMotionEffect) {
    guard !motionEffectStorage.contains(where: { $0 === effect }) else { return }
    motionEffectStorage.append(effect)
  }

  /// Detaches a motion effect.
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffectStorage.removeAll { $0 === effect }
  }

  /// The relative values of all the view's motion effects for `viewerOffset` (components −1…1), summed
  /// per key path. Scalars come back as CGFloat; `"center"` effects with CGPoint ends as CGPoint.
  public func motionEffectRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any] {
    var result: [String: Any] = [:]
    for effect in motionEffectStorage {
      for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
        result[keyPath] = UIMotionEffectGroup.sum(result[keyPath], value)
      }
    }
    return result
  }

  /// What the view shows for `viewerOffset`: its model values (or `base`, e.g. a timeline's
  /// presentation) with every motion effect's relative value added. Unknown key paths are skipped.
  public func presentation(forViewerOffset viewerOffset: UIOffset, base: UIViewPresentation? = nil)
    -> UIViewPresentation {
    var result = base ?? UIViewPresentation(modelOf: self)
    for (keyPath, value) in motionEffectRelativeValues(forViewerOffset: viewerOffset) {
      if let delta = UIInterpolatingMotionEffect.scalar(value) {
        result.add(delta, toKeyPath: keyPath)
      } else if let delta = value as? CGPoint, keyPath == "center" || keyPath == "layer.position" {
        result.center.x += delta.x
        result.center.y += delta.y
      }
    }
    return result
  }
}

#endif
