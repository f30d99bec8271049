/// Why a lesson's scene could not be built with the current parameters.
public struct SceneBuildError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One sentence saying what is wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
