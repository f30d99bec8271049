import Foundation

#if !canImport(UIKit)

/// A button, as UIKit's: a title and a title colour per control state (`setTitle("Start", for: .normal)`).
/// `DynamicsDrawing`'s `ViewDrawing` labels the button with its current title; the tutor's drawings label
/// an item with its lesson name.
open class UIButton: UIControl {
  /// The button's style; only stored.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  /// The type the button was made with.
  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]

  /// A button of a type, with a zero frame (set its frame afterwards), as `UIButton(type: .system)`.
  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
    buttonType = type
  }

  /// Sets the title shown in `state`; nil removes it.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  /// The title for `state`, falling back to the normal title as UIKit does.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }

  /// Sets the title's colour for `state`.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  /// The title's colour for `state`, falling back to the normal one.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
  }
}

#endif
