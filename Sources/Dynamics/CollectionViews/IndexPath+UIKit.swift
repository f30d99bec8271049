import Foundation

#if !canImport(UIKit)

extension IndexPath {
  /// The path of an item in a section of a collection view, as UIKit adds it to Foundation.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The path of a row in a section of a table view.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The item in the section: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row in the section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

#endif
