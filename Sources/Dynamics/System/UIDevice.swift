import Foundation

#if !canImport(UIKit)

/// The device, as UIKit's `UIDevice.current`: here an iPhone held upright, for code that branches on the
/// idiom or the orientation.
open class UIDevice: NSObject, @unchecked Sendable {
  /// The one device.
  public static let current = UIDevice()

  /// The device's name: `"iPhone"`.
  open var name: String { "iPhone" }
  /// The model: `"iPhone"`.
  open var model: String { "iPhone" }
  /// The model in the user's language: `"iPhone"`.
  open var localizedModel: String { "iPhone" }
  /// The operating system's name: `"iOS"`.
  open var systemName: String { "iOS" }
  /// The operating system's version: `"17.0"`, the release whose UIKit API this module follows.
  open var systemVersion: String { "17.0" }
  /// The kind of interface: `.phone`.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// How the device is held: `.portrait` (there is no accelerometer to turn it).
  open var orientation: UIDeviceOrientation { .portrait }
  /// Whether the device runs apps side by side: false for an iPhone.
  open var isMultitaskingSupported: Bool { false }

  /// Asks for orientation notifications; there are none to send here.
  open func beginGeneratingDeviceOrientationNotifications() {}
  /// Stops orientation notifications.
  open func endGeneratingDeviceOrientationNotifications() {}
}

/// The kinds of interface, with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac (Catalyst).
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// How a device is held, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright, home button or bar at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, home button or bar at the right.
  case landscapeLeft = 3
  /// On its side, home button or bar at the left.
  case landscapeRight = 4
  /// Flat, screen up.
  case faceUp = 5
  /// Flat, screen down.
  case faceDown = 6

  /// Whether upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether a valid interface orientation (portrait or landscape).
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

#endif
