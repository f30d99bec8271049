import Dynamics
import Foundation
import Testing

/// Chains released sideways under gravity must not gain energy and must keep their length; heavy items
/// on light chains must hang still; stiff undamped spring chains must stay bounded.
@Suite("Adversarial: joints that hold", .adversarial)
struct JointTests {
  @Test("rigid chains of 2, 20 and 50 links released sideways gain at most 1 % of m·g·L in 10 s and keep their length within 3 %",
        arguments: [2, 20, 50])
  func rigidChainsHold(links: Int) {
    let chain = Chain(count: links)
    let (gain, _, stretch, _) = chain.run(seconds: 10)
    #expect(gain <= 0.01, "\(links) links: gained \(gain * 100) % of m·g·L")
    #expect(stretch <= 0.03, "\(links) links: a rod stretched \(stretch * 100) %")
  }

  /// What these chains lose goes in the whip of their free end, where a rod turns faster than one
  /// sub-step resolves and is projected onto its length (RodTrees+Solve.swift; the figures are in
  /// docs/engine-decisions.md, "Attachments"). The whip is chaotic: rods 10⁻¹² of their length longer
  /// move a 20-link chain's loss by several percent (12–22 % over such starts), so one start measures
  /// the trajectory more than the solver; four starts a hair apart measure the solver.
  @Test("rigid chains of 20 and 50 links released sideways from four starts a hair apart lose at most 25 % of m·g·L in 10 s, 20 % on average",
        arguments: [20, 50])
  func rigidChainsLoseLittle(links: Int) {
    let losses = [0, 1e-12, 1e-9, 1e-6].map { Chain(count: links, rodLength: 20 * (1 + $0)).run(seconds: 10).loss }
    for loss in losses { #expect(loss <= 0.25, "\(links) links: lost \(loss * 100) % of m·g·L") }
    let mean = losses.reduce(0, +) / Double(losses.count)
    #expect(mean <= 0.20, "\(links) links: lost \(mean * 100) % of m·g·L on average (\(losses))")
  }

  @Test("an item 1 000 and 5 000 times heavier than its 10 links hangs at rest on them for 10 s",
        arguments: [1_000.0, 5_000])
  func heavyOnLightHolds(ratio: Double) {
    let chain = Chain(count: 10, lastDensity: ratio, hanging: true)
    let (gain, _, stretch, _) = chain.run(seconds: 10)
    #expect(gain <= 0.01, "ratio \(ratio): gained \(gain * 100) % of m·g·L")
    #expect(stretch <= 0.05, "ratio \(ratio): a rod stretched \(stretch * 100) %")
  }

  @Test("a 20-link undamped spring chain at 60 Hz released sideways never has more kinetic and gravitational energy than it started with (its springs start unstretched), for 20 s")
  func stiffSpringChainIsBounded() {
    let chain = Chain(count: 20, frequency: 60)
    let (gain, _, _, reach) = chain.run(seconds: 20)
    #expect(gain <= 0.01, "gained \(gain * 100) % of m·g·L, reached \(reach) pt from the anchor")
  }
}
