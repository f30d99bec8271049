@testable import Dynamics
import Foundation
import Testing

/// The broad phase's fat bounds and candidates (Collision/BroadPhase.swift) give exactly the pairs a
/// plain test of every two shapes gives, in every step, whether the candidates were swept, updated for a
/// few escaped shapes or kept.
@Suite("Broad phase")
struct BroadPhaseTests {
  /// Every pair of shapes whose current bounds overlap, that the filter admits and of which a body moves,
  /// tested two by two.
  static func bruteForcePairs(_ world: World) -> [UInt64] {
    var pairs: [UInt64] = []
    world.shapes.withUnsafeBufferPointer { shapes in
      world.bodies.withUnsafeBufferPointer { bodies in
        world.broadPhase.connectedPairs.withUnsafeBufferPointer { connected in
          for a in shapes.indices {
            for b in (a + 1)..<shapes.count {
              guard bodies[Int(shapes[a].body)].isMoving || bodies[Int(shapes[b].body)].isMoving,
                shapes[a].aabb.overlaps(shapes[b].aabb),
                BroadPhase.mayCollide(a, b, shapes, bodies, connected, world.maskOverflow)
              else { continue }
              pairs.append(UInt64(a) << 32 | UInt64(b))
            }
          }
        }
      }
    }
    return pairs
  }

  /// Steps `animator`, and after each step runs a broad phase of its own (kept across steps, so that its
  /// fat bounds and candidates age as the world's do) over the world's current bounds; returns the
  /// number of steps whose pairs differed from the brute force, the broad phase, and how many pairs the
  /// brute force found over all the steps.
  static func compare(_ animator: UIDynamicAnimator, steps: Int, between: (Int) -> Void = { _ in })
    -> (mismatches: Int, broadPhase: BroadPhase, pairsSeen: Int)
  {
    let world = animator.world
    var broadPhase = BroadPhase()
    var mismatches = 0, pairsSeen = 0
    var pairs = ContiguousArray<UInt64>()
    for step in 0..<steps {
      between(step)
      animator.step()
      if broadPhase.shapeCount != world.shapes.count {
        broadPhase.reset(shapeCount: world.shapes.count, connectedPairs: world.broadPhase.connectedPairs)
      }
      world.shapes.withUnsafeBufferPointer { shapes in
        world.bodies.withUnsafeBufferPointer { bodies in
          broadPhase.findPairs(shapes: shapes, bodies: bodies, into: &pairs)
        }
      }
      let expected = bruteForcePairs(world)
      if pairs.sorted() != expected { mismatches += 1 }
      pairsSeen += expected.count
    }
    return (mismatches, broadPhase, pairsSeen)
  }

  /// Scenes whose bodies keep leaving their fat boxes: a pile of 150 falling and settling (sweeps, then
  /// updates as it settles), and 64 elastic boxes thrown about without gravity.
  enum MovingScene: String, CaseIterable, CustomTestStringConvertible {
    case settlingPile = "a pile falling and settling"
    case thrownSwarm = "elastic boxes thrown about"

    var testDescription: String { rawValue }

    var animator: UIDynamicAnimator {
      switch self {
      case .settlingPile: SolverScenes.pile(150).animator
      case .thrownSwarm: SolverScenes.elasticSwarm(64).animator
      }
    }
  }

  @Test("the brute force's pairs in every step of a moving scene", arguments: MovingScene.allCases)
  func movingScene(_ scene: MovingScene) {
    let run = Self.compare(scene.animator, steps: 240)
    #expect(run.mismatches == 0)
    #expect(run.pairsSeen > (scene == .settlingPile ? 240 * 100 : 0))
    #expect(run.broadPhase.candidateSweeps >= 1)
    #expect(run.broadPhase.candidateUpdates >= 1)
  }

  @Test("boxes moved by hand far across a resting pyramid: the brute force's pairs in every step")
  func teleports() {
    let pyramid = SolverScenes.pyramid(8)
    let boxes = pyramid.boxes
    let run = Self.compare(pyramid.animator, steps: 160) { step in
      // Every 20 steps one box jumps to the other side of the pyramid, then back.
      guard step > 0, step % 20 == 0 else { return }
      let box = boxes[(step / 20 * 7) % boxes.count]
      box.center = CGPoint(x: box.center.x + (step % 40 == 0 ? 60 : -60), y: box.center.y - 30)
      pyramid.animator.updateItem(usingCurrentState: box)
    }
    #expect(run.mismatches == 0)
    #expect(run.broadPhase.candidateUpdates >= 1)
  }

  @Test("a resting pyramid keeps its candidates: few sweeps and updates over many steps")
  func restingStackSweepsRarely() {
    let pyramid = SolverScenes.pyramid(12)
    let run = Self.compare(pyramid.animator, steps: 200)
    #expect(run.mismatches == 0)
    #expect(run.broadPhase.candidateSweeps == 1)
    #expect(run.broadPhase.candidateUpdates < 40)
  }

  @Test("the heapsort orders new contacts as the standard sort does: items' contacts first, then by key")
  func heapSortMatchesSort() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {  // SplitMix64: a fixed sequence, so every run tests the same keys
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    for n in [0, 1, 2, 3, 17, 64, 1000] {
      let keys = (0..<n).map { _ in next() }
      let grounded = keys.map { $0 % 5 == 0 }
      var entries = keys.enumerated().map { SolveOrderEntry(grounded: grounded[$0], key: $1, index: Int32($0)) }
      entries.withUnsafeMutableBufferPointer { World.heapSort($0) }
      let expected = keys.indices.sorted { grounded[$0] != grounded[$1] ? !grounded[$0] : keys[$0] < keys[$1] }
      #expect(entries.map(\.index) == expected.map(Int32.init))
      #expect(entries.allSatisfy { keys[Int($0.index)] == $0.key && grounded[Int($0.index)] == $0.grounded })
    }
  }
}
