import Dynamics
import LessonModel
import Foundation

/// One touch of a live session, as `--record` writes it and `run --replay` plays it back: a finger
/// landing, moving or lifting at a point of the scene at a scene time, or a turn of the mouse wheel
/// (`wheel` set: how far it scrolls, at the point under the pointer).
///
/// A touch is carried out just before the engine step that starts at `time` (a whole number of
/// steps), so a replay that feeds the same touches to the same scene gets the same numbers, bit for bit.
public struct LiveTouch: Sendable, Equatable, Codable {
  /// The phases a recorded touch can have.
  public enum Phase: String, Sendable, Equatable, Codable, CaseIterable {
    /// The finger lands.
    case began
    /// The finger moves while down.
    case moved
    /// The finger lifts.
    case ended
  }

  /// What a finger does, decided where it lands; the raw value is the recording's `kind`.
  public enum Kind: String, Sendable, Equatable, Codable, CaseIterable {
    /// A tap on the reference view, through the lesson's tap recognizer.
    case tap
    /// A drag through an item's pan recognizer (the cradle's push).
    case pan
    /// A drag and flick through an item's pan recognizer (the picture-in-picture window).
    case fling
    /// A press of the lesson's Start/Stop button.
    case button
    /// A grab: an attachment from the touched point of an item to the finger.
    case grab
    /// A scroll of the lesson's springy list: a drag, or the wheel.
    case scroll
    /// A row inserted into the lesson's springy list at the touch's height (the `i` key). Unlike the
    /// other kinds, a replay reads it from the recording: it is a key, not a finger.
    case insert
    /// Nothing under the finger.
    case none
  }

  /// Scene time in seconds: the start of the step the touch came before.
  public var time: Double
  /// What the finger was doing, decided when it landed. Informational: a replay decides again from the
  /// scene, as the live run did.
  public var kind: Kind
  /// Whether the finger landed, moved or lifted.
  public var phase: Phase
  /// Where, in scene points (reference-view coordinates, y down).
  public var x: Double
  /// Where, in scene points (y down).
  public var y: Double
  /// For a wheel notch: how far it scrolls the content (pt, down positive); nil for a finger.
  public var wheel: Double?

  /// A recorded touch.
  public init(time: Double, kind: Kind, phase: Phase, x: Double, y: Double, wheel: Double? = nil) {
    self.time = time
    self.kind = kind
    self.phase = phase
    self.x = x
    self.y = y
    self.wheel = wheel
  }

  /// The point touched.
  public var point: CGPoint { CGPoint(x: x, y: y) }
}
