import Foundation

/// One touch of a live session, as `--record` writes it and `run --replay` plays it back: a finger
/// landing, moving or lifting at a point of the scene at a scene time.
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

  /// Scene time in seconds: the start of the step the touch came before.
  public var time: Double
  /// What the finger was doing, decided when it landed: `tap`, `pan` or `fling` (the lesson's
  /// recognizers), `button` (its Start/Stop button), `grab` (an attachment to the pointer) or `none`.
  /// Informational: a replay decides again from the scene, as the live session did.
  public var kind: String
  /// Whether the finger landed, moved or lifted.
  public var phase: Phase
  /// Where, in scene points (reference-view coordinates, y down).
  public var x: Double
  /// Where, in scene points (y down).
  public var y: Double

  /// A recorded touch.
  public init(time: Double, kind: String, phase: Phase, x: Double, y: Double) {
    self.time = time
    self.kind = kind
    self.phase = phase
    self.x = x
    self.y = y
  }

  /// The point touched.
  public var point: CGPoint { CGPoint(x: x, y: y) }
}
