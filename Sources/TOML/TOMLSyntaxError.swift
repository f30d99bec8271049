/// A problem found while parsing a TOML document: where it is, and what is wrong.
///
/// The parser stops at the first problem. `message` is a single line that says what was
/// expected, e.g. `expected '=' after key "damping"`; `description` prefixes it with the
/// position, e.g. `"12:5: expected '=' after key \"damping\""`.
package struct TOMLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The position of the offending character (or of the construct that is wrong).
  public var position: SourcePosition
  /// A one-line explanation of the problem that names what was expected.
  public var message: String

  /// Creates an error at `position` with a one-line `message`.
  public init(position: SourcePosition, message: String) {
    self.position = position
    self.message = message
  }

  /// `"line:column: message"`, e.g. `"12:5: unterminated string"`.
  package var description: String { "\(position): \(message)" }
}
