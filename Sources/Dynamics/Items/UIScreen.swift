import Foundation

#if !canImport(UIKit)

/// The screen, as UIKit's `UIScreen.main`: its `bounds` are the size of the scene being simulated (the
/// tutor sets them to the lesson's reference view; 320 × 568 points until then), so code that lays
/// views out from `UIScreen.main.bounds` works as written.
open class UIScreen: NSObject, @unchecked Sendable {
  /// The one screen.
  public static let main = UIScreen()

  private let lock = NSLock()
  private var storedBounds = CGRect(x: 0, y: 0, width: 320, height: 568)

  /// The screen's rectangle in points. Settable here (UIKit's is read-only): the host of a scene sets it.
  open var bounds: CGRect {
    get { lock.withLock { storedBounds } }
    set { lock.withLock { storedBounds = newValue } }
  }

  /// Pixels per point (2 on a Retina iPhone of the iOS 7 era); only stored, nothing is rendered in pixels.
  open var scale: CGFloat { 2 }
}

#endif
