import LessonModel
import Expressions
import Dynamics
import Foundation

/// A coordinate of an animation's target as the lesson writes it, in Swift: `width` and `height` as
/// `self.view.bounds`, a layer's `x` and `y` as its view's centre (`self.detail.center.y`), other names
/// as their values. Written so only where the Swift arithmetic gives the double the lesson's did.
struct AnimationTargetText {
  /// The Swift text.
  let text: String
  /// Its value now, computed as Swift computes it.
  let value: Double
  /// The layers whose centres it reads (their centres must not have moved when it runs).
  let reads: Set<String>
  /// 3 for an operand, 2 for a product, 1 for a sum: where parentheses are needed.
  let precedence: Int

  /// `quantity` in Swift, or nil where it is a plain number or cannot be written so that it gives `value`.
  static func translate(_ quantity: Quantity, value: Double, stage: LayerStage, name: (String) -> String) -> AnimationTargetText? {
    guard case .expression(let expression, _) = quantity,
          let written = translate(expression, stage: stage, name: name),
          written.value.bitPattern == value.bitPattern, written.text != SwiftSource.number(value) else { return nil }
    return written
  }

  private static func translate(_ expression: Expressions.Expression, stage: LayerStage,
                                name: (String) -> String) -> AnimationTargetText? {
    switch expression {
    case .number(let x): return AnimationTargetText(text: SwiftSource.number(x), value: x, reads: [], precedence: 3)
    case .name(let bound, nil, _) where bound == "width" || bound == "height":
      let size = bound == "width" ? stage.geometry.width : stage.geometry.height
      return AnimationTargetText(text: "self.view.bounds.\(bound)", value: size, reads: [], precedence: 3)
    case .name(let written, nil, _):
      let axis = written.hasSuffix(".x") ? "x" : written.hasSuffix(".y") ? "y" : nil
      let layer = String(written.dropLast(2))
      if let axis, let view = try? stage.view(layer), let known = stage.constants[written] {
        let center = Double(axis == "x" ? view.center.x : view.center.y)
        guard center.bitPattern == known.bitPattern else { return nil }
        return AnimationTargetText(text: "self.\(name(layer)).center.\(axis)", value: center, reads: [layer], precedence: 3)
      }
      return stage.constants[written].map { AnimationTargetText(text: SwiftSource.number($0), value: $0, reads: [], precedence: 3) }
    case .unary(.negate, let operand):
      guard let a = translate(operand, stage: stage, name: name) else { return nil }
      return AnimationTargetText(text: "-" + (a.precedence < 3 ? "(\(a.text))" : a.text), value: -a.value, reads: a.reads,
                                 precedence: 3)
    case .binary(let op, let lhs, let rhs):
      guard let a = translate(lhs, stage: stage, name: name), let b = translate(rhs, stage: stage, name: name) else { return nil }
      let precedence: Int, value: Double
      switch op {
      case .add: (precedence, value) = (1, a.value + b.value)
      case .subtract: (precedence, value) = (1, a.value - b.value)
      case .multiply: (precedence, value) = (2, a.value * b.value)
      case .divide: (precedence, value) = (2, a.value / b.value)
      default: return nil
      }
      let left = a.precedence < precedence ? "(\(a.text))" : a.text
      let groupsRight = b.precedence < precedence || (b.precedence == precedence && (op == .subtract || op == .divide))
      let right = groupsRight ? "(\(b.text))" : b.text
      return AnimationTargetText(text: "\(left) \(op.rawValue) \(right)", value: value, reads: a.reads.union(b.reads),
                                 precedence: precedence)
    default: return nil
    }
  }
}
