import Dynamics
import Foundation

/// Helpers shared by the field tests.
enum FieldScene {
  /// An animator with no reference bounds holding `item`, with an item behaviour (for charge, velocity
  /// and density) and the given behaviours.
  static func animator(_ item: UIView, density: CGFloat = 1, charge: CGFloat = 0, velocity: CGPoint = .zero,
                       _ behaviors: [UIDynamicBehavior]) -> (UIDynamicAnimator, UIDynamicItemBehavior) {
    let animator = UIDynamicAnimator()
    let properties = UIDynamicItemBehavior(items: [item])
    properties.density = density
    properties.charge = charge
    properties.allowsRotation = false
    properties.addLinearVelocity(velocity, for: item)
    animator.addBehavior(properties)
    behaviors.forEach(animator.addBehavior)
    return (animator, properties)
  }

  /// Times (s) at which `samples` (taken every `h` seconds, the first at t = h) cross zero upward,
  /// by linear interpolation between samples.
  static func upwardCrossings(_ samples: [Double], h: Double) -> [Double] {
    var times: [Double] = []
    for k in 1..<samples.count where samples[k - 1] < 0 && samples[k] >= 0 {
      let fraction = -samples[k - 1] / (samples[k] - samples[k - 1])
      times.append(h * (Double(k) + fraction))
    }
    return times
  }

  /// Mean spacing of successive crossing times.
  static func meanPeriod(_ crossings: [Double]) -> Double {
    guard crossings.count >= 2, let first = crossings.first, let last = crossings.last else { return .nan }
    return (last - first) / Double(crossings.count - 1)
  }
}
