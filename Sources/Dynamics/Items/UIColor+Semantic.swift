import Foundation

#if !canImport(UIKit)

// The semantic colours of iOS 13 and later, in their light appearance (there is no dark mode here).
extension UIColor {
  /// Background of a grouped or secondary layer, light appearance: (242, 242, 247).
  public static let secondarySystemBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
  /// Background of a third layer, light appearance: white.
  public static let tertiarySystemBackground = UIColor.white
  /// Background of a grouped table, light appearance: (242, 242, 247).
  public static let systemGroupedBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
  /// Content background inside a grouped table, light appearance: white.
  public static let secondarySystemGroupedBackground = UIColor.white
  /// Third-level background inside a grouped table, light appearance: (242, 242, 247).
  public static let tertiarySystemGroupedBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
  /// Secondary text, light appearance: (60, 60, 67) at 60 % alpha.
  public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
  /// Tertiary text, light appearance: (60, 60, 67) at 30 % alpha.
  public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
  /// Quaternary text, light appearance: (60, 60, 67) at 18 % alpha.
  public static let quaternaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
  /// Placeholder text, light appearance: (60, 60, 67) at 30 % alpha.
  public static let placeholderText = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
  /// Links, light appearance: (0, 122, 255).
  public static let link = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
  /// Thin separators that let content show through, light appearance: (60, 60, 67) at 29 % alpha.
  public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
  /// Opaque separators, light appearance: (198, 198, 200).
  public static let opaqueSeparator = UIColor(red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255, alpha: 1)
  /// Fill of thin and small shapes, light appearance: (120, 120, 128) at 20 % alpha.
  public static let systemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
  /// Fill of medium shapes, light appearance: (120, 120, 128) at 16 % alpha.
  public static let secondarySystemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
  /// Fill of large shapes, light appearance: (118, 118, 128) at 12 % alpha.
  public static let tertiarySystemFill = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
  /// Second grey, light appearance: (174, 174, 178).
  public static let systemGray2 = UIColor(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1)
  /// Third grey, light appearance: (199, 199, 204).
  public static let systemGray3 = UIColor(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1)
  /// Fourth grey, light appearance: (209, 209, 214).
  public static let systemGray4 = UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1)
  /// Fifth grey, light appearance: (229, 229, 234).
  public static let systemGray5 = UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1)
  /// Lightest grey, light appearance: (242, 242, 247).
  public static let systemGray6 = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
  /// The system mint, light appearance: (0, 199, 190).
  public static let systemMint = UIColor(red: 0, green: 199.0 / 255, blue: 190.0 / 255, alpha: 1)
  /// The system cyan, light appearance: (50, 173, 230).
  public static let systemCyan = UIColor(red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255, alpha: 1)
  /// The system brown, light appearance: (162, 132, 94).
  public static let systemBrown = UIColor(red: 162.0 / 255, green: 132.0 / 255, blue: 94.0 / 255, alpha: 1)
  /// Dark text on light backgrounds: black.
  public static let darkText = UIColor.black
  /// Light text on dark backgrounds: white at 60 % alpha.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// The app's tint, as iOS 15's `UIColor.tintColor`: here always the default, `.systemBlue`.
  public static let tintColor = UIColor.systemBlue

  /// The colour of a colour set in the app's asset catalogue. There is no catalogue here, so this never
  /// fails: `"AccentColor"` (Xcode's template) is `.systemBlue`, every other name `.systemGray`.
  public convenience init?(named name: String) {
    let color: UIColor = name == "AccentColor" ? .systemBlue : .systemGray
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}

#endif
