import Foundation

#if !canImport(UIKit)

/// A scrollable, multi-line text view, as UIKit's: its text is only stored (drawings do not write it).
open class UITextView: UIView {
  /// The text, empty by default.
  open var text: String! = ""
  /// Whether the user may edit the text. Default true.
  open var isEditable = true
}

#endif
