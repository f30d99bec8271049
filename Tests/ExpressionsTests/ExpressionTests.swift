import Foundation
import TestSupport
import Testing
@testable import Localization
@testable import Expressions

/// A trajectory made by hand: one sample every `step` seconds, items given by closures of time.
enum Synthetic {
  static func run(duration: Double, step: Double = 1.0 / 60,
                  items: [(id: String, size: Double, y: (Double) -> Double, x: (Double) -> Double)],
                  contacts: [ContactRecord] = [], anchor: (x: Double, y: Double)? = nil) -> Trajectory {
    var trajectory = Trajectory()
    let count = Int((duration / step).rounded())
    trajectory.times = (0...count).map { Double($0) * step }
    for item in items {
      var track = ItemTrack(id: item.id, width: item.size, height: item.size, isDynamic: true)
      track.anchor = anchor
      for t in trajectory.times {
        track.x.append(item.x(t))
        track.y.append(item.y(t))
        track.angle.append(0)
        // Central differences are enough for these tests.
        track.vx.append((item.x(t + 1e-6) - item.x(t - 1e-6)) / 2e-6)
        track.vy.append((item.y(t + 1e-6) - item.y(t - 1e-6)) / 2e-6)
      }
      trajectory.tracks.append(track)
    }
    trajectory.contacts = contacts
    return trajectory
  }

  /// Evaluates `text` over `trajectory` (as the main run) with `constants`.
  static func value(_ text: String, over trajectory: Trajectory, constants: [String: Double] = [:],
                    runs extra: [String: Trajectory] = [:]) throws -> ExpressionValue {
    var runs = extra
    runs[""] = trajectory
    let evaluator = ExpressionEvaluator(environment: EvaluationEnvironment(constants: constants, runs: runs))
    return try evaluator.evaluate(try ExpressionParser.parse(text))
  }

  static func number(_ text: String, over trajectory: Trajectory, runs: [String: Trajectory] = [:]) throws -> Double {
    guard case .number(let x) = try value(text, over: trajectory, runs: runs) else {
      Issue.record("\(text) is not a number")
      return .nan
    }
    return x
  }
}

@Suite("Expression metrics on synthetic runs")
struct ExpressionMetricTests {
  /// A spring-like signal: y = 100 + 20 e^(-lambda t) cos(2 pi t / T).
  static let period = 0.8, lambda = 0.5
  static let spring = Synthetic.run(duration: 8, items: [
    ("box", 10, { t in 100 + 20 * exp(-lambda * t) * cos(2 * Double.pi * t / period) }, { _ in 50 }),
  ])

  @Test("period_of finds the period between upward crossings of the mean")
  func periodOf() throws {
    #expect(abs(try Synthetic.number("period_of(box.y, 0, 8)", over: Self.spring) - Self.period) < 0.002)
    let flat = Synthetic.run(duration: 1, items: [("box", 10, { _ in 5 }, { _ in 0 })])
    #expect(try Synthetic.number("period_of(box.y)", over: flat) == .infinity, "no oscillation: never")
  }

  @Test("decay_half_life fits the peaks' decay")
  func halfLife() throws {
    let expected = log(2) / Self.lambda
    let measured = try Synthetic.number("decay_half_life(box.y, 0, 8)", over: Self.spring)
    #expect(abs(measured - expected) / expected < 0.03, "\(measured) vs \(expected)")
    let steady = Synthetic.run(duration: 4, items: [("box", 10, { t in sin(2 * Double.pi * t) }, { _ in 0 })])
    #expect(try Synthetic.number("decay_half_life(box.y, 0, 4)", over: steady) == .infinity)
  }

  @Test("overshoot measures the excursion past the target in the direction of approach")
  func overshoot() throws {
    // From 0 up towards 10, overshooting to 12 at its peak.
    let step = Synthetic.run(duration: 3, items: [
      ("box", 10, { t in 10 - 10 * exp(-2 * t) * cos(4 * t) + (t > 0 ? 0 : 0) }, { _ in 0 }),
    ])
    let peak = try Synthetic.number("max_of(box.y, 0, 3)", over: step)
    #expect(abs(try Synthetic.number("overshoot(box.y, 10, 0, 3)", over: step) - (peak - 10)) < 1e-9)
    #expect(try Synthetic.number("overshoot(box.y, 20, 0, 3)", over: step) == 0, "never reaches 20: no overshoot")
    // Approaching from above: y = 100 + 20 cos(...) starts above 100 and dips below it.
    let dip = 100 - (try Synthetic.number("min_of(box.y, 0, 8)", over: Self.spring))
    #expect(abs(try Synthetic.number("overshoot(box.y, 100, 0, 8)", over: Self.spring) - dip) < 1e-9)
  }

