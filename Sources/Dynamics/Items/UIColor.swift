import Foundation

#if !canImport(UIKit)

/// A colour as UIKit has it: red, green, blue and alpha from 0 to 1, made from components, a white
/// level, hue and saturation, or one of the system colours. Views store it (`backgroundColor`,
/// `layer.borderColor`, text colours); drawings (the tutor's and `DynamicsDrawing`'s) colour a view with
/// the terminal colour nearest its background colour, or outline it in its border colour.
open class UIColor: NSObject, @unchecked Sendable {
  /// The components, each from 0 to 1.
  public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

  /// A colour from red, green, blue and alpha components (each clamped to 0…1).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
    super.init()
  }

  /// The colour of a Core Graphics colour (`layer.borderColor` read back); a colour with other than
  /// four components (a grey from the colour space of whites) reads its first as white.
  public convenience init(cgColor: CGColor) {
    let parts = cgColor.components
    switch parts.count {
    case 4: self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    case 2: self.init(red: parts[0], green: parts[0], blue: parts[0], alpha: parts[1])
    default: self.init(red: 0, green: 0, blue: 0, alpha: 1)
    }
  }

  /// A grey: `white` 0 is black, 1 is white.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness (each 0…1) and alpha. A non-finite hue counts as 0.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let turn = hue.isFinite ? hue : 0
    let sector = (turn.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    // 2/3 × 6 comes out as 3.9999999999999996: snap to the sector it means, so pure hues stay pure.
    let h = abs(sector - sector.rounded()) < 1e-9 ? sector.rounded() : sector
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch Int(h) {
    case 0: (c, x, 0)
    case 1: (x, c, 0)
    case 2: (0, c, x)
    case 3: (0, x, c)
    case 4: (x, 0, c)
    default: (c, 0, x)
    }
    let m = brightness - c
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// The same colour with another alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Writes the components, as UIKit's `getRed(_:green:blue:alpha:)` does; true.
  @discardableResult
  open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                   blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// The colour for a layer's `borderColor`.
  open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// Colours are equal when their components are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
  }

  /// A hash of the four components, consistent with `isEqual(_:)`.
  open override var hash: Int {
    var hasher = Hasher()
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  /// The components, as `UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)`.
  open override var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

  // The fixed colours, as UIKit defines them.
  /// Black: white level 0, opaque.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Dark grey: white level 1/3, opaque.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Light grey: white level 2/3, opaque.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// White: white level 1, opaque.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Middle grey: white level 0.5, opaque.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Pure red (1, 0, 0), opaque.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green (0, 1, 0), opaque.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue (0, 0, 1), opaque.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan (0, 1, 1), opaque.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow (1, 1, 0), opaque.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta (1, 0, 1), opaque.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange (1, 0.5, 0), opaque.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple (0.5, 0, 0.5), opaque.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown (0.6, 0.4, 0.2), opaque.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent black: alpha 0.
  public static let clear = UIColor(white: 0, alpha: 0)

  // The system colours in their light appearance (iOS 13 values).
  /// The system red of the light appearance: (255, 59, 48) out of 255.
  public static let systemRed = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
  /// The system orange of the light appearance: (255, 149, 0) out of 255.
  public static let systemOrange = UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)
  /// The system yellow of the light appearance: (255, 204, 0) out of 255.
  public static let systemYellow = UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1)
  /// The system green of the light appearance: (52, 199, 89) out of 255.
  public static let systemGreen = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
  /// The system teal of the light appearance: (90, 200, 250) out of 255.
  public static let systemTeal = UIColor(red: 90.0 / 255, green: 200.0 / 255, blue: 250.0 / 255, alpha: 1)
  /// The system blue of the light appearance: (0, 122, 255) out of 255.
  public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
  /// The system indigo of the light appearance: (88, 86, 214) out of 255.
  public static let systemIndigo = UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1)
  /// The system purple of the light appearance: (175, 82, 222) out of 255.
  public static let systemPurple = UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1)
  /// The system pink of the light appearance: (255, 45, 85) out of 255.
  public static let systemPink = UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1)
  /// The system grey of the light appearance: (142, 142, 147) out of 255.
  public static let systemGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
  /// The background colour of the light appearance: white. There is no dark mode here.
  public static let systemBackground = UIColor.white
  /// The text colour of the light appearance: black. There is no dark mode here.
  public static let label = UIColor.black
}

#endif
