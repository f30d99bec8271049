import Foundation

#if !canImport(UIKit)

extension UIView {
  /// Runs the due layout of the whole hierarchy this view is in, from its top view: what the screen
  /// does before it shows a frame.
  func layoutHierarchyIfNeeded() {
    var top = self
    while let parent = top.superview { top = parent }
    top.layoutIfNeeded()
  }
}

#endif
