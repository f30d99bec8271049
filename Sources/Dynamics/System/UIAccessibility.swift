import Foundation

#if !canImport(UIKit)

/// The accessibility settings that animation code reads, as UIKit's `UIAccessibility`. There is no
/// Settings app here, so each answers with the setting's default on a new device: off.
public enum UIAccessibility {
  /// Whether Reduce Motion is on: false, the setting's default. Code that swaps springs for fades when
  /// it is on runs its full-motion path here.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether VoiceOver is running: false.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Reduce Transparency is on: false.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Posted when Reduce Motion is switched; never posted here.
  public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

#endif
