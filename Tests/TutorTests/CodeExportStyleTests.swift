import Foundation
import Testing
import TestSupport
@testable import Expressions
@testable import LessonModel
@testable import LessonReading
@testable import LessonRuntime
@testable import Tutor

@Suite("code: the file reads as an iOS developer writes it")
struct CodeExportStyleTests {
  private let catalog = CatalogLoader.load(root: Fixture.root)
  private func file(_ id: String) throws -> String {
    let lesson = try #require(catalog.lesson(id))
    return try CodeExport.swift(for: lesson, values: ParameterValues(defaultsOf: lesson))
  }

  @Test("newtons-cradle's file: balls and anchors built by loops from view.bounds, rods in an array (golden)")
  func cradleFile() throws {
    GoldenFile.check(try file("newtons-cradle"), named: "code-newtons-cradle", in: Fixture.golden)
  }

  @Test("numbers the lesson derives from the view's size are expressions of view.bounds; no long decimals are left")
  func viewSizeExpressions() throws {
    let cradle = try file("newtons-cradle")
    #expect(cradle.contains("let s = view.bounds.width / 12"))
    #expect(cradle.contains("CGRect(x: view.bounds.width / 3 + CGFloat(i) * s - 5, y: row - view.bounds.height / 4 - 5, width: 10, height: 10)"))
    #expect(cradle.contains("ball.layer.cornerRadius = ball.bounds.width / 2"))
    let gallery = try file("field-gallery")
    #expect(gallery.contains("UIFieldBehavior.radialGravityField(position: CGPoint(x: cx, y: cy))"))
    #expect(gallery.contains("cx + 120 * cos(CGFloat(i) * .pi / 4) - 8"))
    let pip = try file("spring-fields-pip")
    #expect(pip.contains("fieldBR.position = CGPoint(x: view.bounds.width - 64, y: view.bounds.height - 80)"))
    #expect(pip.contains("fieldBR.region = UIRegion(size: CGSize(width: regionW, height: regionH))"))
    for lesson in catalog.lessons where lesson.scene.engine == .dynamics {
      let text = try file(lesson.id)
      let app = text.components(separatedBy: "#if !canImport(UIKit)\nextension").first ?? text
      #expect(app.range(of: #"\d\.\d{6,}"#, options: .regularExpression) == nil, "\(lesson.id): a long decimal in the app's part")
      let ascii = text.unicodeScalars.allSatisfy(\.isASCII)
      #expect(ascii, "\(lesson.id): the file is plain ASCII, as --ascii wants")
    }
  }

  @Test("repeated blocks are loops: the views of a repeated item are an array, and so are its behaviours")
  func loops() throws {
    let cradle = try file("cradle-pull-release")
    #expect(cradle.contains("var balls: [UIView] = []"))
    #expect(cradle.contains("var rods: [UIAttachmentBehavior] = []"))
    #expect(cradle.contains("rods.append(UIAttachmentBehavior(item: balls[i], attachedToAnchor: anchors[i].center))"))
    #expect(cradle.contains("gravity = UIGravityBehavior(items: balls)"))
    #expect(cradle.contains("    for rod in rods {\n      cradle.addChildBehavior(rod)\n    }"))
    #expect(cradle.contains("    for ball in balls {\n#if canImport(UIKit)\n      ball.addGestureRecognizer("))
    #expect(cradle.contains("let views: [UIView] = anchors + balls"))
    #expect(!cradle.contains("ball1"), "no member is named on its own")
    let gallery = try file("field-gallery")
    #expect(gallery.contains("walls = UICollisionBehavior(items: [p] + dusts)"))
  }

