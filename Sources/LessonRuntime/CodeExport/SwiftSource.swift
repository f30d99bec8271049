import LessonModel
import Dynamics
import Foundation

/// The Swift source of a scene, written line by line beside the calls `SceneBuilder` makes on the
/// engine, so that the text does exactly what the built scene does (`CodeExport` assembles the file).
final class SwiftSource {
  /// Stored properties of the view controller (`let ball = UIView(…)`, `var gravity: …!`).
  private(set) var declarations: [String] = []
  /// The body of `viewDidLoad()`, after `super.viewDidLoad()`.
  private(set) var setUp: [String] = []
  /// Whether some view collides as an ellipse (the file then declares `BallView`).
  var usesBallView = false
  /// Whether `viewDidLoad()` calls `itemBehavior(for:)` (a start velocity).
  var usesItemBehaviorHelper = false
  /// Gesture handlers of the view controller: signature, one-line summary, body.
  private(set) var handlers: [(signature: String, summary: String, body: [String])] = []
  /// Item behaviours in the lesson's order, as identifiers: `itemBehavior(for:)` searches them.
  private(set) var itemBehaviors: [String] = []
  /// The view's size and the scene's constants of it, for numbers the lesson derives from them.
  var sizes: SizeTranslator?
  /// Views in the lesson's order, as identifiers.
  private(set) var views: [String] = []
  private var names: [String: String] = [:]
  private var taken: Set<String>

  /// Names a view controller already has, Swift's keywords, and the file's own members.
  static let reserved: Set<String> = [
    "view", "title", "animator", "loadView", "viewDidLoad", "present", "dismiss", "description", "self",
    "super", "init", "deinit", "class", "struct", "enum", "let", "var", "func", "return", "default", "case",
    "in", "for", "while", "if", "else", "switch", "break", "continue", "true", "false", "nil", "is", "as",
    "do", "try", "catch", "throw", "repeat", "where", "import", "static", "extension", "protocol",
    "itemBehavior", "timedEvents", "simulate", "BallView", "FingerDrag", "operator", "subscript", "tapped",
    "fingerTap", "fingerFlick", "dragged", "flung", "userDragBehavior", "panDivisor", "tapDivisor",
  ]

  init() { taken = Self.reserved }

  /// The Swift identifier of a lesson item (`ball{i}` ids are already identifiers).
  func item(_ id: String) -> String { name("item:" + id, id, suffix: "View") }

  /// The Swift identifier of a lesson behaviour.
  func behavior(_ id: String) -> String { name("behavior:" + id, id, suffix: "Behavior") }

  /// The Swift identifier of a scene constant used as a local of `viewDidLoad()` (`S` → `s`).
  func local(_ name: String) -> String { self.name("local:" + name, name, suffix: "Value") }

  /// The Swift identifier of an array of repeated views or behaviours (`ball` → `balls`).
  func array(_ base: String) -> String {
    let word = Self.camelCase(base)
    let plural = word.hasSuffix("s") || word.hasSuffix("x") || word.hasSuffix("ch") || word.hasSuffix("sh") ? word + "es"
      : word.hasSuffix("y") && !"aeiou".contains(word.dropLast().last ?? "a") ? word.dropLast() + "ies" : word + "s"
    return name("array:" + base, plural, suffix: "List")
  }

  /// A method name from an event's label ("Start tapped" → `startTapped`).
  func method(_ label: String) -> String {
    let key = "method:" + label
    if let known = names[key] { return known }
    var base = Self.camelCase(label)
    if base.isEmpty { base = "event" }
    var candidate = base, number = 2
    while taken.contains(candidate) { candidate = base + String(number); number += 1 }
    taken.insert(candidate)
    names[key] = candidate
    return candidate
  }

