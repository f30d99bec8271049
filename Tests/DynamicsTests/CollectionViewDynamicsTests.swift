import Dynamics
import Testing

/// The springy flow layout of iOS 7's Messages, as the well-known tutorials write it: every item hangs on
/// a spring at its place, and scrolling pushes the items by the scroll's distance, less the farther they
/// are from the finger, so they lag and bounce back.
private final class SpringyFlowLayout: UICollectionViewFlowLayout {
  lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)

  override func prepare() {
    super.prepare()
    guard dynamicAnimator.behaviors.isEmpty else { return }
    let contentRect = CGRect(origin: .zero, size: collectionViewContentSize)
    for item in super.layoutAttributesForElements(in: contentRect) ?? [] {
      let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      dynamicAnimator.addBehavior(spring)
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    dynamicAnimator.layoutAttributesForCell(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let delta = newBounds.origin.y - collectionView.bounds.origin.y
    let touch = collectionView.panGestureRecognizer.location(in: collectionView)
    for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
      let resistance = abs(touch.y - spring.anchorPoint.y) / 500
      guard let item = spring.items.first else { continue }
      item.center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
      dynamicAnimator.updateItem(usingCurrentState: item)
    }
    return false
  }
}

/// A message bubble: a cell subclass with a label, made by the collection view from its registered class.
private final class BubbleCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 16
    label.font = .systemFont(ofSize: 15)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }
}

/// A Messages-like list of bubbles.
private final class MessagesViewController: UIViewController, UICollectionViewDataSource {
  let layout = SpringyFlowLayout()
  lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.itemSize = CGSize(width: 300, height: 44)
    layout.minimumLineSpacing = 10
    collectionView.register(BubbleCell.self, forCellWithReuseIdentifier: "Bubble")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  // The view is loaded at UIScreen.main's size, which other suites running at the same time change;
  // sizing the list in the layout pass (as apps do) follows the window instead.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    collectionView.frame = view.bounds
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Bubble", for: indexPath)
    cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemBlue : .systemGray5
    if let bubble = cell as? BubbleCell { bubble.label.text = "Message \(indexPath.item)" }
    return cell
  }
}

@Suite("Collection-view dynamics: the springy Messages layout")
struct CollectionViewDynamicsTests {
  @Test("the flow layout places one bubble per line; IndexPath(item:section:) names them")
  func flowLayout() {
    let controller = MessagesViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = controller
    let collectionView = controller.collectionView
    #expect(collectionView.contentSize == CGSize(width: 320, height: 40 * 44 + 39 * 10))
    let third = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
    #expect(third?.frame == CGRect(x: 10, y: 108, width: 300, height: 44))
    #expect(collectionView.visibleCells.count == 11, "the cells of the first 568 points")
    #expect(IndexPath(item: 3, section: 1).section == 1 && IndexPath(item: 3, section: 1).item == 3)
  }

  @Test("register(BubbleCell.self, forCellWithReuseIdentifier:) makes bubble cells through their init(frame:)")
  func registeredSubclass() throws {
    let controller = MessagesViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = controller
    let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? BubbleCell)
    #expect(cell.label.text == "Message 4")
    #expect(cell.label.superview === cell.contentView && cell.contentView.layer.cornerRadius == 16)
    #expect(cell.reuseIdentifier == "Bubble")
    #expect(controller.collectionView.visibleCells.allSatisfy { $0 is BubbleCell })
    let plain = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                 collectionViewLayout: UICollectionViewFlowLayout())
    plain.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
    let made = plain.dequeueReusableCell(withReuseIdentifier: "Plain", for: IndexPath(item: 0, section: 0))
    #expect(!(made is BubbleCell) && made.reuseIdentifier == "Plain")
  }

  @Test("scrolling with the finger at the top makes far bubbles lag, and the springs bring them back")
  func bounce() throws {
    let controller = MessagesViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = controller
    let collectionView = controller.collectionView
    let animator = controller.layout.dynamicAnimator
    let rest = try #require(animator.layoutAttributesForCell(at: IndexPath(item: 8, section: 0))).center.y
    collectionView.contentOffset = CGPoint(x: 0, y: 40)
    let pushed = try #require(animator.layoutAttributesForCell(at: IndexPath(item: 8, section: 0))).center.y
    #expect(pushed > rest && pushed < rest + 40, "a bubble far from the finger lags behind the scroll: \(pushed - rest)")
    animator.advance(by: 0.1)
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 8, section: 0)))
    let attributes = try #require(animator.layoutAttributesForCell(at: IndexPath(item: 8, section: 0)))
    #expect(cell.center == attributes.center, "the cell shows the moving attributes")
    animator.advance(by: 4)
    let settled = try #require(animator.layoutAttributesForCell(at: IndexPath(item: 8, section: 0))).center.y
    #expect(abs(settled - rest) < 0.5, "back at its place: \(settled) vs \(rest)")
  }

  @Test("a finger dragging the list scrolls it as far as the finger moves, within the content, and its pan reads the finger in content coordinates")
  func dragScrolls() {
    let controller = MessagesViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = controller
    let collectionView = controller.collectionView
    window.sendTouch(UITouchSample(.began, at: CGPoint(x: 160, y: 300), time: 0))
    window.sendTouch(UITouchSample(.moved, at: CGPoint(x: 160, y: 260), time: 0.05))
    window.sendTouch(UITouchSample(.moved, at: CGPoint(x: 160, y: 200), time: 0.1))
    #expect(collectionView.contentOffset.y == 100, "the content follows the finger up 100 pt")
    let touch = collectionView.panGestureRecognizer.location(in: collectionView)
    #expect(touch.y == 300, "the finger still holds the content point it landed on: \(touch.y)")
    window.sendTouch(UITouchSample(.moved, at: CGPoint(x: 160, y: -5000), time: 0.2))
    #expect(collectionView.contentOffset.y == collectionView.contentSize.height - 568, "no farther than the content's end")
    window.sendTouch(UITouchSample(.ended, at: CGPoint(x: 160, y: -5000), time: 0.3))
    window.sendTouch(UITouchSample(.began, at: CGPoint(x: 160, y: 100), time: 1))
    window.sendTouch(UITouchSample(.moved, at: CGPoint(x: 160, y: 5000), time: 1.1))
    #expect(collectionView.contentOffset.y == 0, "nor above its start")
  }
}
