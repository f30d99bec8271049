@testable import Dynamics
import Foundation
import Testing

/// The level solve (Solver/ContactLevels.swift: contacts by dependency level, two side by side in SIMD
/// lanes) gives every bit the one-by-one solve in contact order gives: each scene is run both ways.
@Suite("Contact levels")
struct ContactLevelTests {
  /// Steps `scene` twice, once solved by levels and once in contact order, and returns both hashes and
  /// whether the first run used levels at all.
  static func bothWays(
    steps: Int, _ scene: () -> (animator: UIDynamicAnimator, boxes: [UIView])
  ) -> (levels: UInt64, order: UInt64, usedLevels: Bool) {
    let levels = scene(), order = scene()
    order.animator.world.levelSolveMinimumContacts = .max
    var usedLevels = false
    for _ in 0..<steps {
      levels.animator.step()
      order.animator.step()
      usedLevels = usedLevels || levels.animator.world.solvesInLevels
    }
    let levelsHash = DeterminismTests.hash(levels.animator, levels.boxes)
    return (levelsHash, DeterminismTests.hash(order.animator, order.boxes), usedLevels)
  }

  @Test("a settling pile: the same bits by levels as in contact order")
  func pile() {
    let run = Self.bothWays(steps: 300) {
      let pile = SolverScenes.pile(100)
      return (pile.animator, pile.boxes)
    }
    #expect(run.usedLevels)
    #expect(run.levels == run.order)
  }

  @Test("a pyramid (block-solved ground contacts): the same bits by levels as in contact order")
  func pyramid() {
    let run = Self.bothWays(steps: 120) {
      let pyramid = SolverScenes.pyramid(12)
      return (pyramid.animator, pyramid.boxes)
    }
    #expect(run.usedLevels)
    #expect(run.levels == run.order)
  }

  /// Elastic boxes thrown about without gravity: impacts (deferred contacts, bounces), unloaded groups
  /// (the second relax pass), speculative contacts and rotation.
  @Test("elastic boxes without gravity: the same bits by levels as in contact order")
  func elasticSwarm() {
    let run = Self.bothWays(steps: 240) {
      let swarm = SolverScenes.elasticSwarm(64)
      return (swarm.animator, swarm.boxes)
    }
    #expect(run.usedLevels)
    #expect(run.levels == run.order)
  }
}
