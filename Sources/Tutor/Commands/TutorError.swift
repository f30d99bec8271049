/// Why a command could not do what was asked: one sentence for the learner, and optional lines of
/// detail under it. The session turns it into a response of kind `.error`.
package struct TutorError: Error, Sendable, Equatable {
  /// The sentence, without any `error:` prefix.
  public var message: String
  /// Lines shown under it (the first problems of a broken lesson, …).
  package var details: [String]

  /// Creates an error.
  public init(_ message: String, details: [String] = []) {
    self.message = message
    self.details = details
  }
}
