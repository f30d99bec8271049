import Foundation

#if !canImport(UIKit)

/// A one-line text field, as UIKit's: its text (or, when empty, its placeholder) is written inside it.
open class UITextField: UIControl {
  /// The text typed, or nil.
  open var text: String?
  /// The grey text shown while the field is empty.
  open var placeholder: String?
  /// The text's colour. Default black.
  open var textColor: UIColor? = .black
}

#endif
