@testable import Dynamics
import Foundation
import Testing

/// The level solve (Solver/ContactLevels.swift: contacts by dependency level, two side by side in SIMD
/// lanes, and where the machine has AVX two pairs at a time in four lanes, Solver/WideLanes.swift) gives
/// every bit the one-by-one solve in contact order gives: each scene is run three ways.
@Suite("Contact levels")
struct ContactLevelTests {
  /// Steps `scene` three times: solved by levels (four lanes where the machine has them), by levels two
  /// lanes at most, and in contact order. Returns the three hashes, whether the first run used levels,
  /// and whether it solved any pairs four lanes wide.
  static func threeWays(
    steps: Int, _ scene: () -> (animator: UIDynamicAnimator, boxes: [UIView])
  ) -> (levels: UInt64, pairs: UInt64, order: UInt64, usedLevels: Bool, usedQuads: Bool) {
    let levels = scene(), pairs = scene(), order = scene()
    pairs.animator.world.usesWideLanes = false
    order.animator.world.levelSolveMinimumContacts = .max
    var usedLevels = false, usedQuads = false
    for _ in 0..<steps {
      levels.animator.step()
      pairs.animator.step()
      order.animator.step()
      let world = levels.animator.world
      usedLevels = usedLevels || world.context.solvesInLevels
      usedQuads = usedQuads || (world.context.solvesInLevels && world.context.laneSchedule[0..<world.context.laneScheduleCount].contains { $0.startsQuad })
    }
    return (DeterminismTests.hash(levels.animator, levels.boxes), DeterminismTests.hash(pairs.animator, pairs.boxes),
            DeterminismTests.hash(order.animator, order.boxes), usedLevels, usedQuads)
  }

  @Test("a settling pile: the same bits by levels as in contact order")
  func pile() {
    let run = Self.threeWays(steps: 300) {
      let pile = SolverScenes.pile(100)
      return (pile.animator, pile.boxes)
    }
    #expect(run.usedLevels)
    #expect(run.usedQuads == WideLanes.isAvailable)
    #expect(run.levels == run.order)
    #expect(run.pairs == run.order)
  }

  @Test("a pyramid (block-solved ground contacts): the same bits by levels as in contact order")
  func pyramid() {
    let run = Self.threeWays(steps: 120) {
      let pyramid = SolverScenes.pyramid(12)
      return (pyramid.animator, pyramid.boxes)
    }
    #expect(run.usedLevels)
    #expect(run.usedQuads == WideLanes.isAvailable)
    #expect(run.levels == run.order)
    #expect(run.pairs == run.order)
  }

  /// Elastic boxes thrown about without gravity: impacts (deferred contacts, bounces), unloaded groups
  /// (the second relax pass), speculative contacts and rotation.
  @Test("elastic boxes without gravity: the same bits by levels as in contact order")
  func elasticSwarm() {
    let run = Self.threeWays(steps: 240) {
      let swarm = SolverScenes.elasticSwarm(64)
      return (swarm.animator, swarm.boxes)
    }
    #expect(run.usedLevels)
    #expect(run.usedQuads == WideLanes.isAvailable)
    #expect(run.levels == run.order)
    #expect(run.pairs == run.order)
  }
}
