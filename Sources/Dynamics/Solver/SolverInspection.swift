import Foundation

// Not part of UIKit: solver settings and counters for benchmarks, tests and the tutorial's debug views.
extension UIDynamicAnimator {
  /// Whether resting groups of items may sleep (default true). A sleeping group costs nothing per step;
  /// the animator pauses when every group sleeps. Set it to false to keep every item simulated (and the
  /// animator running) even at rest, as the peers' "sleep off" benchmarks do.
  public var isSleepingEnabled: Bool {
    get { world.isSleepingEnabled }
    set {
      world.isSleepingEnabled = newValue
      if !newValue { wake() }
    }
  }

  /// Items that are currently simulated: neither anchored nor asleep.
  public var awakeItemCount: Int {
    rebuildIfNeeded()
    return world.awakeBodyCount
  }
}
