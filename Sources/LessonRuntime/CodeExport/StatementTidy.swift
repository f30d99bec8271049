import Dynamics
import Foundation

/// The statements `SceneBuilder` writes, one per engine call with every number it passed, tidied as
/// an iOS developer writes them: a property set to the value UIKit already gives it is left out, an
/// angle reads as a fraction of π, an attachment without offsets uses the initializer without them.
/// Each change keeps the engine's state bit for bit: a default is only left out where the engine's
/// own default is the same, and an angle only rewritten where the new text gives the same double.
enum StatementTidy {
  /// `lines` of `viewDidLoad()` tidied; `declarations` give each behaviour's class (`var push: UIPushBehavior!`),
  /// `views` the scene's views and their frames: an anchor or a snap point on a view's centre is
  /// written as that centre, a boundary along a view's edge as that edge.
  static func setUp(_ lines: [String], declarations: [String], views: [(name: String, frame: CGRect, center: CGPoint)] = []) -> [String] {
    let classes = Self.classes(declarations)
    let shared = sharedItemBehaviors(lines, classes: classes)
    let places = ViewPlaces(views)
    let tidied: [String] = lines.map { places.named(in: $0) }.compactMap { line in
      guard let (name, rest) = split(line), let type = classes[name] else { return rewritten(line) }
      if let (property, value) = assignment(rest) {
        // Another item behaviour on the same item would take over a property this one leaves unset.
        if type == "UIDynamicItemBehavior" && shared.contains(name) { return line }
        if defaults[type]?[property] == value { return nil }
        return line
      }
      if rest.hasPrefix("setAngle("), let call = angleCall(rest) {
        return tidyAngle(name: name, type: type, angle: call.angle, magnitude: call.magnitude)
      }
      return rewritten(line)
    }
    return explainingEmptyItemBehaviors(tidied, classes: classes)
  }

  /// Why an item behaviour that sets no property is there, in a comment above its creation: it still
  /// changes the run, since its items take its defaults (UIKit's documented ones, friction 0), where
  /// an item that no item behaviour names rubs with friction 0.2 against what it touches.
  private static func explainingEmptyItemBehaviors(_ lines: [String], classes: [String: String]) -> [String] {
    lines.flatMap { line -> [String] in
      guard let (name, rest) = split(line), classes[name] == "UIDynamicItemBehavior",
            rest.hasPrefix(" = UIDynamicItemBehavior(items: "),
            !lines.contains(where: { $0.hasPrefix(name + ".") }) else { return [line] }
      return ["// UIKit's item defaults, friction 0 among them: an item no item behaviour names has friction 0.2",
              line]
    }
  }

  /// The text of an angle: a fraction of π where that gives the same double (`.pi / 2`), else the number.
  static func angle(_ value: Double) -> String {
    if value == 0 { return "0" }
    let sign = value < 0 ? "-" : "", magnitude = abs(value)
    if magnitude == Double.pi { return sign + ".pi" }
    for divisor in 2...12 where magnitude == Double.pi / Double(divisor) { return "\(sign).pi / \(divisor)" }
    for divisor in 2...12 {
      for multiple in 2..<(2 * divisor) where magnitude == Double(multiple) * Double.pi / Double(divisor) {
        return "\(sign)\(multiple) * .pi / \(divisor)"
      }
    }
    return SwiftSource.number(value)
  }

  // MARK: Defaults

