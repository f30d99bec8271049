import Dynamics
import Foundation
import Testing

/// Calls a public entry point with a hostile value and records an issue when the call takes longer
/// than a second (`Adversarial.secondLimit`; a trap ends the case's process, a hang its timeout).
struct HostileCalls {
  /// Values no caller should pass, and do.
  static let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -1e20, 1e17, 1e9 + 1,
                                  .greatestFiniteMagnitude, 0, -1, 1e-300, -.leastNonzeroMagnitude]
  var slow: [String] = []
  var calls = 0

  mutating func call(_ label: @autoclosure () -> String, _ work: () -> Void) {
    calls += 1
    let seconds = Adversarial.seconds(work)
    if seconds > Adversarial.secondLimit { slow.append("\(label()): \(seconds) s") }
  }

  func expectAllQuick(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(slow.isEmpty, "\(slow.count) of \(calls) calls took over \(Adversarial.secondLimit) s: \(slow.prefix(8))",
            sourceLocation: sourceLocation)
  }

  /// Whether an item's centre and transform are finite.
  static func isFinite(_ item: UIDynamicItem) -> Bool {
    let t = item.transform
    return [item.center.x, item.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
  }
}
