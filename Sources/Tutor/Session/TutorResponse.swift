import Foundation
import TerminalGraphics

/// What the session returns for one line of input.
public struct TutorResponse {
  /// What a response is, so that the terminal side can treat it as such (colour, stderr, status)
  /// without reading its text.
  public enum Kind: Sendable, Equatable {
    /// A page, a plot, a list: what the command was asked for.
    case output
    /// The command could not do what was asked; nothing changed. The text starts `error: ` (in
    /// English; `t("error: {message}")` in the learner's language).
    case error
    /// A verdict on an answer, a choice, a prediction or a tuning check.
    case verdict
  }

  /// Text to print (may be empty).
  public var text: String
  /// What kind of response this is.
  public var kind: Kind
  /// True when the learner asked to leave.
  public var quit: Bool
  /// A live animation to show in place, when the terminal allows it.
  package var playback: PlaybackPlan?
  /// A scene to run live (`live`); the terminal side runs it with `LiveLoop` and hands it back with
  /// `TutorSession.finishLive(_:)`.
  package var live: LiveSession?
  /// The learner's own program to run live (`live` on their scene); the terminal side runs it with
  /// `LiveLoop` and hands it back with `TutorSession.finishLearnerLive(_:)`.
  package var learnerLive: LearnerLiveSession?
  /// A motion lesson to tilt live (`live` on it); the terminal side runs it with `LiveLoop`.
  package var liveTilt: LiveTiltSession?
  /// True for `clear`: the terminal side clears the screen (a piped session prints nothing).
  package var clearsScreen = false
  /// A learner's file to open in their editor (`edit`); the terminal side runs the editor, then `check`.
  public var edit: URL?
  /// A learner's file to check on every save (`watch`); the terminal side runs `WatchLoop`.
  public var watch: URL?

  /// Creates a response.
  package init(_ text: String, kind: Kind = .output, quit: Bool = false, playback: PlaybackPlan? = nil,
              live: LiveSession? = nil) {
    self.text = text
    self.kind = kind
    self.quit = quit
    self.playback = playback
    self.live = live
  }
}

/// A scene to animate: the playback for an interactive terminal, the text to print instead when the
/// output is not one (a filmstrip), and the drawing to leave on screen afterwards (leaving the
/// alternate screen erases the animation).
public struct PlaybackPlan {
  package var playback: LivePlayback
  package var filmstrip: String
  /// The last frame, laid out for the settings it is given: the window as it is when the playback
  /// ends, which may not be the one it started in.
  package var finalFrame: (OutputSettings) -> String

  /// The last frame for `settings`.
  public func finalFrame(for settings: OutputSettings) -> String { finalFrame(settings) }
}
