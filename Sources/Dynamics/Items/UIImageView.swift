import Foundation

#if !canImport(UIKit)

/// An image, as UIKit's, known here by its name only (there are no pixels to load).
open class UIImage: NSObject, @unchecked Sendable {
  /// The name it was made with.
  public let name: String

  /// The image of an asset name; never nil here, since no asset catalogue is searched.
  public init?(named name: String) {
    self.name = name
    super.init()
  }
}

/// A view that shows an image, as UIKit's. The image is only stored: drawings show the view's outline.
open class UIImageView: UIView {
  /// The image shown, or nil.
  open var image: UIImage?

  /// A view sized to nothing, showing `image`.
  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
  }
}

#endif
