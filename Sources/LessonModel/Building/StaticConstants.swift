/// The numbers every static expression of a lesson may use, for given parameter values: the scene
/// size and duration, the parameters, the `scene.let` values (in file order; a parameter of the same
/// name wins) and each item's initial geometry (`box.frame.x`, `box.width`, `box.x` for the centre).
public enum StaticConstants {
  /// Computes the constants, or says which one cannot be computed.
  public static func compute(_ lesson: Lesson, values: ParameterValues) throws(SceneBuildError) -> [String: Double] {
    let scene = lesson.scene
    var constants: [String: Double] = [
      "width": values[ParameterName.sceneWidth] ?? scene.width,
      "height": values[ParameterName.sceneHeight] ?? scene.height,
      "duration": values[ParameterName.sceneDuration] ?? scene.duration,
    ]
    for (name, value) in values.all { constants[name] = value }
    func evaluate(_ quantity: Quantity, _ what: String) throws(SceneBuildError) -> Double {
      try quantity.sceneValue(constants, what)
    }
    for (name, quantity) in scene.lets where values[name] == nil {
      constants[name] = try evaluate(quantity, "scene.let \(name)")
    }
    for item in lesson.items {
      // A lesson file with a bad frame is rejected by the loader; here it is only skipped.
      guard item.frame.count == 4 else { continue }
      var frame: [Double] = []
      for (index, component) in ["x", "y", "width", "height"].enumerated() {
        let name = "\(item.id).frame.\(component)"
        if let value = values[name] {
          frame.append(value)
        } else {
          frame.append(try evaluate(item.frame[index], name))
        }
      }
      constants["\(item.id).frame.x"] = frame[0]
      constants["\(item.id).frame.y"] = frame[1]
      constants["\(item.id).frame.width"] = frame[2]
      constants["\(item.id).frame.height"] = frame[3]
      constants["\(item.id).width"] = frame[2]
      constants["\(item.id).height"] = frame[3]
      constants["\(item.id).x"] = frame[0] + frame[2] / 2
      constants["\(item.id).y"] = frame[1] + frame[3] / 2
    }
    return constants
  }
}
