import TestSupport
import Testing
@testable import TerminalGraphics

@Suite("Nice ticks")
struct NiceTicksTests {
  @Test func rangeZeroToOnePointTwoGivesStepsOfTwoTenths() {
    let ticks = NiceTicks.covering(0...1.2, targetCount: 7)
    #expect(ticks.step == 0.2)
    #expect(ticks.labels == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2"])
    #expect(ticks.lower == 0)
    #expect(abs(ticks.upper - 1.2) < 1e-12)
  }

  @Test func screenHeightRangeGivesHundreds() {
    let ticks = NiceTicks.covering(0...568, targetCount: 7)
    #expect(ticks.values == [0, 100, 200, 300, 400, 500, 600])
    #expect(ticks.labels.first == "0")
    #expect(ticks.labels.last == "600")
  }

  @Test func fewerTicksChooseTheNextNiceStep() {
    #expect(NiceTicks.covering(0...568, targetCount: 4).values == [0, 200, 400, 600])
  }

  @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
    for span in [0.0003, 0.7, 3.0, 13.0, 47.0, 99.0, 568.0, 12345.0, 6.02e23] {
      for target in 2...10 {
        let step = NiceTicks.step(for: span, targetCount: target)
        let mantissa = step / pow10(floorLog10(step))
        #expect([1.0, 2.0, 5.0, 10.0].contains { abs($0 - mantissa) < 1e-9 },
                "span \(span) target \(target) gave step \(step)")
      }
    }
  }

  @Test func ticksAlwaysCoverTheData() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<500 {
      let a = random.double(-1e4...1e4)
      let b = a + random.double(1e-6...1e4)
      let ticks = NiceTicks.covering(a...b, targetCount: random.int(2...10))
      #expect(ticks.lower <= a && ticks.upper >= b)
      #expect(ticks.values.count >= 2 && ticks.values.count <= 12)
    }
  }

  @Test func negativeRangeKeepsSignsAndNeverPrintsMinusZero() {
    let ticks = NiceTicks.covering(-3.7 ... -0.2, targetCount: 5)
    #expect(ticks.values.first == -4)
    #expect(ticks.labels.last == "0")
    let mixed = NiceTicks.covering(-1...1, targetCount: 5)
    #expect(mixed.labels == ["-1.0", "-0.5", "0.0", "0.5", "1.0"])
    #expect(!NiceTicks.format(-0.0001, step: 0.1).hasPrefix("-"))
  }

  @Test func tinyRangeUsesScientificLabels() {
    let ticks = NiceTicks.covering(0...3e-7, targetCount: 4)
    #expect(ticks.step == 1e-7)
    #expect(ticks.labels == ["0", "1e-7", "2e-7", "3e-7"])
  }

  @Test func hugeRangeUsesAPowerOfTenSharedByAllLabels() {
    let ticks = NiceTicks.covering(0...2.2e6, targetCount: 6)
    #expect(ticks.values.last == 2.5e6)
    #expect(ticks.labels == ["0", "0.5e6", "1.0e6", "1.5e6", "2.0e6", "2.5e6"])
  }

  @Test func zeroWidthRangeIsWidenedAroundTheValue() {
    let ticks = NiceTicks.covering(568...568, targetCount: 5)
    #expect(ticks.lower < 568 && ticks.upper > 568)
    let zero = NiceTicks.covering(0...0, targetCount: 5)
    #expect(zero.lower <= -1 && zero.upper >= 1)
  }

  @Test func nonFiniteRangeFallsBackToUnitAxis() {
    let ticks = NiceTicks.covering(-Double.infinity...Double.infinity, targetCount: 5)
    #expect(ticks.lower == 0 && ticks.upper == 1)
    let extreme = NiceTicks.covering(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                                     targetCount: 5)
    #expect(extreme.values.allSatisfy { $0.isFinite })
  }

  @Test func withinKeepsTheRangeAndPutsTicksInside() {
    let ticks = NiceTicks.within(-287.5...687.5, targetCount: 6)
    #expect(ticks.lower == -287.5 && ticks.upper == 687.5)
    #expect(ticks.values == [-200, 0, 200, 400, 600])
  }

  private func floorLog10(_ value: Double) -> Double { (log10(value) + 1e-9).rounded(.down) }
  private func pow10(_ exponent: Double) -> Double { pow(10, exponent) }
}

import Foundation