  /// Properties whose documented UIKit default the engine shares, by class, as the statement writes
  /// the value: a statement setting one of them to it is left out.
  static let defaults: [String: [String: String]] = {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: .zero)
    let item = UIDynamicItemBehavior(items: [view])
    let documented: [String: [String: (documented: String, engine: String)]] = [
      "UIAttachmentBehavior": ["frequency": ("0", SwiftSource.number(attachment.frequency)),
                               "damping": ("0", SwiftSource.number(attachment.damping))],
      "UICollisionBehavior": ["collisionMode": (".everything", SwiftSource.collisionMode(UICollisionBehavior(items: []).collisionMode))],
      "UISnapBehavior": ["damping": ("0.5", SwiftSource.number(UISnapBehavior(item: view, snapTo: .zero).damping))],
      "UIPushBehavior": ["active": ("true", "\(UIPushBehavior(items: [], mode: .continuous).active)")],
      "UIDynamicItemBehavior": [
        "elasticity": ("0", SwiftSource.number(item.elasticity)), "friction": ("0", SwiftSource.number(item.friction)),
        "density": ("1", SwiftSource.number(item.density)), "resistance": ("0", SwiftSource.number(item.resistance)),
        "angularResistance": ("0", SwiftSource.number(item.angularResistance)), "charge": ("0", SwiftSource.number(item.charge)),
        "allowsRotation": ("true", "\(item.allowsRotation)"), "isAnchored": ("false", "\(item.isAnchored)"),
      ],
    ]
    return documented.mapValues { properties in
      properties.compactMapValues { $0.documented == $0.engine ? $0.documented : nil }
    }
  }()

  /// Item behaviours that share an item with another item behaviour.
  private static func sharedItemBehaviors(_ lines: [String], classes: [String: String]) -> Set<String> {
    var owners: [String: [String]] = [:]
    for line in lines {
      guard let (name, rest) = split(line), classes[name] == "UIDynamicItemBehavior",
            rest.hasPrefix(" = UIDynamicItemBehavior(items: [") else { continue }
      let list = rest.dropFirst(" = UIDynamicItemBehavior(items: [".count).prefix { $0 != "]" }
      for item in list.split(separator: ",") { owners[item.trimmingCharacters(in: .whitespaces), default: []].append(name) }
    }
    return Set(owners.values.filter { $0.count > 1 }.flatMap { $0 })
  }

  // MARK: Angles

  /// `setAngle(…)` of a gravity or push, or what gives the same vector with less: nothing when it is
  /// the default, the magnitude alone when the angle is.
  private static func tidyAngle(name: String, type: String, angle: Double, magnitude: Double) -> String? {
    let full = "\(name).setAngle(\(Self.angle(angle)), magnitude: \(SwiftSource.number(magnitude)))"
    switch type {
    case "UIGravityBehavior":
      func direction(_ configure: (UIGravityBehavior) -> Void) -> [UInt64] {
        let gravity = UIGravityBehavior(items: [])
        configure(gravity)
        return [gravity.gravityDirection.dx, gravity.gravityDirection.dy].map { Double($0).bitPattern }
      }
      let wanted = direction { $0.setAngle(angle, magnitude: magnitude) }
      if wanted == direction({ _ in }) { return nil }
      if wanted == direction({ $0.magnitude = magnitude }) { return "\(name).magnitude = \(SwiftSource.number(magnitude))" }
      return full
    case "UIPushBehavior":
      let push = UIPushBehavior(items: [], mode: .continuous)
      if angle == push.angle && magnitude == push.magnitude { return nil }
      if angle == push.angle { return "\(name).magnitude = \(SwiftSource.number(magnitude))" }
      return full
    default:
      return full
    }
  }

  /// The numbers of `setAngle(a, magnitude: m)`.
  private static func angleCall(_ rest: String) -> (angle: Double, magnitude: Double)? {
    let inner = rest.dropFirst("setAngle(".count).dropLast()
    let parts = inner.components(separatedBy: ", magnitude: ")
    guard rest.hasSuffix(")"), parts.count == 2, let angle = Double(parts[0]), let magnitude = Double(parts[1]) else { return nil }
    return (angle, magnitude)
  }

  // MARK: Other rewrites

  /// A statement with the rewrites that do not depend on its receiver's class.
  private static func rewritten(_ line: String) -> String? {
    var line = line
    // An attachment without offsets: the initializer without them (the same behaviour).
    line = line.replacingOccurrences(of: ", offsetFromCenter: UIOffset(horizontal: 0, vertical: 0), attachedToAnchor: ",
                                     with: ", attachedToAnchor: ")
    line = line.replacingOccurrences(of: ", offsetFromCenter: UIOffset(horizontal: 0, vertical: 0), attachedTo: ",
                                     with: ", attachedTo: ")
    line = line.replacingOccurrences(of: ", offsetFromCenter: .zero)", with: ")")
    if let range = line.range(of: ".transform = CGAffineTransform(rotationAngle: "), line.hasSuffix(")"),
       let value = Double(line[range.upperBound...].dropLast()) {
      if value == 0 { return nil }  // the identity every view starts with
      return String(line[..<range.upperBound]) + angle(value) + ")"
    }
    // A start velocity of zero is every item's.
    if line.hasPrefix("itemBehavior(for: "), line.contains(".addLinearVelocity(CGPoint(x: 0, y: 0), for: ") { return nil }
    let step = "animator.timeStep = " + SwiftSource.number(1.0 / 60)
    if line.hasPrefix(step + " ") { line = "animator.timeStep = 1.0 / 60" + line.dropFirst(step.count) }
    return line
  }

  /// `name` and what follows it, for a statement that starts with an identifier and a dot or ` = `.
  private static func split(_ line: String) -> (String, String)? {
    let name = line.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty else { return nil }
    let rest = line.dropFirst(name.count)
    if rest.hasPrefix(".") { return (String(name), String(rest.dropFirst())) }
    if rest.hasPrefix(" = ") { return (String(name), String(rest)) }
    return nil
  }

  /// `property = value` of a simple assignment.
  private static func assignment(_ rest: String) -> (String, String)? {
    let parts = rest.components(separatedBy: " = ")
    guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
    return (parts[0], parts[1])
  }

  /// The class of each behaviour the declarations name (`var gravity: UIGravityBehavior!`).
  private static func classes(_ declarations: [String]) -> [String: String] {
    var classes: [String: String] = [:]
    for line in declarations where line.hasPrefix("var ") && line.hasSuffix("!") {
      let parts = line.dropFirst(4).dropLast().components(separatedBy: ": ")
      if parts.count == 2 { classes[parts[0]] = parts[1] }
    }
    return classes
  }
}
