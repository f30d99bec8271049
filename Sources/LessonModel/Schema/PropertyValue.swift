/// A property's value seen without its type, for the checks that compare what a lesson file writes
/// with a parameter's default.
package enum PropertyValue: Sendable, Equatable {
  case number(Quantity)
  case text(String)
  case flag(Bool)
  case pair(QuantityPair)
  case texts([String])
}