  private func name(_ key: String, _ id: String, suffix: String) -> String {
    if let known = names[key] { return known }
    var base = Self.camelCase(id)
    if base.isEmpty || base.first?.isNumber == true { base = "item" + base }
    var candidate = taken.contains(base) ? base + suffix : base, number = 2
    while taken.contains(candidate) { candidate = base + suffix + String(number); number += 1 }
    taken.insert(candidate)
    names[key] = candidate
    return candidate
  }

  /// Words of letters and digits joined in lowerCamelCase; the first word keeps its inner capitals.
  static func camelCase(_ text: String) -> String {
    let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
    guard let first = words.first else { return "" }
    let head = first.prefix(1).lowercased() + first.dropFirst()
    return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// UpperCamelCase of a lesson id (`falling-buttons` → `FallingButtons`).
  static func typeName(_ id: String) -> String {
    let lower = camelCase(id)
    return lower.prefix(1).uppercased() + lower.dropFirst()
  }

  /// Adds a stored property.
  func declare(_ line: String) { declarations.append(line) }

  /// Adds a line to `viewDidLoad()`.
  func add(_ line: String) { setUp.append(line) }

  /// Adds a gesture handler method.
  func addHandler(signature: String, summary: String, body: [String]) { handlers.append((signature, summary, body)) }

  /// Adds a gesture recognizer of `type` on `view` whose handler is the method `handler(_:)`: with
  /// target and action where UIKit has them (the handler is then `@objc`), with a closure in the
  /// terminal, where there is no Objective-C runtime to send an action.
  func addRecognizer(_ type: String, on view: String, handler: String) {
    setUp += ["#if canImport(UIKit)",
              "\(view).addGestureRecognizer(\(type)(target: self, action: #selector(\(handler)(_:))))",
              "#else",
              "\(view).addGestureRecognizer(\(type) { [unowned self] recognizer in self.\(handler)(recognizer) })",
              "#endif"]
  }

  /// Records a view, in the lesson's order.
  func addView(_ identifier: String) { views.append(identifier) }

  /// Records an item behaviour, in the lesson's order.
  func addItemBehavior(_ identifier: String) { itemBehaviors.append(identifier) }

  // MARK: Literals that read back as the same bits

  /// A number: integers without a fraction, others in Swift's shortest form that reads back exactly.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      let whole = String(Int64(value))
      return value == 0 && value.sign == .minus ? "-0.0" : whole
    }
    return "\(value)"
  }

  /// A number typed as CGFloat.
  static func number(_ value: CGFloat) -> String { number(Double(value)) }

  /// `CGPoint(x: …, y: …)`.
  static func point(_ p: CGPoint) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }

  /// `CGVector(dx: …, dy: …)`.
  static func vector(_ v: CGVector) -> String { "CGVector(dx: \(number(v.dx)), dy: \(number(v.dy)))" }

  /// `UIOffset(horizontal: …, vertical: …)`.
  static func offset(_ o: UIOffset) -> String { "UIOffset(horizontal: \(number(o.horizontal)), vertical: \(number(o.vertical)))" }

  /// `CGSize(width: …, height: …)`.
  static func size(_ s: CGSize) -> String { "CGSize(width: \(number(s.width)), height: \(number(s.height)))" }

  /// `CGRect(x: …, y: …, width: …, height: …)`.
  static func rect(_ r: CGRect) -> String {
    "CGRect(x: \(number(r.origin.x)), y: \(number(r.origin.y)), width: \(number(r.size.width)), height: \(number(r.size.height)))"
  }

  /// `[a, b]` of identifiers.
  static func list(_ identifiers: [String]) -> String { "[" + identifiers.joined(separator: ", ") + "]" }

  /// A string literal.
  static func string(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// A collision mode as UIKit spells it.
  static func collisionMode(_ mode: UICollisionBehavior.Mode) -> String {
    if mode == .everything { return ".everything" }
    if mode == .items { return ".items" }
    if mode == .boundaries { return ".boundaries" }
    return "[]"
  }
}
