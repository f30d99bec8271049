import Dynamics
import Foundation

/// A layer change with its numbers evaluated.
struct ResolvedChange {
  let view: UIView
  let frame: CGRect?
  let center: CGPoint?
  let alpha: Double?
  let scale: Double?
  let rotation: Double?

  init(_ change: LayerChange, stage: LayerStage) throws(SceneBuildError) {
    view = try stage.view(change.layer)
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
      self.center = CGPoint(x: try stage.number(center.x, what), y: try stage.number(center.y, what))
    } else {
      center = nil
    }
    alpha = try change.alpha.map { quantity throws(SceneBuildError) in try stage.number(quantity, what) }
    scale = try change.scale.map { quantity throws(SceneBuildError) in try stage.number(quantity, what) }
    rotation = try change.rotation.map { quantity throws(SceneBuildError) in try stage.number(quantity, what) }
    if let scale, scale <= 0 { throw SceneBuildError("\(what): scale must be positive") }
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
      view.transform = CGAffineTransform(scaleX: s, y: s).rotated(by: r)
    }
  }
}
