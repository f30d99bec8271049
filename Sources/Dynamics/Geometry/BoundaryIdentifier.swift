import Foundation

// UIKit names boundaries with `NSCopying` identifiers, and Swift code written for iOS says
// `"wall" as NSCopying` (String bridges to NSString there). Linux has no bridging, so String gets the
// conformance here; the same source then compiles on both.
#if !canImport(ObjectiveC)
extension String: @retroactive NSCopying {
  /// Strings are values: a copy is the string itself.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif

/// Identity of a boundary identifier for comparisons inside the engine: strings, numbers and any
/// `Hashable` identifier compare by value, other objects by identity.
struct BoundaryKey: Hashable {
  private let value: AnyHashable

  init(_ identifier: any NSCopying) {
    if let hashable = identifier as? AnyHashable {
      value = hashable
    } else {
      value = AnyHashable(ObjectIdentifier(identifier as AnyObject))
    }
  }
}
