import Dynamics
import Foundation
import Testing
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonRuntime

/// A lesson of the `animation` or `motion` engine with one 100 x 100 layer `box` at (0, 0) and the
/// given extra TOML.
func layerLesson(engine: String, duration: Double = 2, _ extra: String) throws -> Lesson {
  let text = """
    schema = 1
    id = "layers"
    title = "Layers"
    seed = "003_aa86dc2f9529bf2f.txt"
    prose = "Content/layers.md"
    goals = ["Test the layer engines."]

    [scene]
    engine = "\(engine)"
    width = 320
    height = 568
    duration = \(duration)

    [[layer]]
    id = "box"
    frame = [0, 0, 100, 100]

    [[plot]]
    id = "p"
    kind = "series"
    signals = ["box.x"]

    """ + twoChoiceExercises + "\n" + extra
  return try inlineLesson(text)
}

@Suite("Animation and motion engines")
struct LayerEngineTests {
  @Test("a basic linear animation starts at its time, moves in a straight line, and its completion applies at the end")
  func basicAnimation() throws {
    let lesson = try layerLesson(engine: "animation", """
      [[animation]]
      id = "slide"
      type = "basic"
      at = 0.2
      duration = 1.0
      curve = "linear"
      changes = [{ layer = "box", center = [150, 50] }]
      completion = [{ layer = "box", alpha = 0.5 }]
      """)
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let box = try #require(run.trajectory.track("box"))
    #expect(run.trajectory.count == 121 && run.trajectory.stageWidth == 320)
    #expect(box.x[12] == 50)                                   // 0.2 s: not started
    #expect(abs(box.x[42] - 100) < 1e-9)                       // 0.7 s: halfway
    #expect(abs(box.vx[42] - 100) < 1e-6)                      // 100 pt/s
    #expect(box.x[90] == 150 && box.x[120] == 150)
    #expect(box.alpha[71] == 1 && box.alpha[72] == 0.5)       // the completion at 1.2 s
    #expect(box.scale.allSatisfy { $0 == 1 } && box.y.allSatisfy { $0 == 50 })
  }

  @Test("a spring animation follows mapping A: overshoot e^(-pi z / sqrt(1 - z^2)) at pi / w_d")
  func springAnimation() throws {
    let lesson = try layerLesson(engine: "animation", """
      [[animation]]
      id = "spring"
      type = "spring"
      duration = 1.0
      dampingRatio = 0.5
      changes = [{ layer = "box", center = [150, 50] }]
      """)
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let box = try #require(run.trajectory.track("box"))
    let peak = try #require(box.x.max()), index = try #require(box.x.firstIndex(of: peak))
    let omega = log(1500.0) / 0.5 * (1 - 0.25).squareRoot()
    let overshoot = 100 * exp(-Double.pi * 0.5 / 0.75.squareRoot())
    #expect(abs(peak - 150 - overshoot) < 0.1, "\(peak)")        // 16.3 pt, sampled within 0.1 pt
    #expect(abs(run.trajectory.times[index] - Double.pi / omega) < 0.009)
    #expect(box.x.last == 150)
  }

  @Test("keyframes: keys at the keyframes' ends; a parameter can switch an animation off")
  func keyframesAndEnabled() throws {
    let lesson = try layerLesson(engine: "animation", duration: 1, """
      [[animation]]
      id = "steps"
      type = "keyframes"
      duration = 1.0
      mode = "linear"

      [[animation.keyframe]]
      start = 0.0
      duration = 0.25
      changes = [{ layer = "box", scale = 0.5 }]

      [[animation.keyframe]]
      start = 0.5
      duration = 0.5
      changes = [{ layer = "box", center = [50, 450], rotation = 1.0 }]

      [[parameter]]
      name = "steps.enabled"
      type = "bool"
      default = true
      description = "on or off"
      """)
    var values = ParameterValues(defaultsOf: lesson)
    let run = try SceneRunner.run(lesson, values: values)
    let box = try #require(run.trajectory.track("box"))
    #expect(abs(box.scale[15] - 0.5) < 1e-9 && abs(box.scale[8] - 0.75) < 0.02)
    #expect(box.y[30] == 50 && abs(box.y[45] - 250) < 1e-9 && box.y[60] == 450)
    #expect(abs(box.angle[60] - 1) < 1e-9 && box.angle[30] == 0)
    // The box's top edge accounts for the scale and the rotation.
    let half = 0.5 * (50 * abs(cos(1.0)) + 50 * abs(sin(1.0)))
    #expect(abs(box.value(of: .top, at: 60) - (450 - half)) < 1e-9)
    values["steps.enabled"] = 0
    let still = try #require(try SceneRunner.run(lesson, values: values).trajectory.track("box"))
    #expect(still.y.allSatisfy { $0 == 50 } && still.scale.allSatisfy { $0 == 1 })
  }

