import Foundation

#if !canImport(UIKit)

/// A label, as UIKit's: a text, its font, colour and alignment, and a line limit. `ViewDrawing` writes
/// the text; the tutor's drawings do not. Nothing lays glyphs out: `sizeThatFits(_:)` estimates the text's
/// size from the font (see there).
open class UILabel: UIView {
  /// The text shown, or nil.
  open var text: String?
  /// The text's font. Default the system font at 17 points; setting nil restores it.
  open var font: UIFont! {
    get { storedFont }
    set { storedFont = newValue ?? .systemFont(ofSize: UIFont.labelFontSize) }
  }
  private var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
  /// The text's colour. Default black.
  open var textColor: UIColor? = .black
  /// How the lines are aligned. Default `.natural`; only stored (drawings centre the text by the view).
  open var textAlignment: NSTextAlignment = .natural
  /// What happens to text that does not fit. Default `.byTruncatingTail`; only stored.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// How many lines the text may take; 0 means as many as needed. Default 1.
  open var numberOfLines = 1

  /// Average advance of a character as a fraction of the font size: the system font's, for mixed text.
  static let averageAdvance: CGFloat = 0.55

  /// The text's size, estimated: each character advances 0.55 of the font size (a little more when
  /// bold), each line is the font's `lineHeight` tall, lines break only at newlines (within
  /// `numberOfLines`), and the result is rounded up to the screen's half points. The size given is
  /// ignored, as for a one-line label in UIKit. Zero for no text.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let advance = font.pointSize * (Self.averageAdvance + max(0, font.weight.rawValue) * 0.1)
    let width = CGFloat(lines.map(\.count).max() ?? 0) * advance
    let height = CGFloat(lines.count) * font.lineHeight
    let scale = UIScreen.main.scale
    return CGSize(width: (width * scale).rounded(.up) / scale, height: (height * scale).rounded(.up) / scale)
  }

  /// The estimated size of the whole text (`sizeThatFits(_:)`).
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

#endif
