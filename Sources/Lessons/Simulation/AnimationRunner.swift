import Dynamics
import Foundation

/// Runs an `animation` lesson: its `UIView.animate…` calls are recorded on a `UIViewAnimationTimeline`
/// at their `at` times, completions fire as the clock passes them, and every layer's presentation is
/// sampled each step.
enum AnimationRunner {
  static func run(_ lesson: Lesson, values: ParameterValues, duration: Double) throws(SceneBuildError) -> SceneRun {
    let stage = try LayerStage(lesson, values: values)
    let times = try stage.sampleTimes(duration)
    var calls: [(at: Double, order: Int, record: () -> Void)] = []
    var moving: Set<String> = []
    for (order, animation) in lesson.animations.enumerated() where values["\(animation.id).enabled"] != 0 {
      let call = try AnimationCall(animation, stage: stage)
      calls.append((call.at, order, call.perform))
      moving.formUnion(animation.layers)
    }
    calls.sort { ($0.at, $0.order) < ($1.at, $1.order) }
    let timeline = UIViewAnimationTimeline()
    for call in calls {
      timeline.advance(to: call.at)
      timeline.record(call.record)
    }
    timeline.advance(to: times.last ?? 0)
    let trajectory = stage.trajectory(times: times, moving: moving) { view, time in
      timeline.presentation(of: view, at: time)
    }
    return SceneRun(trajectory: trajectory, geometry: stage.geometry, constants: stage.constants)
  }
}

/// One animation with every number evaluated, ready to be recorded.
struct AnimationCall {
  let at: Double
  let perform: () -> Void

  init(_ spec: AnimationSpec, stage: LayerStage) throws(SceneBuildError) {
    func number(_ key: String, _ fallback: Double) throws(SceneBuildError) -> Double {
      if let value = stage.values["\(spec.id).\(key)"] { return value }
      guard case .number(let quantity)? = spec.properties[key] else { return fallback }
      return try stage.number(quantity, "animation \(spec.id) \(key)")
    }
    func text(_ key: String, _ fallback: String) -> String {
      let name = "\(spec.id).\(key)"
      if let parameter = stage.lesson.parameter(name), parameter.kind == .enum, let index = stage.values[name],
         parameter.options.indices.contains(Int(index)) {
        return parameter.options[Int(index)]
      }
      if case .text(let value)? = spec.properties[key] { return value }
      return fallback
    }
    at = try number("at", 0)
    let duration = try number("duration", 0.3), delay = try number("delay", 0)
    guard at >= 0, delay >= 0, duration > 0, duration <= 60 else {
      throw SceneBuildError("animation \(spec.id): at and delay must be >= 0 and duration in (0, 60] s")
    }
    let changes = try spec.changes.map { change throws(SceneBuildError) in try ResolvedChange(change, stage: stage) }
    let completion = try spec.completion.map { change throws(SceneBuildError) in try ResolvedChange(change, stage: stage) }
    let animations = { for change in changes { change.apply() } }
    let finish: (Bool) -> Void = { _ in for change in completion { change.apply() } }
    switch spec.kind {
    case .basic:
      let options: UIView.AnimationOptions
      switch text("curve", "easeInOut") {
      case "linear": options = .curveLinear
      case "easeIn": options = .curveEaseIn
      case "easeOut": options = .curveEaseOut
      default: options = .curveEaseInOut
      }
      perform = { UIView.animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: finish) }
    case .spring:
      let ratio = try number("dampingRatio", 0.5), velocity = try number("initialVelocity", 0)
      guard ratio > 0, ratio <= 1 else { throw SceneBuildError("animation \(spec.id): dampingRatio must be in (0, 1]") }
      perform = {
        UIView.animate(withDuration: duration, delay: delay, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
                       options: [], animations: animations, completion: finish)
      }
    case .keyframes:
      let options: UIView.KeyframeAnimationOptions
      switch text("mode", "linear") {
      case "cubic": options = .calculationModeCubic
      case "discrete": options = .calculationModeDiscrete
      case "paced": options = .calculationModePaced
      case "cubicPaced": options = .calculationModeCubicPaced
      default: options = .calculationModeLinear
      }
      var frames: [(start: Double, length: Double, changes: [ResolvedChange])] = []
      for keyframe in spec.keyframes {
        let start = try stage.number(keyframe.start, "animation \(spec.id) keyframe start")
        let length = try stage.number(keyframe.duration, "animation \(spec.id) keyframe duration")
        guard start >= 0, length >= 0, start + length <= 1 + 1e-9 else {
          throw SceneBuildError("animation \(spec.id): a keyframe's start and duration must lie within 0…1")
        }
        let resolved = try keyframe.changes.map { change throws(SceneBuildError) in try ResolvedChange(change, stage: stage) }
        frames.append((start, length, resolved))
      }
      perform = {
        UIView.animateKeyframes(withDuration: duration, delay: delay, options: options, animations: {
          for frame in frames {
            UIView.addKeyframe(withRelativeStartTime: frame.start, relativeDuration: frame.length) {
              for change in frame.changes { change.apply() }
            }
          }
          animations()
        }, completion: finish)
      }
    }
  }
}

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
