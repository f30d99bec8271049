/// Receives the animator's pause and resume notifications. Both methods are optional.
public protocol UIDynamicAnimatorDelegate: AnyObject {
  /// Called when a change wakes a paused animator (a behaviour added, removed or changed, a velocity
  /// added), at the moment of the change and so before its next step.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Called after the animator pauses because every item has come to rest (all below 1 pt/s and
  /// 2°/s for 0.5 s).
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  /// Does nothing by default.
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  /// Does nothing by default.
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
