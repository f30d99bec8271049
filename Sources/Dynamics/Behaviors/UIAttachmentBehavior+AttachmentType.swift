import Foundation

extension UIAttachmentBehavior {
  /// What an attachment connects, as UIKit's `UIAttachmentBehavior.AttachmentType`.
  public enum AttachmentType: Int, Sendable {
    /// Two items.
    case items = 0
    /// An item and a fixed anchor point.
    case anchor = 1
  }
}
