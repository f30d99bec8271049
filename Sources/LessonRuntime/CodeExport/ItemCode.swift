import LessonModel
import Dynamics
import Foundation

/// The views of a scene as an iOS developer creates them: a frame the lesson derives from the view's
/// size is an expression of `view.bounds` set in `viewDidLoad()`, a ball's corner radius is half its
/// width, and a repeated item (`ball{i}`, `count = 5`) is an array built by a loop. It rewrites what
/// `SceneBuilder` wrote for the items (a stored property with the literal frame and a few statements
/// each); every expression is checked to give the lesson's number to the last bit, else the number
/// stays.
struct ItemCode {
  /// A repeated item's views, or a repeated behaviour, kept in an array.
  struct Family {
    /// The Swift names `SceneBuilder` gave the members, in order (`ball0`, `ball1`, …).
    var members: [String]
    /// The array (`balls`) and the name of one element in a loop (`ball`).
    var array: String
    var element: String
  }

  /// The stored properties of the items, in place of `SceneBuilder`'s.
  private(set) var declarations: [String] = []
  /// The items' statements at the start of `viewDidLoad()` (the locals they use are `translator`'s).
  private(set) var setUp: [String] = []
  /// The repeated items.
  private(set) var families: [Family] = []

  /// `written` holds `SceneBuilder`'s declarations and statements for the items.
  init(lesson: Lesson, values: ParameterValues, constants: [String: Double], source: SwiftSource,
       translator: SizeTranslator, written: (declarations: [String], setUp: [String])) {
    let items = lesson.items.map { item in
      Written(item: item, name: source.item(item.id), declarations: written.declarations, setUp: written.setUp)
    }
    var index = 0
    while index < items.count {
      if let family = Self.family(at: index, items, values: values, constants: constants, translator: translator, source: source) {
        declarations.append("var \(family.family.array): [\(family.type)] = []")
        setUp += family.lines
        families.append(family.family)
        index += family.family.members.count
        continue
      }
      let single = Self.single(items[index], values: values, constants: constants, translator: translator)
      declarations.append(single.declaration)
      setUp += single.lines
      index += 1
    }
  }

  /// What `SceneBuilder` wrote for one item.
  private struct Written {
    let item: ItemSpec
    let name: String
    /// The class (`UIButton`, `BallView`) and the stored property (`let ball = UIView(frame: …)`).
    let type: String
    let declaration: String
    /// Its statements in `viewDidLoad()`.
    let lines: [String]

    init(item: ItemSpec, name: String, declarations: [String], setUp: [String]) {
      self.item = item
      self.name = name
      declaration = declarations.first { $0.hasPrefix("let \(name) = ") } ?? "let \(name) = UIView()"
      type = String(declaration.dropFirst("let \(name) = ".count).prefix { $0 != "(" })
      lines = setUp.filter { $0.hasPrefix(name + ".") || $0 == "view.addSubview(\(name))" }
    }

    /// The frame its declaration passes (`CGRect(…)`).
    var frame: String? {
      guard let range = declaration.range(of: "(frame: "), declaration.hasSuffix(")") else { return nil }
      return String(declaration[range.upperBound...].dropLast())
    }

    /// Its statements with `other` in place of its name.
    func lines(as other: String) -> [String] {
      lines.map { $0.hasPrefix("view.addSubview(") ? "view.addSubview(\(other))" : other + $0.dropFirst(name.count) }
    }

    /// Whether it has a start rotation (its frame is then written as `SceneBuilder` wrote it).
    var isRotated: Bool {
      lines.contains { $0.hasPrefix(name + ".transform = ") && !$0.hasSuffix("(rotationAngle: 0)") }
    }
  }

  // MARK: One item

  private static func single(_ written: Written, values: ParameterValues, constants: [String: Double],
                             translator: SizeTranslator) -> (declaration: String, lines: [String]) {
    let lines = written.lines.map { radius($0, name: written.name, item: written.item.id, constants: constants) }
    // A button as Interface Builder makes it: the system type, whose title shows in the tint colour.
    let button = written.type == "UIButton"
    guard !written.isRotated, written.item.frame.count == 4 else {
      guard button, let frame = written.frame else { return (written.declaration, lines) }
      return ("let \(written.name) = UIButton(type: .system)", ["\(written.name).frame = \(frame)"] + lines)
    }
    let components = (0..<4).map { component(written.item, $0, index: nil, values: values, constants: constants, translator: translator) }
    guard button || components.contains(where: \.isVariable) else { return (written.declaration, lines) }
    return ("let \(written.name) = \(button ? "UIButton(type: .system)" : written.type + "()")",
            ["\(written.name).frame = \(rect(components))"] + lines)
  }