  @Test("settle_time is the first time after which the signal stays within the tolerance")
  func settleTime() throws {
    let decay = Synthetic.run(duration: 5, items: [("box", 10, { t in 100 * exp(-t) }, { _ in 0 })])
    // 100 e^(-t) <= 1 from t = ln 100 = 4.605 on; the next sample is at most one step later.
    let settled = try Synthetic.number("settle_time(box.y, 0, 1)", over: decay)
    #expect(settled >= log(100) && settled <= log(100) + 1.0 / 60 + 1e-9)
    #expect(try Synthetic.number("settle_time(box.y, 0, 0.001)", over: decay) == .infinity)
    #expect(try Synthetic.number("settle_time(box.y, 0, 1000)", over: decay) == 0)
  }

  @Test("bounce_apexes lists each rebound's height above the floor")
  func bounceApexes() throws {
    // A ball whose bottom starts 400 above a floor at 500, rebounding with e = 0.5 (g = 1000).
    func bottom(_ t: Double) -> Double {
      let g = 1000.0, floor = 500.0
      let fall = sqrt(2 * 400 / g)
      if t < fall { return floor - 400 + 0.5 * g * t * t }
      var time = t - fall
      var speed = g * fall * 0.5
      while speed > 1 {
        let flight = 2 * speed / g
        if time < flight { return floor - (speed * time - 0.5 * g * time * time) }
        time -= flight
        speed *= 0.5
      }
      return floor
    }
    let run = Synthetic.run(duration: 3, items: [("ball", 10, { bottom($0) - 5 }, { _ in 0 })])
    guard case .list(let apexes) = try Synthetic.value("bounce_apexes(ball)", over: run) else {
      Issue.record("not a list")
      return
    }
    #expect(apexes.count >= 3)
    for (index, expected) in [100.0, 25, 6.25].enumerated() where index < apexes.count {
      #expect(abs(apexes[index] - expected) < 0.5, "apex \(index): \(apexes[index]) vs \(expected)")
    }
    #expect(try Synthetic.number("count_ge(bounce_apexes(ball), 10)", over: run) == 2)
    #expect(abs(try Synthetic.number("bounce_apexes(ball)[0]", over: run) - 100) < 0.5)
    #expect(try Synthetic.number("bounce_apexes(ball)[99]", over: run).isNaN, "out of range: undefined")
    #expect(try Synthetic.number("len(bounce_apexes(ball))", over: run) == Double(apexes.count))
  }

  @Test("time_when interpolates; at interpolates; before takes the last sample strictly before")
  func timeWhenAtBefore() throws {
    let fall = Synthetic.run(duration: 2, items: [("box", 10, { t in 500 * t * t }, { _ in 0 })])
    #expect(abs(try Synthetic.number("time_when(box.y >= 200)", over: fall) - sqrt(0.4)) < 2e-3)
    #expect(try Synthetic.number("time_when(box.y >= 1e9)", over: fall) == .infinity)
    #expect(abs(try Synthetic.number("at(0.505, box.y)", over: fall) - 500 * 0.505 * 0.505) < 0.1)
    #expect(abs(try Synthetic.number("before(0.5, box.y)", over: fall) - 500 * pow(0.5 - 1.0 / 60, 2)) < 1e-6)
    #expect(abs(try Synthetic.number("argmax_of(box.y, 0, 1)", over: fall) - 1) < 1e-9)
    #expect(abs(try Synthetic.number("mean_of(box.y, 0, 0)", over: fall)) < 1e-12)
  }

