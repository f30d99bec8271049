import Foundation

#if !canImport(UIKit)

/// An image, as UIKit's, known here by its name and size only (there are no pixels to load).
open class UIImage: NSObject, @unchecked Sendable {
  /// The name it was made with (a symbol's name for `init(systemName:)`).
  public let name: String
  /// The size in points: zero for an asset (nothing is loaded), 20 × 20 for a symbol (its size next to
  /// 17-point text).
  public let size: CGSize
  /// Whether it is one of the system's symbols (`init(systemName:)`).
  public let isSymbolImage: Bool

  init(name: String, size: CGSize, isSymbolImage: Bool) {
    self.name = name
    self.size = size
    self.isSymbolImage = isSymbolImage
    super.init()
  }

  /// The image of an asset name; never nil here, since no asset catalogue is searched. Its size is zero.
  public convenience init?(named name: String) {
    self.init(name: name, size: .zero, isSymbolImage: false)
  }

  /// One of the system's symbols (SF Symbols), such as `"star.fill"`; never nil here, since the names are
  /// not checked. Its size is 20 × 20 points.
  public convenience init?(systemName name: String) {
    self.init(name: name, size: CGSize(width: 20, height: 20), isSymbolImage: true)
  }
}

/// A view that shows an image, as UIKit's. The image is only stored: drawings show the view's outline.
/// Made with `init(image:)`, it takes the image's size, and `sizeToFit()` brings it back to it.
open class UIImageView: UIView {
  /// The image shown, or nil.
  open var image: UIImage?

  /// A view the size of `image` (zero without one) at the origin, showing it.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}

#endif
