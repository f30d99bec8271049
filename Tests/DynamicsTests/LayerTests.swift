import Dynamics
import Testing

/// A card with a soft shadow and a progress ring drawn by a shape layer, as card demos write them.
private final class ShadowCardViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 60, y: 100, width: 200, height: 120))
  let ring = CAShapeLayer()
  lazy var animator = UIDynamicAnimator(referenceView: view)

  override func viewDidLoad() {
    super.viewDidLoad()
    card.layer.backgroundColor = UIColor.systemBackground.cgColor
    card.layer.cornerRadius = 12
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.25
    card.layer.shadowRadius = 8
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
    ring.path = UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 20, startAngle: -.pi / 2,
                             endAngle: 3 * .pi / 2, clockwise: true).cgPath
    ring.strokeColor = UIColor.systemGreen.cgColor
    ring.fillColor = UIColor.clear.cgColor
    ring.lineWidth = 4
    ring.strokeEnd = 0.25
    ring.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
    card.layer.addSublayer(ring)
    view.addSubview(card)
    animator.addBehavior(UIGravityBehavior(items: [card]))
  }
}

/// A view backed by a shape layer, through `layerClass`.
private final class TriangleView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

@Suite("CALayer and CAShapeLayer")
struct LayerTests {
  @Test("a view's layer shares its frame and background; shadows are stored; the presentation follows the animator")
  func viewLayer() {
    let controller = ShadowCardViewController()
    controller.loadViewIfNeeded()
    let layer = controller.card.layer
    #expect(controller.card.backgroundColor == .systemBackground)
    #expect(layer.shadowOpacity == 0.25 && layer.shadowRadius == 8 && layer.shadowOffset == CGSize(width: 0, height: 4))
    #expect(layer.shadowPath?.boundingBox.size == CGSize(width: 200, height: 120))
    #expect(layer.frame == controller.card.frame && layer.position == controller.card.center)
    controller.animator.advance(by: 0.5)
    #expect(layer.presentation()?.frame.minY == controller.card.frame.minY && controller.card.frame.minY > 200)
    #expect(layer.sublayers == [controller.ring] && controller.ring.superlayer === layer)
    controller.ring.removeFromSuperlayer()
    #expect(layer.sublayers == nil)
  }

  @Test("shape layers keep their path, colours and stroke; a view's layerClass makes its layer a shape layer")
  func shapeLayers() {
    let controller = ShadowCardViewController()
    controller.loadViewIfNeeded()
    #expect(controller.ring.strokeColor == UIColor.systemGreen.cgColor && controller.ring.lineWidth == 4)
    #expect(controller.ring.path?.contains(CGPoint(x: 30, y: 30)) == true)
    let triangle = TriangleView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 20, y: 0))
    path.addLine(to: CGPoint(x: 40, y: 40))
    path.addLine(to: CGPoint(x: 0, y: 40))
    path.close()
    triangle.shapeLayer.path = path.cgPath
    #expect(triangle.shapeLayer.path == path.cgPath && UIBezierPath(cgPath: triangle.shapeLayer.path!).elements.count == 4)
  }
}