  @Test("contact metrics: first_contact, contacts in a window, contact_order")
  func contacts() throws {
    let records = [
      ContactRecord(time: 0.3, item: "red", other: "yellow", x: 0, y: 0, began: true),
      ContactRecord(time: 0.5, item: "red", other: "yellow", x: 0, y: 0, began: false),
      ContactRecord(time: 0.6, item: "blue", other: "red", x: 0, y: 0, began: true),
      ContactRecord(time: 1.1, item: "red", other: "bounds", x: 0, y: 0, began: true),
      ContactRecord(time: 1.4, item: "red", other: "yellow", x: 0, y: 0, began: true),
    ]
    let run = Synthetic.run(duration: 2, items: [("red", 10, { _ in 0 }, { _ in 0 }), ("blue", 10, { _ in 0 }, { _ in 0 })],
                            contacts: records)
    #expect(try Synthetic.number("first_contact(red, yellow)", over: run) == 0.3)
    #expect(try Synthetic.number("first_contact(red, \"bounds\")", over: run) == 1.1)
    #expect(try Synthetic.number("first_contact(red, blue)", over: run) == 0.6)
    #expect(try Synthetic.number("first_contact(blue, bounds)", over: run) == .infinity)
    #expect(try Synthetic.number("contacts(red, yellow)", over: run) == 2)
    #expect(try Synthetic.number("contacts(red, yellow, 1, 2)", over: run) == 1)
    #expect(try Synthetic.value("contact_order(red)", over: run) == .texts(["yellow", "blue", "bounds"]))
    #expect(try Synthetic.value("contact_order(red)[1] == \"blue\"", over: run) == .boolean(true))
    #expect(try Synthetic.value("contact_order(blue)[5] == \"\"", over: run) == .boolean(true))
  }

  @Test("overlap_y and swing are values at each sample, so they live inside another metric")
  func perSampleFunctions() throws {
    let run = Synthetic.run(duration: 1, items: [
      ("a", 50, { t in 100 + 100 * t }, { _ in 0 }),
      ("b", 50, { _ in 150 }, { _ in 0 }),
    ], anchor: (x: -100, y: 0))
    #expect(abs(try Synthetic.number("initial(overlap_y(a, b))", over: run)) < 1e-9, "touching edges: no overlap")
    #expect(abs(try Synthetic.number("at(0.5, overlap_y(a, b))", over: run) - 50) < 1e-9)
    #expect(abs(try Synthetic.number("initial(swing(a))", over: run) - 45) < 1e-9)
    #expect(abs(try Synthetic.number("initial(a.swing)", over: run) - 45) < 1e-9)
    #expect(throws: ExpressionError.self) { try Synthetic.value("swing(a)", over: run) }
  }

  @Test("named runs are read with a prefix")
  func namedRuns() throws {
    let slow = Synthetic.run(duration: 2, items: [("box", 10, { t in 100 * t }, { _ in 0 })])
    let fast = Synthetic.run(duration: 2, items: [("box", 10, { t in 300 * t }, { _ in 0 })])
    let ratio = try Synthetic.number("slow:time_when(box.y >= 150) / fast:time_when(box.y >= 150)", over: slow,
                                     runs: ["slow": slow, "fast": fast])
    #expect(abs(ratio - 3) < 1e-6)
    #expect(throws: ExpressionError.self) { try Synthetic.value("nope:initial(box.y)", over: slow) }
  }
}

@Suite("Expression safety")
struct ExpressionSafetyTests {
  static let run = Synthetic.run(duration: 1, items: [("box", 10, { t in 500 * t * t }, { _ in 0 })])

  @Test("arithmetic edge cases give infinities and NaN, never a trap")
  func arithmeticEdges() throws {
    #expect(try Synthetic.number("1 / 0", over: Self.run) == .infinity)
    #expect(try Synthetic.number("-1 / 0", over: Self.run) == -.infinity)
    #expect(try Synthetic.number("0 / 0", over: Self.run).isNaN)
    #expect(try Synthetic.number("sqrt(-1)", over: Self.run).isNaN)
    #expect(try Synthetic.number("1e308 * 10", over: Self.run) == .infinity)
    #expect(try Synthetic.number("10 ^ 400", over: Self.run) == .infinity)
    #expect(try Synthetic.number("ln(0)", over: Self.run) == -.infinity)
    #expect(try Synthetic.number("at(1 / 0, box.y)", over: Self.run).isNaN)
    #expect(try Synthetic.number("at(-1e300, box.y)", over: Self.run) == 0)
    #expect(try Synthetic.number("max_of(box.y, 0 / 0, 1)", over: Self.run).isNaN)
    #expect(try Synthetic.number("bounce_apexes(box)[1e300]", over: Self.run).isNaN)
    #expect(try Synthetic.number("bounce_apexes(box)[-1]", over: Self.run).isNaN)
    #expect(try Synthetic.number("bounce_apexes(box)[0 / 0]", over: Self.run).isNaN)
    #expect(try Synthetic.value("0 / 0 == 0 / 0", over: Self.run) == .boolean(false))
  }