  /// One of `x`, `y`, `width`, `height` of an item's frame: the lesson's expression of the view's
  /// size when it gives the same number, else the number.
  private static func component(_ item: ItemSpec, _ component: Int, index: Int?, values: ParameterValues,
                                constants: [String: Double], translator: SizeTranslator) -> SizeExpression {
    let key = "\(item.id).frame.\(["x", "y", "width", "height"][component])"
    let value = constants[key] ?? 0
    guard values[key] == nil, let written = translator.translate(item.frame[component], repeated: index != nil),
          written.value(index: index ?? 0).bitPattern == value.bitPattern else { return .number(value) }
    return written
  }

  /// `CGRect(x: …, y: …, width: …, height: …)`, or `view.bounds` when it is the view's.
  private static func rect(_ components: [SizeExpression]) -> String {
    let texts = components.map(\.text)
    if texts == ["0", "0", "view.bounds.width", "view.bounds.height"] { return "view.bounds" }
    return "CGRect(x: \(texts[0]), y: \(texts[1]), width: \(texts[2]), height: \(texts[3]))"
  }

  /// A ball's corner radius as half its width (or height), which is what `SceneBuilder` gave it.
  private static func radius(_ line: String, name: String, item: String, constants: [String: Double]) -> String {
    let prefix = "\(name).layer.cornerRadius = "
    guard line.hasPrefix(prefix), let width = constants["\(item).frame.width"], let height = constants["\(item).frame.height"],
          let value = Double(line.dropFirst(prefix.count)) else { return line }
    if width <= height && value == width / 2 { return prefix + "\(name).bounds.width / 2" }
    if height < width && value == height / 2 { return prefix + "\(name).bounds.height / 2" }
    return line
  }

  // MARK: A repeated item

  /// The items from `start` on that repeat one item of the lesson (`ball0`, `ball1`, … made the same
  /// way, `i` their only difference), as a loop that fills an array, or nil.
  private static func family(at start: Int, _ items: [Written], values: ParameterValues, constants: [String: Double],
                             translator: SizeTranslator, source: SwiftSource)
    -> (family: Family, type: String, lines: [String])? {
    let first = items[start]
    guard first.item.id.hasSuffix("0"), first.item.frame.count == 4, !first.isRotated else { return nil }
    let stem = String(first.item.id.dropLast())
    guard let last = stem.last, !last.isNumber else { return nil }
    var members = [first]
    while start + members.count < items.count, items[start + members.count].item.id == stem + String(members.count) {
      members.append(items[start + members.count])
    }
    guard members.count >= 2 else { return nil }
    // Made the same way: the same class, statements, and frame as the lesson file writes it.
    let element = source.local(stem)
    let pattern = first.lines(as: element)
    func frameText(_ item: ItemSpec) -> [String] {
      item.frame.map { quantity in
        switch quantity {
        case .literal(let x): SwiftSource.number(x)
        case .expression(_, let text): text
        }
      }
    }
    for member in members.dropFirst() {
      guard member.type == first.type, member.lines(as: element) == pattern, frameText(member.item) == frameText(first.item),
            member.item.frame.count == 4 else { return nil }
    }
    var components: [SizeExpression] = []
    for index in 0..<4 {
      let written = component(first.item, index, index: 0, values: values, constants: constants, translator: translator)
      for (k, member) in members.enumerated() {
        let key = "\(member.item.id).frame.\(["x", "y", "width", "height"][index])"
        guard values[key] == nil, written.value(index: k).bitPattern == (constants[key] ?? 0).bitPattern else { return nil }
      }
      components.append(written)
    }
    let array = source.array(stem)
    let counter = components.contains(where: \.usesIndex) ? "i" : "_"
    let body = pattern.map { line in
      radius(line, name: element, item: first.item.id, constants: constants)
    }
    let lines = ["for \(counter) in 0..<\(members.count) {", "let \(element) = \(first.type)(frame: \(rect(components)))"]
      + body + ["\(array).append(\(element))", "}"]
    return (Family(members: members.map(\.name), array: array, element: element), first.type, lines)
  }
}
