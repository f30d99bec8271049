import Foundation

#if !canImport(UIKit)

/// A font, as UIKit's: a name and a size in points, with the system font's metrics. Nothing renders
/// glyphs here; labels use the size to estimate how much room their text takes (`sizeToFit()`).
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's name, such as `".SFUI-Regular"` for the system font.
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight, from `.ultraLight` (−0.8) to `.black` (0.62); `.regular` is 0.
  public let weight: Weight

  /// A font's weight, with UIKit's values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's value, −1 to 1.
    public let rawValue: CGFloat
    /// A weight of this value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The ultraLight weight: −0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// The thin weight: −0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// The light weight: −0.4.
    public static let light = Weight(rawValue: -0.4)
    /// The regular weight: 0.
    public static let regular = Weight(rawValue: 0)
    /// The medium weight: 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold weight: 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight: 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// The heavy weight: 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// The black weight: 0.62.
    public static let black = Weight(rawValue: 0.62)
  }

  init(fontName: String, pointSize: CGFloat, weight: Weight) {
    self.fontName = fontName
    self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
    self.weight = weight
    super.init()
  }

  /// A font by name and size (points); never nil here, since there are no font files to look up. A size
  /// of 0 or less is UIKit's default, 17 points.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize > 0 ? fontSize : 17, weight: .regular)
  }

  /// The system font at `fontSize` points.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points and a weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: weight.rawValue >= Weight.bold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular", pointSize: fontSize,
           weight: weight)
  }

  /// The bold system font at `fontSize` points.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize` points.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Italic", pointSize: fontSize, weight: .regular)
  }

  /// The monospaced system font at `fontSize` points.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: ".SFMono-Regular", pointSize: fontSize, weight: weight)
  }

  /// The system font with digits of equal width, at `fontSize` points.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The size of the default text (a label's font): 17 points.
  open class var labelFontSize: CGFloat { 17 }

  /// The same font at another size (points).
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
  }

  /// The font's family, such as `".SF UI"`.
  open var familyName: String { fontName.hasPrefix(".SFMono") ? ".SF Mono" : fontName.hasPrefix(".SFUI") ? ".SF UI" : fontName }
  /// Height above the baseline, points: the system font's 0.952 of the size.
  open var ascender: CGFloat { pointSize * 0.952 }
  /// Depth below the baseline, points (negative): the system font's −0.241 of the size.
  open var descender: CGFloat { -pointSize * 0.241 }
  /// The height of a line, points: ascender minus descender (20.3 points at 17).
  open var lineHeight: CGFloat { ascender - descender }

  /// Fonts are equal when their names, sizes and weights are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
  }

  /// A hash of the name and size, consistent with `isEqual(_:)`.
  open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}

#endif
