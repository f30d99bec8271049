import Foundation

#if !canImport(UIKit)

extension UIView {
  /// Writes one animated property's value.
  func setAnimated(_ property: AnimatedProperty, _ value: AnimatedValue) {
    switch property {
    case .center: center = value.center
    case .bounds: bounds = value.bounds
    case .alpha: alpha = value.alpha
    case .transform: transform = value.transform
    }
  }
}

#endif