  @Test("an empty run or a run full of NaN gives undefined values, not a crash")
  func degenerateRuns() throws {
    let empty = Trajectory()
    #expect(try Synthetic.number("time_when(box.y > 1)", over: empty) == .infinity)
    #expect(try Synthetic.number("period_of(box.y)", over: empty) == .infinity)
    #expect(try Synthetic.value("bounce_apexes(box)", over: empty) == .list([]))
    #expect(try Synthetic.value("contact_order(box)", over: empty) == .texts([]))
    let broken = Synthetic.run(duration: 0.5, items: [("box", 10, { _ in .nan }, { _ in .infinity })])
    for text in ["period_of(box.y)", "decay_half_life(box.y)", "overshoot(box.y, 1)", "settle_time(box.y, 0, 1)",
                 "time_when(box.y > 0)", "mean_of(box.x)", "max_of(box.speed)", "len(bounce_apexes(box))"] {
      _ = try Synthetic.value(text, over: broken)
    }
    let single = Synthetic.run(duration: 0, items: [("box", 10, { _ in 1 }, { _ in 1 })])
    #expect(try Synthetic.number("period_of(box.y)", over: single) == .infinity)
    #expect(try Synthetic.number("time_when(box.y >= 1)", over: single) == 0)
  }

  @Test("deep nesting and very long input are refused with a message")
  func nestingAndLength() {
    for text in [String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500),
                 String(repeating: "-", count: 500) + "1",
                 String(repeating: "sqrt(", count: 200) + "1" + String(repeating: ")", count: 200),
                 String(repeating: "1 + ", count: 2000) + "1",
                 "2 ^ " + String(repeating: "2 ^ ", count: 300) + "2"] {
      #expect(throws: ExpressionError.self) { try ExpressionParser.parse(text) }
    }
  }

  @Test("a metric of the whole run inside another is worked out once, not once per sample")
  func nestedWholeRunMetrics() throws {
    let long = Synthetic.run(duration: 20, items: [("box", 10, { t in t }, { _ in 0 })])
    // Found by the fuzzer: this took 10 s in the instrumented build, and stopped at the work limit.
    let nested = try Synthetic.number("max_of(max_of(max_of(box.y)))", over: long)
    let plain = try Synthetic.number("max_of(box.y)", over: long)
    #expect(nested == plain && abs(nested - 20) < 1e-9)
  }

  @Test("metrics nested in metrics that change with the sample stop at the work limit instead of running for ever")
  func workLimit() {
    let long = Synthetic.run(duration: 20, items: [("box", 10, { t in t }, { _ in 0 })])
    let start = Date()
    #expect(throws: ExpressionError.self) {
      try Synthetic.value("max_of(max_of(max_of(box.y) + box.y) + box.y)", over: long)
    }
    // Without the limit this nesting evaluates about 1.7·10⁹ samples (hours); the bound only has to
    // tell "stopped" from "ran on", so it is generous enough for a loaded two-core machine.
    #expect(Date().timeIntervalSince(start) < 120)
  }

  @Test("random token soup never traps: every input parses and evaluates or gives an error")
  func tokenSoup() {
    var random = SplitMix64(seed: 0x5EED)
    let tokens = ["box.y", "box", "(", ")", "[", "]", ",", "+", "-", "*", "/", "^", "<", ">=", "==", "and", "or", "not",
                  "1", "0", "1e308", "-1e-320", "pi", "true", "\"bounds\"", "near:", "time_when", "at", "max_of",
                  "period_of", "bounce_apexes", "contact_order", "swing", "overlap_y", "count_ge", "len", "sqrt",
                  "atan2", "min", "settle_time", "overshoot", "decay_half_life", "first_contact", "initial", "nan"]
    for _ in 0..<3000 {
      let count = random.int(1...14)
      let text = (0..<count).map { _ in tokens[random.int(0...(tokens.count - 1))] }.joined(separator: " ")
      if let expression = try? ExpressionParser.parse(text) {
        _ = try? ExpressionEvaluator(environment: EvaluationEnvironment(constants: ["x": 1], runs: ["": Self.run]))
          .evaluate(expression)
      }
    }
  }

  @Test("parse errors point at the offending character")
  func errorOffsets() {
    func offset(_ text: String) -> Int? {
      do {
        _ = try ExpressionParser.parse(text)
        return nil
      } catch {
        return error.offset
      }
    }
    #expect(offset("1 +") == 3)
    #expect(offset("sqrt(2") == 6)
    #expect(offset("a < b < c") == 6)
    #expect(offset("1 $ 2") == 2)
    #expect(offset("list[1") == 6)
    #expect(offset("\"open") == 0)
  }
}
