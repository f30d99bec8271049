import Dynamics
import Foundation
import Testing

/// The same scene gives the same bits on every run. `.ci/determinism.sh` also compares the debug and
/// the release build's `dynamics-bench --hash` with the value recorded in `.ci/determinism-golden.txt`.
@Suite("Determinism")
struct DeterminismTests {
  /// FNV-1a over the bits of every item's centre, rotation and velocities (as `dynamics-bench --hash`).
  static func hash(_ animator: UIDynamicAnimator, _ items: [UIView]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: Double) {
      var bits = value.bitPattern
      for _ in 0..<8 {
        hash = (hash ^ (bits & 0xff)) &* 0x0000_0100_0000_01b3
        bits >>= 8
      }
    }
    for item in items {
      mix(Double(item.center.x))
      mix(Double(item.center.y))
      mix(Double(item.transform.a))
      mix(Double(item.transform.b))
      let v = animator.velocity(of: item) ?? .zero
      mix(Double(v.x))
      mix(Double(v.y))
      mix(Double(animator.angularVelocity(of: item) ?? 0))
    }
    return hash
  }

  static func pileHash() -> UInt64 {
    let pile = SolverScenes.pile(100)
    for _ in 0..<600 { pile.animator.step() }
    return hash(pile.animator, pile.boxes)
  }

  @Test("600 steps of a 100-box pile give the same state hash on every run")
  func repeatable() {
    #expect(Self.pileHash() == Self.pileHash())
  }

  @Test("the pile's hash is the golden value the release build printed (.ci/determinism-golden.txt)")
  func golden() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".ci/determinism-golden.txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    let line = text.split(separator: "\n").first { $0.hasPrefix("pile-100 ") }
    let golden = line.map { String($0.split(separator: " ")[1]) }
    #expect(golden == String(format: "%016llx", Self.pileHash()))
  }
}
