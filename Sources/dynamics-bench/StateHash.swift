import Dynamics
import Foundation

/// `dynamics-bench --hash SCENE`: runs a scene for a number of steps and prints a 64-bit FNV-1a hash of
/// the bits of every item's centre, rotation and velocities. The debug and the release build must print
/// the same value (`.ci/determinism.sh` compares it with `.ci/determinism-golden.txt`).
enum StateHash {
  /// Scenes the hash mode knows.
  static let sceneNames = ["pile-100", "pile-1000", "pyramid-20", "pyramid-40", "cradle-5", "chain-50"]

  /// Number of bodies in a benchmark scene, from its name (for the peers' CSV column).
  static func bodyCount(_ name: String) -> Int {
    if name.hasPrefix("pile-") { return Int(name.dropFirst(5).prefix { $0.isNumber }) ?? 0 }
    if name.hasPrefix("pyramid-"), let rows = Int(name.dropFirst(8).prefix { $0.isNumber }) {
      return rows * (rows + 1) / 2
    }
    if name.hasPrefix("cradle-") { return Int(name.dropFirst(7).prefix { $0.isNumber }) ?? 0 }
    if name.hasPrefix("chain-") { return Int(name.dropFirst(6).prefix { $0.isNumber }) ?? 0 }
    return 0
  }

  static func instance(_ scene: String) -> PeerScenes.Instance? {
    switch scene {
    case "pile-100": PeerScenes.pile(100)
    case "pile-1000": PeerScenes.pile(1000)
    case "pyramid-20": PeerScenes.pyramid(20)
    case "pyramid-40": PeerScenes.pyramid(40)
    case "cradle-5": PeerScenes.cradle()
    case "chain-50": PeerScenes.chain(50)
    // Not in the determinism golden: for counting the cost of an awake step (bench/callgrind-peers.sh).
    case "pile-1000-nosleep": PeerScenes.pile(1000, sleep: false)
    case "pyramid-40-nosleep": PeerScenes.pyramid(40, sleep: false)
    default: nil
    }
  }

  /// The hash as 16 hex digits, or nil for an unknown scene.
  static func run(scene: String, steps: Int) -> String? {
    guard let instance = instance(scene) else { return nil }
    for _ in 0..<max(0, steps) { instance.animator.step() }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: Double) {
      var bits = value.bitPattern
      for _ in 0..<8 {
        hash = (hash ^ (bits & 0xff)) &* 0x0000_0100_0000_01b3
        bits >>= 8
      }
    }
    for item in instance.items {
      mix(Double(item.center.x))
      mix(Double(item.center.y))
      mix(Double(item.transform.a))
      mix(Double(item.transform.b))
      let v = instance.animator.velocity(of: item) ?? .zero
      mix(Double(v.x))
      mix(Double(v.y))
      mix(Double(instance.animator.angularVelocity(of: item) ?? 0))
    }
    return String(format: "%016llx", hash)
  }
}
