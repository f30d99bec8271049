import Foundation

#if !canImport(UIKit)

/// A label, as UIKit's: a text, its colour and a line limit. `ViewDrawing` writes the text; the tutor's
/// drawings do not.
open class UILabel: UIView {
  /// The text shown, or nil.
  open var text: String?
  /// The text's colour. Default black.
  open var textColor: UIColor? = .black
  /// How many lines the text may take; 0 means as many as needed. Default 1.
  open var numberOfLines = 1
}

#endif
