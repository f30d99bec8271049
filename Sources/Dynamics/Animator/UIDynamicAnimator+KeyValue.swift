import Foundation

extension UIDynamicAnimator {
  #if canImport(ObjectiveC)
  /// Key-value setting as UIKit code uses it on the animator: `setValue(true, forKey: "debugEnabled")`
  /// (NSHipster's article) sets `debugEnabled` from a `Bool` or a number. Other keys are kept and read
  /// back by `value(forKey:)`; UIKit would raise for a key it does not know, but nothing here traps.
  public override func setValue(_ value: Any?, forKey key: String) { storeValue(value, forKey: key) }
  #else
  /// Key-value setting as UIKit code uses it on the animator: `setValue(true, forKey: "debugEnabled")`
  /// (NSHipster's article) sets `debugEnabled` from a `Bool` or a number. Other keys are kept and read
  /// back by `value(forKey:)`; UIKit would raise for a key it does not know, but nothing here traps.
  public func setValue(_ value: Any?, forKey key: String) { storeValue(value, forKey: key) }
  #endif

  #if canImport(ObjectiveC)
  /// The value for a key set with `setValue(_:forKey:)`: `debugEnabled` as a `Bool`, others as set.
  public override func value(forKey key: String) -> Any? { storedValue(forKey: key) }
  #else
  /// The value for a key set with `setValue(_:forKey:)`: `debugEnabled` as a `Bool`, others as set.
  public func value(forKey key: String) -> Any? { storedValue(forKey: key) }
  #endif

  private func storeValue(_ value: Any?, forKey key: String) {
    guard key == "debugEnabled" else {
      otherValues[key] = value
      return
    }
    switch value {
    case let flag as Bool: debugEnabled = flag
    case let number as NSNumber: debugEnabled = number.boolValue
    case let number as Int: debugEnabled = number != 0
    default: debugEnabled = false
    }
  }

  private func storedValue(forKey key: String) -> Any? {
    key == "debugEnabled" ? debugEnabled : otherValues[key]
  }
}
