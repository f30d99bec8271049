import Dynamics
import LessonModel

/// A `motion` lesson's layers held live at a tilt the learner sets, as a device is tilted in the hand:
/// the terminal has no gyroscope, so the cursor stands in for it (`live` on such a lesson). Nothing
/// runs in time: what the layers show depends on the tilt alone.
public final class LiveTilt {
  /// The lesson shown.
  public let lesson: Lesson
  /// The device's tilt now, each component −1…1 (0, 0: level).
  public private(set) var tilt = UIOffset(horizontal: 0, vertical: 0)
  private let stage: LayerStage
  private let moving: Set<String>

  /// The lesson's layers with their motion effects, for `values`; throws for a lesson of another
  /// engine or one that does not build.
  public init(lesson: Lesson, values: ParameterValues) throws(SceneBuildError) {
    guard lesson.scene.engine == .motion else {
      throw SceneBuildError("the \(lesson.scene.engine.rawValue) engine has no tilt to set; live tilt is for motion lessons")
    }
    self.lesson = lesson
    (stage, moving) = try MotionRunner.stage(lesson, values: values)
  }

  /// Tilts the device: each component is clamped to −1…1; a value that is not finite is ignored.
  public func set(x: Double, y: Double) {
    guard x.isFinite, y.isFinite else { return }
    tilt = UIOffset(horizontal: CGFloat(min(max(x, -1), 1)), vertical: CGFloat(min(max(y, -1), 1)))
  }

  /// The tilt a pointer at `point` stands for on a stage of `width` × `height` (pt): the middle
  /// level, the edges a full tilt, each component clamped to −1…1.
  public static func tilt(at point: CGPoint, width: Double, height: Double) -> (x: Double, y: Double) {
    let x = 2 * Double(point.x) / max(width, 1) - 1, y = 2 * Double(point.y) / max(height, 1) - 1
    return (x.isFinite ? min(max(x, -1), 1) : 0, y.isFinite ? min(max(y, -1), 1) : 0)
  }

  /// What the layers show at the present tilt, as a run of one sample (for drawings).
  public func shown() -> SceneRun {
    let tilt = self.tilt
    let trajectory = stage.trajectory(times: [0], moving: moving) { view, _ in view.presentation(forViewerOffset: tilt) }
    return SceneRun(trajectory: trajectory, geometry: stage.geometry, constants: stage.constants)
  }
}
