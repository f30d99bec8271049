import Foundation

#if !canImport(UIKit)

/// The base of the haptic feedback generators, as UIKit's. There is no Taptic Engine here: feedback is
/// counted (`occurrences`), not felt.
open class UIFeedbackGenerator: NSObject {
  /// How many times this generator has given feedback (**Addition**, for checking code that plays it).
  public internal(set) var occurrences = 0

  /// Gets the engine ready for feedback soon; nothing to prepare here.
  open func prepare() {}
}

/// Haptics for a physical impact, as UIKit's: a card hitting a boundary, a snap landing.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy an impact feels, with UIKit's raw values.
  public enum FeedbackStyle: Int, Sendable {
    /// A light impact.
    case light = 0
    /// A medium impact (the default).
    case medium = 1
    /// A heavy impact.
    case heavy = 2
    /// A soft, flexible impact.
    case soft = 3
    /// A hard, rigid impact.
    case rigid = 4
  }

  /// The style the generator was made with.
  public let style: FeedbackStyle
  /// The intensity of the latest impact, 0…1 (1 for `impactOccurred()`); nil before any.
  public private(set) var lastIntensity: CGFloat?

  /// A generator of impacts of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Plays an impact at full intensity.
  open func impactOccurred() {
    impactOccurred(intensity: 1)
  }

  /// Plays an impact at `intensity`, 0…1 (clamped).
  open func impactOccurred(intensity: CGFloat) {
    lastIntensity = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
    occurrences += 1
  }
}

/// Haptics for a change of selection, as UIKit's.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the selection tick.
  open func selectionChanged() {
    occurrences += 1
  }
}

/// Haptics for a task's outcome, as UIKit's.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcomes, with UIKit's raw values.
  public enum FeedbackType: Int, Sendable {
    /// The task succeeded.
    case success = 0
    /// The task produced a warning.
    case warning = 1
    /// The task failed.
    case error = 2
  }

  /// The outcome of the latest notification; nil before any.
  public private(set) var lastNotification: FeedbackType?

  /// Plays the haptic of an outcome.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    lastNotification = notificationType
    occurrences += 1
  }
}

#endif
