// The Messages bounce: the reference.
//
// Twenty message bubbles in a collection view. Its flow layout hangs every item's layout attributes on
// a spring of length 0 at the item's place (prepare(), written), and answers with the attributes as
// the springs move them. What is missing is the scrolling part: when the list scrolls,
// shouldInvalidateLayout(forBoundsChange:) should push each spring's item along by the scroll's
// delta times the item's distance from the finger over 500 pt (never by more than the whole delta),
// and tell the animator so with updateItem(usingCurrentState:). Then the bubble under the finger
// follows it, and the far ones lag and bounce back.
//
// `check` puts a finger on bubble 0, drags the list 50 pt up over 0.1 s and lifts it, then measures
// how far bubble 9 lags behind the scroll and how it comes back.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class SpringyFlowLayout: UICollectionViewFlowLayout {
  lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

  override func prepare() {
    super.prepare()
    guard animator.behaviors.isEmpty else { return }
    let content = CGRect(origin: .zero, size: collectionViewContentSize)
    for attributes in super.layoutAttributesForElements(in: content) ?? [] {
      let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      animator.addBehavior(spring)
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    animator.layoutAttributesForCell(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let delta = newBounds.origin.y - collectionView.bounds.origin.y
    let touch = collectionView.panGestureRecognizer.location(in: collectionView)
    for case let spring as UIAttachmentBehavior in animator.behaviors {
      guard let item = spring.items.first else { continue }
      let resistance = abs(touch.y - spring.anchorPoint.y) / 500
      item.center.y += delta * min(1, resistance)
      animator.updateItem(usingCurrentState: item)
    }
    // The animator moves the items; no new layout pass is needed.
    return false
  }
}

final class MessagesViewController: UIViewController, UICollectionViewDataSource {
  let layout = SpringyFlowLayout()
  lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    layout.itemSize = CGSize(width: 300, height: 44)
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 14, left: 10, bottom: 14, right: 10)
    collectionView.backgroundColor = .white
    collectionView.alwaysBounceVertical = true
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Bubble")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Bubble", for: indexPath)
    cell.backgroundColor = .systemBlue
    cell.layer.cornerRadius = 18
    cell.accessibilityIdentifier = "bubble\(indexPath.item)"
    return cell
  }
}
