import Dynamics
import Foundation

extension PeerScenes {
  /// N 10×10 links on 20 pt rigid rods, hanging from a fixed point and released sideways under gravity,
  /// colliding with each other: the rod trees' scene (Solver/RodTrees.swift). Not a peer scene; hashed
  /// for determinism and counted for the engine's own cost. Metrics: the worst rod length error (pt).
  static func chain(_ n: Int) -> Instance {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 2400, height: 2400), name: "chain")
    let anchor = CGPoint(x: 1200, y: 100)
    var links: [UIView] = []
    for i in 1...n {
      let link = UIView(frame: CGRect(x: anchor.x + 20 * Double(i) - 5, y: anchor.y - 5, width: 10, height: 10),
                        name: "link\(i)")
      root.addSubview(link)
      links.append(link)
    }
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: links))
    animator.addBehavior(UICollisionBehavior(items: links))
    animator.addBehavior(UIAttachmentBehavior(item: links[0], attachedToAnchor: anchor))
    for i in 1..<n { animator.addBehavior(UIAttachmentBehavior(item: links[i], attachedTo: links[i - 1])) }
    animator.isSleepingEnabled = false
    var worst = 0.0
    let observe = {
      var previous = anchor
      for link in links {
        worst = max(worst, abs(hypot(Double(link.center.x - previous.x), Double(link.center.y - previous.y)) - 20))
        previous = link.center
      }
    }
    return Instance(animator: animator, items: links, observe: observe, metrics: { [("worst rod error", worst)] })
  }
}
