import Dynamics
import Foundation
import Testing

/// Newton's cradle: equal balls with elasticity 1 on rigid rods must pass the striking ball's speed to
/// the last ball (one in, one out) and keep their energy (resistance 0).
@Suite("Newton's cradle")
struct CradleTests {
  struct Run {
    /// Max speed of the last ball in the first 1.5 s ÷ the first ball's speed just before it strikes.
    var transfer = 0.0
    /// Swing energy (kinetic + potential above the resting row) at the end ÷ at the start.
    var energyRatio = 0.0
    /// Mean swing energy over the last 1.5 s ÷ over the first 1.5 s: the drift, without the bounded
    /// ±1–2 % swing that semi-implicit Euler gives the energy of a pendulum this fast (ω·h = 0.14 at
    /// gravity 10), which averages out over two periods.
    var drift = 0.0
    /// Largest horizontal swing (pt from rest) of each ball during the first second.
    var swing: [Double] = []
  }

  static func run(_ cradle: SolverScenes.Cradle, seconds: Double = 10) -> Run {
    let animator = cradle.animator, balls = cradle.balls
    let restX = balls.map { Double($0.center.x) }
    func energy() -> Double {
      balls.reduce(0) { sum, ball in
        let v = animator.velocity(of: ball) ?? .zero
        return sum + 0.5 * Double(v.x * v.x + v.y * v.y) + cradle.gravity * (cradle.restY - Double(ball.center.y))
      }
    }
    let e0 = energy()
    var result = Run(swing: Array(repeating: 0, count: balls.count))
    var impact = 0.0, hit = false, far = 0.0
    let steps = Int(seconds * 60), window = min(90, steps / 2)
    var energies: [Double] = []
    // Rest x of every ball: anchors are evenly spaced; ball 0's is one spacing left of ball 1's.
    var rest = restX
    if balls.count >= 3 { rest[0] = 2 * restX[1] - restX[2] }
    for step in 1...steps {
      animator.step()
      energies.append(energy())
      let t = Double(step) / 60
      let speeds = balls.map { ball -> Double in
        let v = animator.velocity(of: ball) ?? .zero
        return Double(v.x * v.x + v.y * v.y).squareRoot()
      }
      if !hit {
        if speeds[0] > impact { impact = speeds[0] } else if impact > 0 && speeds[0] < 0.5 * impact { hit = true }
      }
      if t <= 1.5 { far = max(far, speeds[balls.count - 1]) }
      if t <= 1 {
        for i in balls.indices { result.swing[i] = max(result.swing[i], abs(Double(balls[i].center.x) - rest[i])) }
      }
    }
    result.transfer = impact > 0 ? far / impact : 0
    result.energyRatio = energy() / e0
    if window > 0 {
      result.drift = energies.suffix(window).reduce(0, +) / energies.prefix(window).reduce(0, +)
    }
    return result
  }

  /// The course's cradle (view 320×568): spacing W/12, balls S − 1 wide (1 pt apart), rods H/4, anchors
  /// above the row at H/1.5, gravity 10, no rotation.
  static func courseCradle(angle: Double = 30, pulled: Int = 1) -> SolverScenes.Cradle {
    let w = 320.0, h = 568.0, spacing = w / 12
    return SolverScenes.cradle(size: spacing - 1, spacing: spacing, length: h / 4, anchorY: h / 1.5 - h / 4,
                               x0: w / 3, gravity: 10, pulled: pulled, angle: angle, round: false)
  }

  @Test("five touching balls of radius 20 on 200 pt rods: one in, one out, energy kept")
  func touchingBalls() {
    let run = Self.run(SolverScenes.cradle(size: 40, spacing: 40, length: 200, round: true))
    #expect(run.transfer >= 0.95, "transfer \(run.transfer)")
    #expect(run.transfer <= 1.02, "transfer \(run.transfer)")
    // Swing energy after 10 s (Box2D keeps about 20 % of it in this scene).
    #expect(abs(run.energyRatio - 1) < 0.01, "E/E0 \(run.energyRatio)")
    #expect(abs(run.drift - 1) < 0.01, "drift \(run.drift)")
  }

