import Dynamics
import Testing

/// A gauge that draws its own needle, as a custom view's `draw(_:)` does.
final class GaugeView: UIView {
  var value: CGFloat = 0.5 { didSet { setNeedsDisplay() } }

  override func draw(_ rect: CGRect) {
    UIColor.secondarySystemBackground.setFill()
    UIBezierPath(ovalIn: rect.insetBy(dx: 4, dy: 4)).fill()
    let needle = UIBezierPath()
    needle.move(to: CGPoint(x: rect.midX, y: rect.midY))
    needle.addLine(to: CGPoint(x: rect.minX + value * rect.width, y: rect.minY))
    needle.lineWidth = 3
    tintColor.setStroke()
    needle.stroke()
  }
}

/// A card with a title label, an icon and a shadow view tucked below it, dragged across the screen and
/// converted between coordinate systems, as card demos write it.
private final class CardViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 60, y: 100, width: 200, height: 120))
  let shadow = UIView(frame: CGRect(x: 64, y: 104, width: 200, height: 120))
  let titleLabel = UILabel()
  let icon = UIImageView(image: UIImage(systemName: "star.fill"))
  let gauge = GaugeView(frame: CGRect(x: 120, y: 20, width: 60, height: 60))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    card.backgroundColor = .secondarySystemBackground
    shadow.backgroundColor = UIColor(named: "CardShadow")
    view.addSubview(card)
    view.insertSubview(shadow, belowSubview: card)
    titleLabel.text = "Drag me"
    titleLabel.font = .boldSystemFont(ofSize: 20)
    titleLabel.textAlignment = .center
    titleLabel.textColor = .secondaryLabel
    titleLabel.sizeToFit()
    titleLabel.frame.origin = CGPoint(x: 16, y: 16)
    card.addSubview(titleLabel)
    icon.frame.origin = CGPoint(x: 16, y: 60)
    card.addSubview(icon)
    card.addSubview(gauge)
    card.tintColor = .systemOrange
  }

  /// Where the icon's centre is on the screen.
  var iconOnScreen: CGPoint { card.convert(icon.center, to: nil) }
}

@Suite("UIView's conversions, hierarchy, tint and drawing; labels, images and colours")
struct UIViewExtrasTests {
  @Test("insertSubview(_:belowSubview:) puts the shadow behind the card; window is the hosting window")
  func hierarchyAndWindow() {
    let controller = CardViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(controller.card.window == nil)
    window.rootViewController = controller
    #expect(controller.view.subviews == [controller.shadow, controller.card])
    #expect(controller.icon.window === window && controller.view.window === window)
    controller.view.exchangeSubview(at: 0, withSubviewAt: 1)
    #expect(controller.view.subviews == [controller.card, controller.shadow])
  }

  @Test("convert(_:to:) and convert(_:from:) follow centres, bounds and transforms")
  func conversions() {
    let controller = CardViewController()
    controller.loadViewIfNeeded()
    #expect(controller.iconOnScreen == CGPoint(x: 60 + 16 + 10, y: 100 + 60 + 10))
    let back = controller.card.convert(CGPoint(x: 86, y: 170), from: controller.view)
    #expect(back == controller.icon.center)
    #expect(controller.titleLabel.convert(controller.titleLabel.bounds, to: controller.view).origin == CGPoint(x: 76, y: 116))
    controller.card.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let corner = controller.card.convert(CGPoint.zero, to: controller.view)
    #expect(abs(corner.x - (160 + 60)) < 1e-9 && abs(corner.y - (160 - 100)) < 1e-9,
            "a quarter turn about the centre takes the top-left corner to the top right: \(corner)")
    let round = controller.card.convert(corner, from: controller.view)
    #expect(abs(round.x) < 1e-9 && abs(round.y) < 1e-9)
  }

  @Test("tintColor is inherited down the hierarchy; the label sizes itself to its font; the icon to its symbol")
  func tintLabelAndImage() {
    let controller = CardViewController()
    controller.loadViewIfNeeded()
    #expect(controller.gauge.tintColor == .systemOrange && controller.view.tintColor == .systemBlue)
    let size = controller.titleLabel.bounds.size
    #expect(size.width > 60 && size.width < 120 && size.height > 23 && size.height < 25, "\(size)")
    #expect(controller.titleLabel.font.pointSize == 20 && controller.titleLabel.textAlignment == .center)
    #expect(controller.titleLabel.frame.origin == CGPoint(x: 16, y: 16))
    #expect(controller.icon.bounds.size == CGSize(width: 20, height: 20))
    #expect(UIColor(named: "AccentColor") == .systemBlue && controller.shadow.backgroundColor != nil)
    #expect(UIColor.secondaryLabel.alpha == 0.6 && UIColor.systemGray6 == .secondarySystemBackground)
  }

  @Test("draw(_:) overrides are honoured: their fills and strokes are recorded with their colours")
  func drawOverride() {
    let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    UIView(frame: .zero).addSubview(gauge)
    gauge.value = 1
    #expect(gauge.needsDisplay)
    let drawn = gauge.recordDrawing()
    #expect(drawn.count == 2 && drawn[0].filled && drawn[0].color == .secondarySystemBackground)
    #expect(!drawn[1].filled && drawn[1].color == .systemBlue && !gauge.needsDisplay)
    #expect(drawn[1].polylines.first?.points == [CGPoint(x: 30, y: 30), CGPoint(x: 60, y: 0)])
  }
}
