import Foundation

#if !canImport(UIKit)

/// A one-line text field, as UIKit's: a text, a placeholder and a text colour. `ViewDrawing` labels the
/// field with its text (else its placeholder); the tutor's drawings do not write them.
open class UITextField: UIControl {
  /// The text typed, or nil.
  open var text: String?
  /// The grey text shown while the field is empty.
  open var placeholder: String?
  /// The text's colour. Default black.
  open var textColor: UIColor? = .black
}

#endif
