import LessonModel
import Dynamics
import Foundation

/// A layer change with its numbers evaluated.
struct ResolvedChange {
  let view: UIView
  /// The layer's id.
  let layer: String
  let frame: CGRect?
  let center: CGPoint?
  let alpha: Double?
  let scale: Double?
  let rotation: Double?

  /// Each coordinate of `center` as the lesson writes it (nil: its number), for `code`.
  private let centerText: [AnimationTargetText?]

  /// `name` gives the Swift identifier of a layer's view, for the Swift text.
  init(_ change: LayerChange, stage: LayerStage, name: (String) -> String = { $0 }) throws(SceneBuildError) {
    view = try stage.view(change.layer)
    layer = change.layer
    startScale = try stage.property(change.layer, "scale", stage.lesson.items.first { $0.id == change.layer }?.scale, fallback: 1)
    startRotation = try stage.property(change.layer, "angle", stage.lesson.items.first { $0.id == change.layer }?.angle, fallback: 0)
    let what = "change of layer \(change.layer)"
    if let frame = change.frame, frame.count == 4 {
      var numbers: [Double] = []
      for component in frame { numbers.append(try stage.number(component, what)) }
      guard numbers[2] > 0, numbers[3] > 0 else { throw SceneBuildError("\(what): the frame needs a positive size") }
      self.frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    } else {
      frame = nil
    }
    if let center = change.center {
      let value = CGPoint(x: try stage.number(center.x, what), y: try stage.number(center.y, what))
      self.center = value
      centerText = [(center.x, value.x), (center.y, value.y)].map { quantity, number in
        AnimationTargetText.translate(quantity, value: Double(number), stage: stage, name: name)
      }
    } else {
      center = nil
      centerText = [nil, nil]
    }
    alpha = try change.alpha.map { quantity throws(SceneBuildError) in try stage.number(quantity, what) }
    scale = try change.scale.map { quantity throws(SceneBuildError) in try stage.number(quantity, what) }
    rotation = try change.rotation.map { quantity throws(SceneBuildError) in try stage.number(quantity, what) }
    if let scale, scale <= 0 { throw SceneBuildError("\(what): scale must be positive") }
  }

  /// The layer's starting scale and rotation: what a change of only one of them keeps of the other in
  /// the Swift text (`code`), where the model's current transform is not known.
  let startScale: Double, startRotation: Double

  /// The Swift statements of `apply()`, with the view named `self.<name(layer)>`; a target may read the
  /// centres of the layers in `stillLayers` (those no earlier statement of the animation moves).
  func swift(name: (String) -> String, stillLayers: Set<String> = []) -> [String] {
    let n: (Double) -> String = SwiftSource.number, target = "self." + name(layer)
    var lines: [String] = []
    if let frame { lines.append("\(target).frame = \(SwiftSource.rect(frame))") }
    if let center {
      let written = zip(centerText, [center.x, center.y]).map { text, number in
        text.flatMap { $0.reads.isSubset(of: stillLayers) ? $0.text : nil } ?? n(Double(number))
      }
      lines.append("\(target).center = CGPoint(x: \(written[0]), y: \(written[1]))")
    }
    if let alpha { lines.append("\(target).alpha = \(n(alpha))") }
    if scale != nil || rotation != nil {
      let s = n(scale ?? startScale), r = rotation ?? startRotation
      lines.append("\(target).transform = CGAffineTransform(scaleX: \(s), y: \(s))" + (r == 0 ? "" : ".rotated(by: \(n(r)))"))
    }
    return lines
  }

  /// Assigns the new values to the view, as an animations or completion block does.
  func apply() {
    if let frame { view.frame = frame }
    if let center { view.center = center }
    if let alpha { view.alpha = alpha }
    if scale != nil || rotation != nil {
      let model = UIViewPresentation(modelOf: view)
      let s = scale ?? Double(model.value(forKeyPath: "transform.scale") ?? 1)
      let r = rotation ?? Double(model.value(forKeyPath: "transform.rotation") ?? 0)
      // No rotation is no `rotated(by: 0)`, which could leave a -0 that reads back as an angle of -0.
      view.transform = r == 0 ? CGAffineTransform(scaleX: s, y: s) : CGAffineTransform(scaleX: s, y: s).rotated(by: r)
    }
  }
}
