import Dynamics
import DynamicsDrawing
import TerminalGraphics
import Testing

/// A view that collides as an ellipse.
private final class BallView: UIView {
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

@Suite("Drawing a view hierarchy")
struct ViewDrawingTests {
  @Test("subviews become shapes with their colours, texts and round corners")
  func viewsBecomeShapes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 80, height: 32))
    button.setTitle("Start", for: .normal)
    button.backgroundColor = .systemBlue
    let ball = BallView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    ball.backgroundColor = .red
    let rounded = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
    rounded.layer.cornerRadius = 25
    rounded.layer.borderWidth = 2
    rounded.layer.borderColor = UIColor.green.cgColor
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    for view in [button, ball, rounded, hidden] { root.addSubview(view) }

    let items = ViewDrawing.scene(of: root).items
    #expect(items.count == 3)
    #expect(items[0].label == "Start" && items[0].shape == .rectangle && items[0].filled)
    #expect(items[0].color == .blue || items[0].color == .brightBlue)
    #expect(items[1].shape == .ellipse && (items[1].color == .brightRed || items[1].color == .red))
    #expect(items[2].shape == .ellipse && !items[2].filled && (items[2].color == .green || items[2].color == .brightGreen))
  }

  @Test("nested views are placed in the root's coordinates; a scale shrinks the drawn size")
  func nestedAndScaled() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let inner = UILabel(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    inner.text = "hi"
    card.addSubview(inner)
    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    root.addSubview(card)
    let items = ViewDrawing.scene(of: root).items
    let cardItem = try #require(items.first), innerItem = try #require(items.last)
    #expect(cardItem.size == CGSize(width: 50, height: 50))
    #expect(innerItem.label == "hi")
    #expect(innerItem.center == CGPoint(x: 120, y: 120))  // the card's unscaled origin (100, 100) + (20, 20)
  }

  @Test("debugEnabled adds the boundaries, attachments and field regions; without it there are none")
  func debugOverlay() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let box = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    root.addSubview(box)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    animator.addBehavior(UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 160, y: 20)))
    let field = UIFieldBehavior.springField()
    field.position = CGPoint(x: 160, y: 300)
    field.region = UIRegion(radius: 80)
    animator.addBehavior(field)

    let plain = ViewDrawing.scene(of: root, animator: animator)
    #expect(plain.boundaries.isEmpty && plain.attachments.isEmpty && plain.regions.isEmpty)
    animator.setValue(true, forKey: "debugEnabled")
    let debug = ViewDrawing.scene(of: root, animator: animator)
    #expect(debug.boundaries.count == 4)
    #expect(debug.attachments.count == 1 && debug.anchors == [SceneAnchor(point: CGPoint(x: 160, y: 20))])
    #expect(debug.regions == [SceneRegion(shape: .circle(center: CGPoint(x: 160, y: 300), radius: 80))])
    let lines = ViewDrawing.render(root, animator: animator, width: 40, height: 20, options: RenderOptions(backend: .ascii))
    #expect(lines.count >= 20 && lines.allSatisfy { $0.count <= 40 })
  }

  @Test("colours go to the nearest terminal colour; transparent ones to none")
  func nearestColour() {
    #expect(SceneTranslator.terminalColor(.red) == .brightRed || SceneTranslator.terminalColor(.red) == .red)
    #expect(SceneTranslator.terminalColor(.black) == .black)
    #expect(SceneTranslator.terminalColor(UIColor(white: 1, alpha: 0.2)) == nil)
    #expect(SceneTranslator.terminalColor(nil) == nil)
  }
}

/// A view that strokes a diagonal in its `draw(_:)`.
private final class DiagonalView: UIView {
  override func draw(_ rect: CGRect) {
    let line = UIBezierPath()
    line.move(to: CGPoint(x: rect.minX, y: rect.minY))
    line.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    UIColor.red.setStroke()
    line.stroke()
  }
}

@Suite("Drawing what views draw themselves")
struct DrawOverrideTests {
  @Test("a draw(_:) override's strokes become lines in the root's coordinates")
  func drawOverrideBecomesLines() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let diagonal = DiagonalView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
    root.addSubview(card)
    card.addSubview(diagonal)
    let lines = ViewDrawing.scene(of: root).boundaries
    #expect(lines.map(\.points) == [[CGPoint(x: 110, y: 110), CGPoint(x: 150, y: 130)]])
  }
}

@Suite("Drawing shape layers")
struct ShapeLayerDrawingTests {
  @Test("a shape layer among a view's sublayers is drawn as lines, trimmed to its strokeEnd")
  func shapeLayerBecomesLines() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(card)
    let line = CAShapeLayer()
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 40, y: 0))
    line.path = path.cgPath
    line.fillColor = nil
    line.strokeEnd = 0.5
    line.frame = CGRect(x: 10, y: 20, width: 40, height: 1)
    card.layer.addSublayer(line)
    #expect(ViewDrawing.scene(of: root).boundaries.map(\.points) == [[CGPoint(x: 110, y: 120), CGPoint(x: 130, y: 120)]])
  }
}