  @Test("motion effects: the tilt script over t drives grouped effects; tilts beyond 1 are clamped")
  func motionEffects() throws {
    let lesson = try layerLesson(engine: "motion", duration: 4, """
      [[effect]]
      layer = "box"
      keyPath = "center.x"
      axis = "horizontal"
      min = -30
      max = 30
      group = "tilt"

      [[effect]]
      layer = "box"
      keyPath = "center.y"
      axis = "vertical"
      min = 10
      max = -10
      group = "tilt"

      [tilt]
      x = "sin(2 * pi * t / 4)"
      y = "2"
      """)
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let box = try #require(run.trajectory.track("box"))
    for i in stride(from: 0, through: 240, by: 15) {
      let t = run.trajectory.times[i]
      #expect(abs(box.x[i] - (50 + 30 * sin(2 * Double.pi * t / 4))) < 1e-9)
      #expect(abs(box.y[i] - 40) < 1e-9)   // tilt 2 counts as 1: the maximum, -10
    }
    #expect(box.alpha.allSatisfy { $0 == 1 })
  }

  @Test("the layer engines have no animator to step, and refuse bad run times")
  func noAnimator() throws {
    let lesson = try layerLesson(engine: "motion", "")
    #expect(throws: SceneBuildError.self) { try SceneRunner.start(lesson, values: ParameterValues(defaultsOf: lesson)) }
    #expect(throws: SceneBuildError.self) { try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson), duration: -1) }
    #expect(throws: SceneBuildError.self) { try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson), duration: 1e6) }
  }
}

@Suite("gap(L)")
struct GapMetricTests {
  /// A 100 x 100 item whose centre visits the given points on a 320 x 568 stage.
  func run(_ centres: [(Double, Double)], scale: Double = 1) -> Trajectory {
    var trajectory = Trajectory()
    trajectory.stageWidth = 320
    trajectory.stageHeight = 568
    var track = ItemTrack(id: "L", width: 420, height: 668, isDynamic: true)
    for (index, centre) in centres.enumerated() {
      trajectory.times.append(Double(index))
      track.x.append(centre.0)
      track.y.append(centre.1)
      track.angle.append(0)
      track.vx.append(0)
      track.vy.append(0)
      track.scale.append(scale)
    }
    trajectory.tracks = [track]
    return trajectory
  }

  func value(_ text: String, _ trajectory: Trajectory) throws -> Double {
    let evaluator = ExpressionEvaluator(environment: EvaluationEnvironment(runs: ["": trajectory]))
    return try evaluator.number(try ExpressionParser.parse(text))
  }

  @Test("the widest strip of the stage an oversized layer leaves uncovered, at each sample")
  func gapValues() throws {
    // A 420 x 668 layer centred on the 320 x 568 stage overhangs 50 pt on every side.
    let trajectory = run([(160, 284), (210, 284), (230, 284), (160, 200), (100, 350)])
    #expect(try value("at(0, gap(L))", trajectory) == 0)
    #expect(try value("at(1, gap(L))", trajectory) == 0)    // moved exactly by its overhang
    #expect(try value("at(2, gap(L))", trajectory) == 20)   // its left edge is 20 pt inside
    #expect(try value("at(3, gap(L))", trajectory) == 34)   // its bottom edge is 34 pt above the stage's
    #expect(try value("at(4, gap(L))", trajectory) == 16)   // right edge 10 pt in, top 16 pt in
    #expect(try value("max_of(gap(L), 0, 4)", trajectory) == 34)
    #expect(try value("argmax_of(gap(L), 0, 4)", trajectory) == 3)
  }

  @Test("a scaled-down layer leaves gaps on every side; gap outside a metric is an error")
  func gapScaledAndTopLevel() throws {
    let small = run([(160, 284)], scale: 0.5)
    #expect(try value("at(0, gap(L))", small) == 117)  // 668 / 2 = 334 high: (568 - 334) / 2
    #expect(throws: ExpressionError.self) { try value("gap(L)", small) }
  }
}
