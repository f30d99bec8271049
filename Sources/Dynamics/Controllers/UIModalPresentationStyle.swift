import Foundation

#if !canImport(UIKit)

/// How a presented view controller is shown. Only `.fullScreen` changes what happens here: when its
/// presentation completes, the presenting controller's view leaves the container, as in UIKit. The
/// others keep it, which is what a custom transition expects.
public enum UIModalPresentationStyle: Int, Sendable {
  /// The system's choice (a sheet since iOS 13); treated as `.custom` here.
  case automatic = -2
  /// No style.
  case none = -1
  /// Covers the screen; the presenting view is removed when the presentation completes.
  case fullScreen = 0
  /// A sheet (treated as `.custom` here).
  case pageSheet = 1
  /// A form sheet (treated as `.custom` here).
  case formSheet = 2
  /// The current context (treated as `.custom` here).
  case currentContext = 3
  /// A custom presentation, driven by the transitioning delegate.
  case custom = 4
  /// Covers the screen, keeping the presenting view.
  case overFullScreen = 5
}

#endif
