import TerminalGraphics

/// What the session returns for one line of input.
public struct TutorResponse {
  /// Text to print (may be empty).
  public var text: String
  /// True when the learner asked to leave.
  public var quit: Bool
  /// A live animation to show in place, when the terminal allows it.
  public var playback: PlaybackPlan?

  /// Creates a response.
  public init(_ text: String, quit: Bool = false, playback: PlaybackPlan? = nil) {
    self.text = text
    self.quit = quit
    self.playback = playback
  }
}

/// A scene to animate: the playback for an interactive terminal, the text to print instead when the
/// output is not one (a filmstrip), and the drawing to leave on screen afterwards (leaving the
/// alternate screen erases the animation).
public struct PlaybackPlan {
  public var playback: LivePlayback
  public var filmstrip: String
  public var finalFrame: String
}
