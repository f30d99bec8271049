import Dynamics
import Testing

/// A view that collides as the circle inscribed in its frame, as app code declares a ball.
private final class RoundView: UIView {
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// A bowl made of an arc and a drop zone tested with `contains`, as a drag-and-drop demo writes them.
/// (A square would rock on the bowl's curve without friction to stop it; the ball settles.)
private final class BowlViewController: UIViewController {
  let ball = RoundView(frame: CGRect(x: 140, y: 200, width: 40, height: 40))
  lazy var animator = UIDynamicAnimator(referenceView: view)
  lazy var bowl = UIBezierPath(arcCenter: CGPoint(x: 160, y: 300), radius: 120, startAngle: 0, endAngle: .pi,
                               clockwise: true)
  let dropZone = UIBezierPath(roundedRect: CGRect(x: 20, y: 20, width: 100, height: 60),
                              byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 12, height: 12))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(ball)
    let collision = UICollisionBehavior(items: [ball])
    collision.addBoundary(withIdentifier: "bowl" as NSCopying, for: bowl)
    animator.addBehavior(collision)
    animator.addBehavior(UIGravityBehavior(items: [ball]))
  }

  func isInDropZone(_ point: CGPoint) -> Bool { dropZone.contains(point) }
}

@Suite("UIBezierPath's initialisers, contains(_:) and Core Graphics paths")
struct BezierPathShapesTests {
  @Test("a bowl from init(arcCenter:…) holds a falling ball; the drop zone answers contains(_:)")
  func bowlAndDropZone() {
    let controller = BowlViewController()
    controller.loadViewIfNeeded()
    controller.animator.advance(by: 3)
    #expect(abs(controller.ball.center.x - 160) < 2 && controller.ball.center.y > 380 && controller.ball.center.y < 401,
            "the ball rests at the bottom of the bowl: \(controller.ball.center)")
    #expect(controller.isInDropZone(CGPoint(x: 60, y: 50)))
    #expect(!controller.isInDropZone(CGPoint(x: 130, y: 50)))
    #expect(!controller.isInDropZone(CGPoint(x: 21, y: 21)), "the rounded top-left corner is cut off")
    #expect(controller.isInDropZone(CGPoint(x: 119.5, y: 20.5)), "the top-right corner stays square")
  }

  @Test("the arc runs clockwise on screen from the start angle, and has its end as current point")
  func arcDirection() {
    let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(arc.elements.first == .move(CGPoint(x: 10, y: 0)))
    #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9, "a quarter turn down the screen")
    let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(other.elements.count == 4, "three quarters the other way: three cubics after the move")
  }

  @Test("contains follows the fill rule: a ring's hole is outside by even-odd, inside by non-zero winding")
  func fillRules() {
    let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
    #expect(ring.contains(CGPoint(x: 50, y: 50)), "both circles wind the same way")
    ring.usesEvenOddFillRule = true
    #expect(!ring.contains(CGPoint(x: 50, y: 50)) && ring.contains(CGPoint(x: 10, y: 50)))
    #expect(!ring.contains(CGPoint(x: 2, y: 2)), "outside the outer circle's curve")
  }

  @Test("cgPath and init(cgPath:) carry the elements both ways; a copy is a separate path")
  func coreGraphicsPaths() {
    let card = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 120), cornerRadius: 8)
    let cgPath = card.cgPath
    let box = cgPath.boundingBox
    #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxX - 80) < 1e-9 && abs(box.maxY - 120) < 1e-9)
    #expect(cgPath.contains(CGPoint(x: 40, y: 60)) && !cgPath.contains(CGPoint(x: 0.5, y: 0.5)))
    let back = UIBezierPath(cgPath: cgPath)
    #expect(back.elements == card.elements)
    let copy = card.copy() as! UIBezierPath
    copy.apply(CGAffineTransform(translationX: 10, y: 0))
    #expect(copy.elements != card.elements && copy.bounds.minX == 10 && card.bounds.minX == 0)

    let mutable = CGMutablePath()
    mutable.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(abs(mutable.currentPoint.y - 60) < 1e-9, "Core Graphics' clockwise: false turns clockwise on screen")
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
    #expect(UIBezierPath(cgPath: circle).elements == UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).elements)
  }
}
