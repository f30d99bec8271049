import LessonModel
import Dynamics
import Foundation

/// One animation with every number evaluated, ready to be recorded, and the Swift text of the same
/// call (for `code`), written beside it so that the two cannot drift apart.
struct AnimationCall {
  let at: Double
  let perform: () -> Void
  /// The `UIView.animate…` statement, its closures' lines indented by two spaces per level; views are
  /// named by `name`.
  let swift: [String]

  init(_ spec: AnimationSpec, stage: LayerStage, name: (String) -> String = { $0 }) throws(SceneBuildError) {
    func number(_ key: String, _ written: Quantity?, _ fallback: Double) throws(SceneBuildError) -> Double {
      if let value = stage.values["\(spec.id).\(key)"] { return value }
      guard let written else { return fallback }
      return try stage.number(written, "animation \(spec.id) \(key)")
    }
    /// An enum parameter's chosen option, else the file's value, else `fallback`.
    func choice<Value: LessonChoice>(_ key: String, _ written: Value?, _ fallback: Value) -> Value {
      let name = "\(spec.id).\(key)"
      if let parameter = stage.lesson.parameter(name), parameter.kind == .enum, let index = stage.values[name],
         let option = Int(exactly: index.rounded(.towardZero)), parameter.options.indices.contains(option),
         let value = Value(lessonText: parameter.options[option]) {
        return value
      }
      return written ?? fallback
    }
    at = try number("at", spec.at, 0)
    let duration = try number("duration", spec.duration, 0.3), delay = try number("delay", spec.delay, 0)
    guard at >= 0, delay >= 0, duration > 0, duration <= 60 else {
      throw SceneBuildError("animation \(spec.id): at and delay must be >= 0 and duration in (0, 60] s")
    }
    let changes = try spec.changes.map { change throws(SceneBuildError) in try ResolvedChange(change, stage: stage, name: name) }
    let completion = try spec.completion.map { change throws(SceneBuildError) in
      try ResolvedChange(change, stage: stage, name: name)
    }
    // A target may read a layer's centre only where nothing else in the animation moves that layer: the
    // Swift reads it when the block runs, the lesson read it before the animation.
    let moves = (spec.changes + spec.completion + spec.keyframes.flatMap(\.changes)).filter { $0.center != nil || $0.frame != nil }
    let layers = Set(stage.lesson.items.map(\.id))
    func stillLayers(for change: ResolvedChange, inCompletion: Bool) -> Set<String> {
      guard !inCompletion else { return [] }
      return layers.filter { layer in
        let moving = moves.filter { $0.layer == layer }
        return moving.isEmpty || (moving.count == 1 && change.layer == layer && change.frame == nil && change.center != nil)
      }
    }
    let animations = { for change in changes { change.apply() } }
    let finish: (Bool) -> Void = { _ in for change in completion { change.apply() } }
    let n: (Double) -> String = SwiftSource.number
    func statements(_ changes: [ResolvedChange], depth: Int, inCompletion: Bool = false) -> [String] {
      changes.flatMap { $0.swift(name: name, stillLayers: stillLayers(for: $0, inCompletion: inCompletion)) }
        .map { String(repeating: "  ", count: depth) + $0 }
    }
    let completionText = completion.isEmpty ? ["}, completion: nil)"]
      : ["}, completion: { _ in"] + statements(completion, depth: 1, inCompletion: true) + ["})"]
    switch spec.kind {
    case .basic:
      let options: UIView.AnimationOptions, curve: String
      switch choice("curve", spec.curve, AnimationCurve.easeInOut) {
      case .linear: (options, curve) = (.curveLinear, ".curveLinear")
      case .easeIn: (options, curve) = (.curveEaseIn, ".curveEaseIn")
      case .easeOut: (options, curve) = (.curveEaseOut, ".curveEaseOut")
      case .easeInOut: (options, curve) = (.curveEaseInOut, ".curveEaseInOut")
      }
      perform = { UIView.animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: finish) }
      swift = ["UIView.animate(withDuration: \(n(duration)), delay: \(n(delay)), options: \(curve), animations: {"]
        + statements(changes, depth: 1) + completionText
    case .spring:
      let ratio = try number("dampingRatio", spec.dampingRatio, 0.5)
      let velocity = try number("initialVelocity", spec.initialVelocity, 0)
      guard ratio > 0, ratio <= 1 else { throw SceneBuildError("animation \(spec.id): dampingRatio must be in (0, 1]") }
      perform = {
        UIView.animate(withDuration: duration, delay: delay, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
                       options: [], animations: animations, completion: finish)
      }
      swift = ["UIView.animate(withDuration: \(n(duration)), delay: \(n(delay)), usingSpringWithDamping: \(n(ratio)), "
        + "initialSpringVelocity: \(n(velocity)), options: [], animations: {"] + statements(changes, depth: 1) + completionText
    case .keyframes:
      let options: UIView.KeyframeAnimationOptions, mode: String
      switch choice("mode", spec.mode, KeyframeMode.linear) {
      case .cubic: (options, mode) = (.calculationModeCubic, ".calculationModeCubic")
      case .discrete: (options, mode) = (.calculationModeDiscrete, ".calculationModeDiscrete")
      case .paced: (options, mode) = (.calculationModePaced, ".calculationModePaced")
      case .cubicPaced: (options, mode) = (.calculationModeCubicPaced, ".calculationModeCubicPaced")
      case .linear: (options, mode) = (.calculationModeLinear, ".calculationModeLinear")
      }
      var frames: [(start: Double, length: Double, changes: [ResolvedChange])] = []
      for keyframe in spec.keyframes {
        let start = try stage.number(keyframe.start, "animation \(spec.id) keyframe start")
        let length = try stage.number(keyframe.duration, "animation \(spec.id) keyframe duration")
        guard start >= 0, length >= 0, start + length <= 1 + 1e-9 else {
          throw SceneBuildError("animation \(spec.id): a keyframe's start and duration must lie within 0…1")
        }
        let resolved = try keyframe.changes.map { change throws(SceneBuildError) in
          try ResolvedChange(change, stage: stage, name: name)
        }
        frames.append((start, length, resolved))
      }
      var lines = ["UIView.animateKeyframes(withDuration: \(n(duration)), delay: \(n(delay)), options: \(mode), animations: {"]
      for frame in frames {
        lines += ["  UIView.addKeyframe(withRelativeStartTime: \(n(frame.start)), relativeDuration: \(n(frame.length))) {"]
          + statements(frame.changes, depth: 2) + ["  }"]
      }
      swift = lines + statements(changes, depth: 1) + completionText
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
