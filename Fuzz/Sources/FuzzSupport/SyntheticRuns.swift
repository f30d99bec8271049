import Foundation
import Expressions
import LessonModel

/// An environment in which the expressions of the real lessons mean something: every constant the
/// lessons' scenes define with their default values, and runs made by hand (not by the engine, so
/// that the expression harness tests expressions alone) holding a track for every item of every
/// lesson, under the main run's name and every named run the lessons use, plus two degenerate runs.
public enum SyntheticRuns {
  public static let environment: EvaluationEnvironment = {
    var constants: [String: Double] = [:]
    var items: [String] = []
    var runNames: Set<String> = ["", "light", "heavy", "g10", "g1"]
    for lesson in Repository.catalog.lessons {
      let values = ParameterValues(defaultsOf: lesson)
      if let computed = try? StaticConstants.compute(lesson, values: values) {
        constants.merge(computed) { first, _ in first }
      }
      for item in lesson.items where !items.contains(item.id) { items.append(item.id) }
      for exercise in lesson.exercises {
        for run in exercise.runs { runNames.insert(run.name) }
      }
    }
    var runs: [String: Trajectory] = [:]
    for (index, name) in runNames.sorted().enumerated() {
      runs[name] = trajectory(items: items, duration: 4, variant: Double(index))
    }
    runs["empty"] = Trajectory()
    runs["single"] = trajectory(items: items, duration: 0, variant: 0)
    return EvaluationEnvironment(constants: constants, runs: runs)
  }()

  /// Items falling, bouncing, swinging and springing in turn, with contacts, sampled at 60 Hz.
  static func trajectory(items: [String], duration: Double, variant: Double) -> Trajectory {
    var run = Trajectory()
    let step = 1.0 / 60
    let count = Int((duration / step).rounded())
    run.times = (0...count).map { Double($0) * step }
    for (index, id) in items.enumerated() {
      var track = ItemTrack(id: id, width: 40 + Double(index % 3) * 10, height: 40, isDynamic: index % 4 != 3)
      if index % 2 == 0 { track.anchor = (x: 160, y: 100) }
      let phase = Double(index) + variant
      for t in run.times {
        let (x, y, vx, vy): (Double, Double, Double, Double)
        switch index % 4 {
        case 0:  // free fall onto a floor at 500, bouncing with half the speed
          let fall = 100 + 500 * t * t
          (x, y, vx, vy) = (60 + phase, min(fall, 500 - 100 * abs(sin(6 * t))), 0, 1000 * t)
        case 1:  // a pendulum
          let angle = 0.5 * cos(3 * t + phase)
          (x, y, vx, vy) = (160 + 200 * sin(angle), 100 + 200 * cos(angle), -300 * sin(3 * t), 100 * cos(3 * t))
        case 2:  // a damped spring
          let offset = 30 * exp(-0.5 * t) * cos(2 * Double.pi * t / 0.8)
          (x, y, vx, vy) = (200, 300 + offset, 0, -30 * exp(-0.5 * t) * sin(2 * Double.pi * t / 0.8))
        default:  // at rest
          (x, y, vx, vy) = (250, 540, 0, 0)
        }
        track.x.append(x)
        track.y.append(y)
        track.vx.append(vx)
        track.vy.append(vy)
        track.angle.append(0.1 * t * phase)
      }
      run.tracks.append(track)
    }
    for (index, id) in items.enumerated() where index % 4 == 0 {
      run.contacts.append(ContactRecord(time: 0.6 + 0.01 * Double(index), item: id, other: "bounds", x: 60, y: 520, began: true))
      if index + 1 < items.count {
        run.contacts.append(ContactRecord(time: 1.1, item: id, other: items[index + 1], x: 100, y: 300, began: true))
        run.contacts.append(ContactRecord(time: 1.3, item: id, other: items[index + 1], x: 0, y: 0, began: false))
      }
    }
    return run
  }
}
