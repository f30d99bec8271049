import Testing
import TerminalGraphics

@Suite("Axis smoke")
struct AxisSmokeTests {
  @Test("ticks covering a fall to the floor of a 568 pt screen step by 1-2-5 multiples and include both ends")
  func ticksCoverScreenHeight() {
    let ticks = NiceTicks.covering(0...568, targetCount: 4)
    #expect(ticks.values.first == 0)
    #expect((ticks.values.last ?? 0) >= 568)
    #expect([100.0, 200.0].contains(ticks.step))
  }
}
