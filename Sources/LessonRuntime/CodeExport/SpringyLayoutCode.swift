import LessonModel
import Dynamics
import Foundation

/// The springy flow layout of a lesson with a `scroll` gesture, as an iOS developer writes it: a
/// `UICollectionViewFlowLayout` subclass whose `prepare()` hangs every item's layout attributes on a
/// spring at its place and whose `shouldInvalidateLayout(forBoundsChange:)` pushes the items by the
/// scroll, less near the finger; and a view controller with a collection view of the lesson's items.
/// Its numbers are the lesson's: the items' size and places from the springs' anchors, the springs'
/// length, damping and frequency, the scroll's resistance.
enum SpringyLayoutCode {
  /// Why the file holds two scenes: the comment that opens a file with a flow-layout version.
  static let note = [
    "// Two scenes: the lesson's run as views on springs (the first class, whose simulate() gives the hash",
    "// `dynamics-tutor run` prints), and the app an iOS developer writes (a collection view whose flow layout",
    "// hangs its items on the same springs, the last two classes). The run starts the bubbles where a flick",
    "// left them, each place from one formula; the layout reaches that state only through a scroll, which adds",
    "// the same lags to the places in another order, so its trajectories need not be the same bits.",
    "// `dynamics-tutor sandbox` runs the first class; to run the app there, move its controller above it.",
  ]

  /// The layout subclass and its controller for `lesson`'s scroll gesture over `scene`; none without one.
  static func lines(for lesson: Lesson, scene: BuiltScene, type: String) throws(SceneBuildError) -> [String] {
    guard let gesture = lesson.gestures.first(where: { $0.kind == .scroll }) else { return [] }
    var anchors: [CGPoint] = [], size = CGSize.zero
    var spring: UIAttachmentBehavior?
    for id in gesture.springs {
      guard let attachment = scene.behaviors[id] as? UIAttachmentBehavior, let item = attachment.items.first else {
        throw SceneBuildError("gesture scroll: behavior \"\(id)\" is not an attachment of an item")
      }
      anchors.append(attachment.anchorPoint)
      size = item.bounds.size
      spring = spring ?? attachment
    }
    guard let spring, let first = anchors.first else { return [] }
    let resistance = try (gesture.resistance ?? .literal(1)).sceneValue(scene.constants, "gesture scroll resistance")
    let pitch = anchors.count > 1 ? Double(anchors[1].y - first.y) : Double(size.height)
    let top = Double(first.y - size.height / 2), left = Double(first.x - size.width / 2)
    let right = Double(scene.root.bounds.width) - left - Double(size.width)
    let n: (Double) -> String = SwiftSource.number
    return [
      "", "/// The Messages list as UIKit builds it: a flow layout whose items hang on springs at their places.",
      "final class SpringyFlowLayout: UICollectionViewFlowLayout {",
      "  lazy var animator = UIDynamicAnimator(collectionViewLayout: self)",
      "", "  override func prepare() {", "    super.prepare()", "    guard animator.behaviors.isEmpty else { return }",
      "    let content = CGRect(origin: .zero, size: collectionViewContentSize)",
      "    for attributes in super.layoutAttributesForElements(in: content) ?? [] {",
      "      let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)",
      "      spring.length = \(n(Double(spring.length)))", "      spring.damping = \(n(Double(spring.damping)))",
      "      spring.frequency = \(n(Double(spring.frequency)))", "      animator.addBehavior(spring)", "    }", "  }",
      "", "  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {",
      "    animator.items(in: rect) as? [UICollectionViewLayoutAttributes]", "  }",
      "", "  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {",
      "    animator.layoutAttributesForCell(at: indexPath)", "  }",
      "", "  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {",
      "    guard let collectionView else { return false }",
      "    let delta = newBounds.origin.y - collectionView.bounds.origin.y",
      "    let touch = collectionView.panGestureRecognizer.location(in: collectionView)",
      "    for case let spring as UIAttachmentBehavior in animator.behaviors {",
      "      guard let item = spring.items.first else { continue }",
      "      // A bubble this far from the finger lags by the whole scroll.",
      "      let resistance = abs(touch.y - spring.anchorPoint.y) / \(n(resistance))",
      "      item.center.y += delta * min(1, resistance)", "      animator.updateItem(usingCurrentState: item)", "    }",
      "    // The animator moves the items; no new layout pass is needed.", "    return false", "  }", "}",
      "", "/// The list the layout lays out: the lesson's \(anchors.count) bubbles in a collection view.",
      "final class \(type): UIViewController, UICollectionViewDataSource {",
      "  let layout = SpringyFlowLayout()",
      "  lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)",
      "", "  override func loadView() {",
      "    view = UIView(frame: \(SwiftSource.rect(scene.root.frame)))", "  }",
      "", "  override func viewDidLoad() {", "    super.viewDidLoad()",
      "    layout.itemSize = CGSize(width: \(n(Double(size.width))), height: \(n(Double(size.height))))",
      "    layout.minimumLineSpacing = \(n(pitch - Double(size.height)))",
      "    layout.sectionInset = UIEdgeInsets(top: \(n(top)), left: \(n(left)), bottom: \(n(top)), right: \(n(right)))",
      "    collectionView.backgroundColor = .systemBackground", "    collectionView.alwaysBounceVertical = true",
      "    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"Bubble\")",
      "    collectionView.dataSource = self", "    view.addSubview(collectionView)", "  }",
      "", "  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {",
      "    \(anchors.count)", "  }",
      "", "  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {",
      "    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"Bubble\", for: indexPath)",
      "    cell.backgroundColor = .systemBlue", "    cell.layer.cornerRadius = 18",
      "    cell.accessibilityIdentifier = \"bubble\\(indexPath.item)\"  // the name UI tests (and the sandbox) know it by",
      "    return cell", "  }", "}",
    ]
  }
}