  @Test("the course's cradle (rounded squares 1 pt apart, gravity 10, no rotation): one in, one out, energy kept")
  func courseCradle() {
    let run = Self.run(Self.courseCradle())
    #expect(run.transfer >= 0.95, "transfer \(run.transfer)")
    #expect(run.transfer <= 1.02, "transfer \(run.transfer)")
    // With 1 pt gaps each struck ball stops 1 pt past its rest and swings back, so the middle balls
    // pick up a sway in step with the strikes (130 pt/s after 10 s, as an exact event-driven simulation
    // of the same pendulums also shows) while the energy stays: 0.4 % drift measured.
    #expect(abs(run.drift - 1) < 0.01, "drift \(run.drift)")
    #expect(abs(run.energyRatio - 1) < 0.02, "E/E0 \(run.energyRatio)")
    // The lesson's exercise 1: ball 4 swings out, the middle balls stay (almost) still.
    #expect(run.swing[4] >= 15, "ball 4 swing \(run.swing[4])")
    for k in 1...3 { #expect(run.swing[k] < 5, "ball \(k) swing \(run.swing[k])") }
  }

  @Test("the course's cradle keeps its energy from other pulls too", arguments: [
    (20.0, 1), (45.0, 1), (30.0, 2),
  ])
  func courseCradlePulls(angle: Double, pulled: Int) {
    let run = Self.run(Self.courseCradle(angle: angle, pulled: pulled))
    #expect(abs(run.drift - 1) < 0.01, "\(angle)°, \(pulled) pulled: drift \(run.drift)")
  }

  @Test("a lone pendulum at gravity 10 keeps its energy within 0.1 % over 10 s (rods as stiff as a sub-step)")
  func lonePendulum() {
    let run = Self.run(SolverScenes.cradle(count: 1, size: 320.0 / 12 - 1, spacing: 320.0 / 12, length: 568.0 / 4,
                                           gravity: 10, round: false))
    #expect(abs(run.drift - 1) < 0.001, "drift \(run.drift)")
  }

  @Test("two pendulums meeting away from the bottom keep their energy: the rods take their share of the impulse")
  func leaningStrike() {
    // Ball 1 hangs pulled 12° to the right and ball 0 40° to the left; they meet with both rods leaning.
    let cradle = SolverScenes.cradle(count: 2, size: 40, spacing: 40, length: 200, gravity: 1, angle: 40, round: true)
    let ball = cradle.balls[1], length = 200.0, a = 12 * Double.pi / 180
    let anchor = CGPoint(x: 240, y: 100)
    ball.center = CGPoint(x: anchor.x + length * sin(a), y: anchor.y + length * cos(a))
    cradle.animator.updateItem(usingCurrentState: ball)
    let run = Self.run(cradle)
    #expect(abs(run.drift - 1) < 0.01, "drift \(run.drift)")
  }

  @Test("the collision delegate hears the strike travel along the row: 0–1, 1–2, 2–3, 3–4 in one step")
  func strikeReportedInOrder() throws {
    // The course's cradle: its balls hang 1 pt apart, so none touches before the strike.
    let w = 320.0, h = 568.0, spacing = w / 12
    let cradle = SolverScenes.cradle(size: spacing - 1, spacing: spacing, length: h / 4, anchorY: h / 1.5 - h / 4,
                                     x0: w / 3, gravity: 10, round: false)
    for (i, ball) in cradle.balls.enumerated() { ball.name = "ball\(i)" }
    let collision = try #require(cradle.animator.behaviors.compactMap { $0 as? UICollisionBehavior }.first)
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    var step = 0
    while recorder.events.isEmpty && step < 60 {
      cradle.animator.step()
      step += 1
    }
    let pairs = recorder.events.compactMap { event -> [String]? in
      if case .beganItems(let a, let b, _) = event { return [a, b].sorted() } else { return nil }
    }
    #expect(pairs == [["ball0", "ball1"], ["ball1", "ball2"], ["ball2", "ball3"], ["ball3", "ball4"]],
            "step \(step): \(recorder.events)")
  }

  @Test("pull two balls: two leave on the right")
  func twoInTwoOut() {
    let w = 320.0, h = 568.0, spacing = w / 12
    let cradle = SolverScenes.cradle(size: spacing - 1, spacing: spacing, length: h / 4, anchorY: h / 1.5 - h / 4,
                                     x0: w / 3, gravity: 10, pulled: 2, round: false)
    let run = Self.run(cradle, seconds: 1)
    let leaving = (2...4).filter { run.swing[$0] >= 15 }
    #expect(leaving == [3, 4], "swings \(run.swing)")
  }

  @Test("the last ball leaves at the speed the closed form gives, √(2·g·L·(1 − cos 30°)) = 617 pt/s")
  func exitSpeed() {
    let w = 320.0, h = 568.0, spacing = w / 12
    let cradle = SolverScenes.cradle(size: spacing - 1, spacing: spacing, length: h / 4, anchorY: h / 1.5 - h / 4,
                                     x0: w / 3, gravity: 10, round: false)
    var fastest = 0.0
    for _ in 0..<30 {
      cradle.animator.step()
      let v = cradle.animator.velocity(of: cradle.balls[4]) ?? .zero
      fastest = max(fastest, Double(v.x * v.x + v.y * v.y).squareRoot())
    }
    let expected = (2 * 10_000 * (h / 4) * (1 - cos(Double.pi / 6))).squareRoot()
    #expect(abs(fastest - expected) / expected < 0.03, "ball 4 \(fastest) pt/s, closed form \(expected)")
  }
}
