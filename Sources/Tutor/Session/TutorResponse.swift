/// What the session returns for one line of input.
public struct TutorResponse: Sendable, Equatable {
  /// Text to print (may be empty).
  public var text: String
  /// True when the learner asked to leave.
  public var quit: Bool

  /// Creates a response.
  public init(_ text: String, quit: Bool = false) {
    self.text = text
    self.quit = quit
  }
}
