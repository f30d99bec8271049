import LessonModel
import Expressions
import Dynamics
import Foundation

/// The views of an `animation` or `motion` lesson's layers, built with the learner's values, and the
/// trajectory of what they show.
struct LayerStage {
  let lesson: Lesson
  let values: ParameterValues
  let constants: [String: Double]
  let layers: [(id: String, view: UIView)]
  private(set) var geometry: SceneGeometry

  /// Builds every layer at its start frame, alpha, scale and angle.
  init(_ lesson: Lesson, values: ParameterValues) throws(SceneBuildError) {
    self.lesson = lesson
    self.values = values
    let names = try StaticConstants.compute(lesson, values: values)
    constants = names
    let width = names["width"] ?? lesson.scene.width, height = names["height"] ?? lesson.scene.height
    guard width >= 1, height >= 1, width <= 4096, height <= 4096 else {
      throw SceneBuildError("the scene size must be between 1 and 4096 points")
    }
    geometry = SceneGeometry(width: width, height: height)
    var built: [(id: String, view: UIView)] = []
    for layer in lesson.items {
      let frame = ["x", "y", "width", "height"].map { names["\(layer.id).frame.\($0)"] ?? 0 }
      guard frame[2] > 0, frame[3] > 0 else { throw SceneBuildError("layer \(layer.id) must have a positive width and height") }
      let view = UIView(frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]), name: layer.id)
      view.backgroundColor = layer.color.map(UIColor.lessonColor)
      built.append((layer.id, view))
    }
    layers = built
    geometry.looks = built.map { SceneGeometry.Look(id: $0.id, view: $0.view) }
    for (layer, entry) in zip(lesson.items, built) {
      let alpha = try property(layer.id, "alpha", layer.alpha, fallback: 1)
      let scale = try property(layer.id, "scale", layer.scale, fallback: 1)
      let angle = try property(layer.id, "angle", layer.angle, fallback: 0)
      guard scale > 0 else { throw SceneBuildError("layer \(layer.id): scale must be positive") }
      entry.view.alpha = alpha
      if scale != 1 || angle != 0 { entry.view.transform = CGAffineTransform(scaleX: scale, y: scale).rotated(by: angle) }
    }
  }

  /// A layer property: the learner's `<layer>.<key>`, else the file's value, else `fallback`.
  func property(_ layer: String, _ key: String, _ written: Quantity?, fallback: Double) throws(SceneBuildError) -> Double {
    if let value = values["\(layer).\(key)"] { return value }
    guard let written else { return fallback }
    return try number(written, "layer \(layer) \(key)")
  }

  /// A static quantity's value; `extra` adds names such as `t`.
  func number(_ quantity: Quantity, _ what: String, extra: [String: Double] = [:]) throws(SceneBuildError) -> Double {
    var names = constants
    for (name, value) in extra { names[name] = value }
    return try quantity.sceneValue(names, what)
  }

  /// The view of a layer.
  func view(_ id: String) throws(SceneBuildError) -> UIView {
    guard let found = layers.first(where: { $0.id == id }) else { throw SceneBuildError("unknown layer \(id)") }
    return found.view
  }

  /// Sample times 0, h, 2h, … up to `duration`, checked like a physics run.
  func sampleTimes(_ duration: Double) throws(SceneBuildError) -> [Double] {
    guard duration.isFinite, duration > 0 else { throw SceneBuildError("the run time must be a positive number of seconds") }
    guard duration <= SceneSpec.maximumRunDuration else {
      throw SceneBuildError("a run is limited to \(Int(SceneSpec.maximumRunDuration)) s (asked for \(duration) s)")
    }
    let h = lesson.scene.step
    let steps = max(Int((duration / h).rounded()), 1)
    return (0...steps).map { Double($0) * h }
  }

  /// The trajectory of what each layer shows at each time: centre, rotation, alpha and scale (the
  /// displayed width over the layer's start width), with velocities from backward differences.
  /// `moving` names the layers that change, for drawings with trails.
  func trajectory(times: [Double], moving: Set<String>,
                  presentation: (UIView, Double) -> UIViewPresentation) -> Trajectory {
    var trajectory = Trajectory()
    trajectory.times = times
    trajectory.stageWidth = geometry.width
    trajectory.stageHeight = geometry.height
    for (id, view) in layers {
      let width = Double(view.bounds.width), height = Double(view.bounds.height)
      var track = ItemTrack(id: id, width: width, height: height, isDynamic: moving.contains(id))
      for time in times {
        let shown = presentation(view, time)
        track.x.append(Double(shown.center.x))
        track.y.append(Double(shown.center.y))
        track.angle.append(Double(shown.value(forKeyPath: "transform.rotation") ?? 0))
        let scale = Double(shown.value(forKeyPath: "transform.scale") ?? 1) * Double(shown.bounds.width) / width
        track.scale.append(scale.isFinite ? scale : 1)
        track.alpha.append(Double(shown.alpha))
      }
      (track.vx, track.vy) = (Self.rates(track.x, times), Self.rates(track.y, times))
      trajectory.tracks.append(track)
    }
    return trajectory
  }

  /// Backward differences (the first sample takes the forward one); 0 for a single sample.
  static func rates(_ values: [Double], _ times: [Double]) -> [Double] {
    guard values.count > 1 else { return values.map { _ in 0 } }
    return values.indices.map { i in
      let (a, b) = i == 0 ? (0, 1) : (i - 1, i)
      let span = times[b] - times[a]
      return span > 0 ? (values[b] - values[a]) / span : 0
    }
  }
}