  @Test("a field sets only what acts in its kind; the header names a changed choice by its name")
  func fieldsAndChoices() throws {
    let lesson = try #require(catalog.lesson("field-gallery"))
    var values = ParameterValues(defaultsOf: lesson)
    #expect(!(try file("field-gallery")).contains("field.smoothness"), "a radial gravity field has no noise")
    values["field.kind"] = Double(try #require(lesson.parameter("field.kind")?.options.firstIndex(of: "noise")))
    let noise = try CodeExport.swift(for: lesson, values: values)
    #expect(noise.contains("// with these values changed: field.kind = noise."))
    #expect(noise.contains("field = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)"))
    #expect(!noise.contains("field.direction"))
  }

  @Test("members become elements, a list of all of them the array, repeated statements a loop; strings and open brackets stay")
  func repeatedStatements() {
    let balls = ItemCode.Family(members: ["ball0", "ball1"], array: "balls", element: "ball")
    let code = RepeatedCode(items: [balls])
    #expect(code.rename(["    [", "g = UIGravityBehavior(items: [ball0, ball1])", "x.setTitle(\"ball0\", for: .normal)"])
      == ["    [", "g = UIGravityBehavior(items: balls)", "x.setTitle(\"ball0\", for: .normal)"])
    #expect(code.fold(code.rename(["c.addItem(ball0)", "c.addItem(ball1)", "d.addItem(ball1)"]))
      == ["for ball in balls {", "c.addItem(ball)", "}", "d.addItem(balls[1])"])
  }

  @Test("values UIKit already has are left out, and so are the offsets of an attachment without them")
  func defaultsLeftOut() throws {
    let buttons = try file("falling-buttons")
    #expect(!buttons.contains("collisionMode = .everything"))
    #expect(!buttons.contains(".damping = 0.5"))
    #expect(buttons.contains("spring = UIAttachmentBehavior(item: danglingButton, attachedToAnchor: redSquare.center)"))
    #expect(buttons.contains("snapText = UISnapBehavior(item: textField, snapTo: textField.center)"))
    let cradle = try file("newtons-cradle")
    #expect(!cradle.contains(".frequency = 0") && !cradle.contains(".damping = 0"))
    let properties = try file("item-properties")
    #expect(!properties.contains("CGAffineTransform(rotationAngle: 0)"))
    #expect(!properties.contains("propsA.elasticity = 0\n"))
    let barriers = try file("barrier-boundaries")
    #expect(barriers.contains("from: CGPoint(x: yellow.frame.minX, y: yellow.frame.minY), to: CGPoint(x: yellow.frame.maxX, y: yellow.frame.minY))"))
  }

  @Test("an item behaviour that shares an item with another keeps the properties it sets, default or not")
  func sharedItemBehaviors() {
    let declarations = ["var a: UIDynamicItemBehavior!", "var b: UIDynamicItemBehavior!", "var c: UIDynamicItemBehavior!"]
    let lines = ["a = UIDynamicItemBehavior(items: [box, ball])", "a.elasticity = 0",
                 "b = UIDynamicItemBehavior(items: [ball])", "b.elasticity = 0.5",
                 "c = UIDynamicItemBehavior(items: [square])", "c.elasticity = 0"]
    let tidied = StatementTidy.setUp(lines, declarations: declarations)
    #expect(tidied == ["a = UIDynamicItemBehavior(items: [box, ball])", "a.elasticity = 0",
                       "b = UIDynamicItemBehavior(items: [ball])", "b.elasticity = 0.5",
                       "// UIKit's item defaults, friction 0 among them: an item no item behaviour names has friction 0.2",
                       "c = UIDynamicItemBehavior(items: [square])"], "c, left with defaults only, says why it is there")
  }

  @Test("an item behaviour that sets nothing says why it is there; one that sets something does not")
  func emptyItemBehaviors() throws {
    let tap = try file("tap-to-push")
    let comment = "// UIKit's item defaults, friction 0 among them"
    #expect(tap.contains(comment + ": an item no item behaviour names has friction 0.2\n    squareProps = UIDynamicItemBehavior"))
    #expect(!(try file("spring-fields-pip")).contains(comment), "pipProps sets its density")
  }

  @Test("angles read as fractions of pi only where that gives the same double")
  func angles() {
    #expect(StatementTidy.angle(Double.pi / 2) == ".pi / 2")
    #expect(StatementTidy.angle(-Double.pi / 6) == "-.pi / 6")
    #expect(StatementTidy.angle(3 * Double.pi / 4) == "3 * .pi / 4")
    #expect(StatementTidy.angle(0.7) == "0.7")
  }

  @Test("an expression of the view's size keeps the lesson's order of operations and works out the rest")
  func sizeExpressions() throws {
    let width = SizeExpression.name("view.bounds.width", 320)
    let nested = SizeExpression.binary(.subtract, width, .binary(.subtract, .number(10), .index))
    #expect(nested.text == "view.bounds.width - (10 - CGFloat(i))")
    #expect(nested.value(index: 3) == 313)
    let sum = SizeExpression.binary(.add, .binary(.add, width, .number(100)), .number(-20))
    #expect(sum.text == "view.bounds.width + 100 + (-20)")
    let constant = SizeExpression.binary(.multiply, .binary(.divide, .number(1), .number(3)), width)
    #expect(constant.folded.text == "0.3333333333333333 * view.bounds.width")
    let plusZero = SizeExpression.binary(.add, .binary(.multiply, .number(1), width), .binary(.multiply, .number(0), width))
    #expect(plusZero.folded.text == "view.bounds.width")
  }

  @Test("messages-bounce's file holds the springy flow layout with UIKit's overrides and the lesson's numbers")
  func springyFlowLayout() throws {
    let text = try file("messages-bounce")
    for line in ["final class SpringyFlowLayout: UICollectionViewFlowLayout {",
                 "  override func prepare() {",
                 "  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {",
                 "  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {",
                 "  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {",
                 "final class MessagesBounceListViewController: UIViewController, UICollectionViewDataSource {",
                 "      spring.length = 0", "      spring.damping = 0.8", "      spring.frequency = 1",
                 "      let resistance = abs(touch.y - spring.anchorPoint.y) / 500",
                 "    layout.itemSize = CGSize(width: 300, height: 44)", "    layout.minimumLineSpacing = 10",
                 "    layout.sectionInset = UIEdgeInsets(top: 14, left: 10, bottom: 14, right: 10)"] {
      #expect(text.contains(line + "\n"), "missing: \(line)")
    }
    #expect(text.contains("// Two scenes: the lesson's run as views on springs"), "the header says which class is which")
    #expect(text.contains("final class MessagesBounceViewController: UIViewController {"), "the hash-checked scene stays")
    let stiffer = try #require(catalog.lesson("messages-bounce"))
    var values = ParameterValues(defaultsOf: stiffer)
    values["spring.frequency"] = 2
    values["scroll.resistance"] = 250
    let changed = try CodeExport.swift(for: stiffer, values: values)
    #expect(changed.contains("      spring.frequency = 2\n") && changed.contains("spring.anchorPoint.y) / 250\n"))
    #expect(!(try file("falling-buttons")).contains("UICollectionViewFlowLayout"), "only a lesson that scrolls a list")
  }
}
