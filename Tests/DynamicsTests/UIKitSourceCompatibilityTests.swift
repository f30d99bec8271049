// Only `import Dynamics`, as a learner's file would have `import UIKit`: Foundation's names (CGRect,
// NSCoder, sqrt, atan2) must come with it.
import Dynamics
import Testing

/// A custom view written the way UIKit code writes one (the articles' BallView).
final class BallView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBlue
    layer.cornerRadius = frame.width / 2
    layer.borderWidth = 1
    layer.borderColor = UIColor.black.cgColor
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")  // as Xcode's template writes it; never called here
  }
}

@Suite("UIKit code compiles unchanged but for the import")
struct UIKitSourceCompatibilityTests {
  @Test("import Dynamics brings Foundation: geometry, maths and NSObject")
  func foundationComesAlong() {
    let rect = CGRect(x: 0, y: 0, width: 3, height: 4)
    #expect(sqrt(rect.width * rect.width + rect.height * rect.height) == 5)
    #expect(abs(atan2(1.0, 1.0) - Double.pi / 4) < 1e-15)
    let object: NSObject = UIView(frame: rect)
    #expect(object is UIView)
  }

  @Test("a custom view overrides init(frame:) and init?(coder:), and the animator moves it")
  func customViewFalls() {
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let ball = BallView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    reference.addSubview(ball)
    #expect(ball.layer.cornerRadius == 20 && ball.backgroundColor == .systemBlue)
    #expect(ball.layer.borderColor == UIColor.black.cgColor)
    let animator = UIDynamicAnimator(referenceView: reference)
    animator.addBehavior(UIGravityBehavior(items: [ball]))
    animator.advance(by: 0.5)
    #expect(ball.center.y > 200, "gravity moved the custom view: \(ball.center)")
  }

  @Test("views are equal and hashable by identity, as NSObjects")
  func identity() {
    let a = UIView(frame: .zero), b = UIView(frame: .zero)
    let views = [a, b]
    #expect(views.firstIndex(of: b) == 1)
    #expect(Set([a, a, b]).count == 2)
    #expect(a != b && a == a)
  }

  @Test("UIKit's common views keep their texts and titles")
  func commonViews() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 28, width: 80, height: 32)
    button.setTitle("Start", for: .normal)
    button.setTitle("Stop", for: .selected)
    #expect(button.currentTitle == "Start")
    button.isSelected = true
    #expect(button.currentTitle == "Stop")
    #expect(button.title(for: .highlighted) == "Start", "a state without a title falls back to .normal")
    let label = UILabel(frame: .zero)
    label.text = "Hello"
    let field = UITextField(frame: .zero)
    field.placeholder = "Name"
    let text = UITextView(frame: .zero)
    text.text = "Lines"
    let image = UIImageView(image: UIImage(named: "cat"))
    #expect(label.text == "Hello" && field.placeholder == "Name" && text.text == "Lines" && image.image?.name == "cat")
    let view = UIView(frame: .zero)
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.safeAreaInsets == .zero)
  }

  @Test("UIColor: components, white, hue, alpha, system colours")
  func colors() {
    #expect(UIColor(white: 1, alpha: 1) == .white)
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
    #expect(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .blue)
    #expect(UIColor.red.withAlphaComponent(0.5).alpha == 0.5)
    var red: CGFloat = 0, alpha: CGFloat = 0
    #expect(UIColor.systemBlue.getRed(&red, green: nil, blue: nil, alpha: &alpha))
    #expect(red == 0 && alpha == 1)
    #expect(UIColor(red: 2, green: -1, blue: 0.5, alpha: 1) == UIColor(red: 1, green: 0, blue: 0.5, alpha: 1), "clamped to 0…1")
    #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
  }

  @Test("animator.setValue(true, forKey: \"debugEnabled\") turns the debug flag on, as in NSHipster's article")
  func debugEnabledByKey() {
    let animator = UIDynamicAnimator(referenceView: UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568)))
    #expect(!animator.debugEnabled)
    animator.setValue(true, forKey: "debugEnabled")
    #expect(animator.debugEnabled && animator.value(forKey: "debugEnabled") as? Bool == true)
    animator.setValue(NSNumber(value: false), forKey: "debugEnabled")
    #expect(!animator.debugEnabled)
    animator.setValue(3, forKey: "unknownKey")
    #expect(animator.value(forKey: "unknownKey") as? Int == 3, "an unknown key is kept, nothing traps")
  }

  @Test("UIScreen.main.bounds is a screen in points, settable by the scene's host")
  func screenBounds() {
    let screen = UIScreen()
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 320, height: 568))
    screen.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    let centre = CGPoint(x: screen.bounds.midX, y: screen.bounds.midY)
    #expect(centre == CGPoint(x: 187.5, y: 333.5))
    #expect(UIScreen.main.scale == 2)
  }
}
