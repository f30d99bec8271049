import Foundation

#if !canImport(UIKit)

/// Where a property animator is in its life, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: the animations are not running.
  case inactive = 0
  /// Started: running or paused.
  case active = 1
  /// Stopped without finishing; `finishAnimation(at:)` ends it.
  case stopped = 2
}

/// Where an animation ended, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end values.
  case end = 0
  /// Back at the start values.
  case start = 1
  /// Wherever it was when stopped.
  case current = 2
}

#endif
