import Dynamics
import Foundation
import Testing

/// Chains and trees of rigid rods (`UIAttachmentBehavior`s of frequency 0 between items) are solved
/// together and exactly (Solver/RodTrees.swift): they keep their lengths, and their energy does not rise.
@Suite("Rod trees")
struct RodTreeTests {
  static let centre = UIOffset.zero

  /// Two 10×10 items 100 pt apart on a rod, spun at ω about their common centre without gravity.
  @Test("a dumbbell spun at 10 rad/s keeps its length and speed, and turns by asin(ω·h) per sub-step (SHAKE's rotor) for 10 s")
  func dumbbellTurnsAtTheDiscreteRate() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let a = UIView(frame: CGRect(x: 445, y: 495, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 545, y: 495, width: 10, height: 10))
    root.addSubview(a)
    root.addSubview(b)
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIAttachmentBehavior(item: a, attachedTo: b))
    let omega = 10.0
    let spin = UIDynamicItemBehavior(items: [a, b])
    animator.addBehavior(spin)
    spin.addLinearVelocity(CGPoint(x: 0, y: -50 * omega), for: a)
    spin.addLinearVelocity(CGPoint(x: 0, y: 50 * omega), for: b)
    var stretch = 0.0, speedError = 0.0
    for _ in 0..<600 {
      animator.step()
      stretch = max(stretch, abs(hypot(Double(b.center.x - a.center.x), Double(b.center.y - a.center.y)) - 100))
      let v = animator.velocity(of: b) ?? .zero
      speedError = max(speedError, abs(hypot(Double(v.x), Double(v.y)) - 50 * omega))
    }
    let h = animator.timeStep / Double(animator.substepCount)
    let angle = atan2(Double(b.center.y - a.center.y), Double(b.center.x - a.center.x))
    let discrete = 600 * Double(animator.substepCount) * asin(omega * h)
    #expect(stretch <= 1e-6, "stretched \(stretch) pt")
    #expect(speedError <= 1e-6, "speed off by \(speedError) pt/s")
    #expect(abs(remainder(angle - discrete, 2 * .pi)) <= 1e-6, "angle \(angle), discrete rotor \(discrete)")
    #expect(abs(remainder(angle - omega * 10, 2 * .pi)) <= 0.03, "angle \(angle), ω·t \(omega * 10)")
  }

  /// Six 30×10 bars end to end, joined at their ends by rods of `gap` pt (0: pins), the first hanging
  /// from a point, released horizontally under gravity.
  static func bars(gap: Double, collide: Bool = false) -> RodFrame {
    var frames: [CGRect] = [], rods: [(Int, UIOffset, Int, UIOffset)] = []
    let left = UIOffset(horizontal: -15, vertical: 0), right = UIOffset(horizontal: 15, vertical: 0)
    for i in 0..<6 { frames.append(CGRect(x: 500 + gap + Double(i) * (30 + gap), y: 195, width: 30, height: 10)) }
    rods.append((-1, centre, 0, left))
    for i in 1..<6 { rods.append((i - 1, right, i, left)) }
    var frame = RodFrame(frames: frames, rods: rods, collide: collide)
    frame.span = 6 * (30 + gap)
    return frame
  }

  @Test("bars joined end to end by rods of 4 pt, and by pins (rods of length 0), swing for 10 s without gaining energy and keep their rods",
        arguments: [4.0, 0])
  func barsHold(gap: Double) {
    let (gain, _, error) = Self.bars(gap: gap).run(seconds: 10)
    #expect(gain <= 1e-4, "gap \(gap): gained \(gain * 100) % of m·g·L")
    // A short rod spinning faster than a sub-step resolves is projected (RodTrees+Solve.swift), and the
    // bars' tumble is chaotic: the worst error moves with the last bits of the solve (0.15 pt).
    #expect(error <= (gap > 0 ? 0.15 : 1e-5), "gap \(gap): a rod off its length by \(error) pt")
  }

  @Test("a hub hanging from a point with three branches of three links, pushed sideways, keeps every rod for 10 s without gaining energy")
  func treeHolds() {
    var frames = [CGRect(x: 495, y: 235, width: 10, height: 10)]
    var rods: [(Int, UIOffset, Int, UIOffset)] = [(-1, Self.centre, 0, Self.centre)]
    for branch in 0..<3 {
      let dx = Double(branch - 1) * 25
      for k in 1...3 {
        frames.append(CGRect(x: 495 + dx * Double(k), y: 235 + 20 * Double(k), width: 10, height: 10))
        rods.append((k == 1 ? 0 : frames.count - 2, Self.centre, frames.count - 1, Self.centre))
      }
    }
    var frame = RodFrame(frames: frames, rods: rods)
    frame.span = 100
    let push = UIPushBehavior(items: [frame.items[3]], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 0.5, dy: 0)
    frame.animator.addBehavior(push)
    frame.animator.step()  // the push acts in the first step; energy is counted from after it
    let (gain, _, error) = frame.run(seconds: 10)
    #expect(gain <= 1e-4, "gained \(gain * 100) % of m·g·L")
    #expect(error <= 1e-5, "a rod off its length by \(error) pt")
  }

  @Test("a chain of 12 links that collide with each other keeps its rods and does not gain energy in 10 s")
  func collidingChainHolds() {
    let frames = (1...12).map { CGRect(x: 495 + 20 * Double($0), y: 195, width: 10, height: 10) }
    let rods = [(-1, Self.centre, 0, Self.centre)] + (1..<12).map { ($0 - 1, Self.centre, $0, Self.centre) }
    var frame = RodFrame(frames: frames, rods: rods, collide: true)
    frame.span = 240
    let (gain, _, error) = frame.run(seconds: 10)
    #expect(gain <= 1e-4, "gained \(gain * 100) % of m·g·L")
    #expect(error <= 1e-4, "a rod off its length by \(error) pt")
  }

  @Test("two runs of a swinging 20-link chain give the same bits")
  func chainsAreDeterministic() {
    func run() -> [CGPoint] {
      let chain = Chain(count: 20)
      for _ in 0..<300 { chain.animator.step() }
      return chain.links.map(\.center)
    }
    #expect(run() == run())
  }

  @Test("the trees follow changes to the rods: a rod taken out lets its links part, a rod moved to other ends holds there, an anchored link holds its rods")
  func treesFollowChangedRods() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let links = (1...6).map { UIView(frame: CGRect(x: 495 + 20 * Double($0), y: 195, width: 10, height: 10)) }
    links.forEach(root.addSubview)
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: links))
    animator.addBehavior(UIAttachmentBehavior(item: links[0], attachedToAnchor: CGPoint(x: 520, y: 200)))
    var rods = (1..<6).map { UIAttachmentBehavior(item: links[$0], attachedTo: links[$0 - 1]) }
    rods.forEach(animator.addBehavior)
    func gap(_ i: Int, _ j: Int) -> Double {
      hypot(Double(links[i].center.x - links[j].center.x), Double(links[i].center.y - links[j].center.y))
    }
    for _ in 0..<30 { animator.step() }
    // The rod between links 2 and 3 goes: the lower part falls away from the upper, which swings on.
    animator.removeBehavior(rods[2])
    for _ in 0..<60 { animator.step() }
    #expect(gap(2, 3) > 25, "links 2 and 3 still \(gap(2, 3)) pt apart")
    #expect(abs(gap(0, 1) - 20) < 1e-4 && abs(gap(1, 2) - 20) < 1e-4 && abs(gap(3, 4) - 20) < 1e-4)
    // As many rods as before, between other links: link 3 hangs from link 1 by a rod of its new length.
    let moved = UIAttachmentBehavior(item: links[3], attachedTo: links[1])
    let length = Double(moved.length)
    rods[2] = moved
    animator.addBehavior(moved)
    for _ in 0..<60 { animator.step() }
    #expect(abs(gap(1, 3) - length) < 1e-3, "the moved rod is \(gap(1, 3)) pt, set to \(length)")
    // Link 4 anchored mid-swing: link 3, held by two rods, stays in the trees, and so does link 5, alone
    // on its rod to the now fixed link (a rod between two items, one of them standing still).
    let anchor = UIDynamicItemBehavior(items: [links[4]])
    anchor.isAnchored = true
    animator.addBehavior(anchor)
    var worst = 0.0
    for _ in 0..<60 {
      animator.step()
      worst = max(worst, abs(gap(3, 4) - 20), abs(gap(4, 5) - 20))
    }
    #expect(worst < 1e-3, "a link off its rod to the anchored link by \(worst) pt")
  }
}
