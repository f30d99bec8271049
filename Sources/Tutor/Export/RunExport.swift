import Foundation
import Expressions
import LessonModel
import LessonRuntime

/// Writes a run's time series for other tools: CSV (one row per step) or JSON (the whole run).
public enum RunExport {
  /// Output formats of `dynamics-tutor run --format`.
  public enum Format: String, CaseIterable, Sendable {
    case text, csv, json
    /// The 16 hex digits of `Trajectory.stateHash`: what the file `code` writes computes too.
    case hash
  }

  /// The columns to export: the given signals, or x, y, angle, vx, vy of every dynamic item.
  package static func signals(for run: SceneRun, requested: [SignalRef]) -> [SignalRef] {
    if !requested.isEmpty { return requested }
    return run.trajectory.tracks.filter(\.isDynamic).flatMap { track in
      [ItemSignal.x, .y, .angle, .vx, .vy].map { SignalRef(item: track.id, quantity: $0) }
    }
  }

  /// CSV with a header row: `t` then one column per signal. Numbers use `.` and full precision.
  /// `differences` (a plot's `a.top - b.bottom`) come after the signals, one column each.
  package static func csv(_ run: SceneRun, signals: [SignalRef], differences: [SignalDifference] = []) -> String {
    let columns = resolve(run, signals, differences)
    var lines = [(["t"] + columns.map(\.name)).joined(separator: ",")]
    for i in run.trajectory.times.indices {
      let values = [run.trajectory.times[i]] + columns.map { $0.value(i) }
      lines.append(values.map(number).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// JSON: the lesson, parameters, step, times, one array per signal, and the contacts.
  package static func json(_ run: SceneRun, lesson: Lesson, values: ParameterValues, signals: [SignalRef],
                          differences: [SignalDifference] = []) -> String {
    json(run, lesson: lesson, values: values, signals: signals, differences: differences, touches: nil)
  }

  /// The JSON of `json(_:lesson:values:signals:)` with a `gestures` array after the contacts: every
  /// touch of a live session (time, kind, phase, x, y in scene points), each number written exactly,
  /// so that `run --replay` plays the session again bit for bit.
  package static func json(_ run: SceneRun, lesson: Lesson, values: ParameterValues, signals: [SignalRef],
                          differences: [SignalDifference] = [], touches: [LiveTouch]?) -> String {
    let columns = resolve(run, signals, differences)
    var parts: [String] = []
    parts.append("\"lesson\": \(quote(lesson.id))")
    parts.append("\"parameters\": {" + values.all.map { "\(quote($0.name)): \(number($0.value))" }.joined(separator: ", ") + "}")
    parts.append("\"step\": \(number(lesson.scene.step))")
    parts.append("\"times\": [" + run.trajectory.times.map(number).joined(separator: ", ") + "]")
    let series = columns.map { column -> String in
      let values = run.trajectory.times.indices.map { number(column.value($0)) }
      return "    \(quote(column.name)): [" + values.joined(separator: ", ") + "]"
    }
    parts.append("\"signals\": {\n" + series.joined(separator: ",\n") + "\n  }")
    let contacts = run.trajectory.contacts.map { record in
      "{\"time\": \(number(record.time)), \"item\": \(quote(record.item)), \"other\": \(quote(record.other)), "
        + "\"began\": \(record.began), \"x\": \(number(record.x)), \"y\": \(number(record.y))}"
    }
    parts.append("\"contacts\": [" + contacts.joined(separator: ", ") + "]")
    if let touches {
      let gestures = touches.map { touch in
        "{\"time\": \(exact(touch.time)), \"kind\": \(quote(touch.kind.rawValue)), \"phase\": \(quote(touch.phase.rawValue)), "
          + "\"x\": \(exact(touch.x)), \"y\": \(exact(touch.y))" + (touch.wheel.map { ", \"wheel\": \(exact($0))" } ?? "") + "}"
      }
      parts.append("\"gestures\": [\n    " + gestures.joined(separator: ",\n    ") + "\n  ]")
    }
    return "{\n  " + parts.joined(separator: ",\n  ") + "\n}\n"
  }

  /// One exported column: its header and its value at step `i`.
  private struct Column {
    var name: String
    var value: (Int) -> Double
  }

  private static func resolve(_ run: SceneRun, _ signals: [SignalRef], _ differences: [SignalDifference]) -> [Column] {
    let plain = signals.compactMap { signal in
      run.trajectory.track(signal.item).map { track in
        Column(name: signal.description) { track.value(of: signal.quantity, at: $0) }
      }
    }
    let gaps = differences.compactMap { difference -> Column? in
      guard let first = run.trajectory.track(difference.minuend.item),
            let second = run.trajectory.track(difference.subtrahend.item) else { return nil }
      return Column(name: difference.description) {
        first.value(of: difference.minuend.quantity, at: $0) - second.value(of: difference.subtrahend.quantity, at: $0)
      }
    }
    return plain + gaps
  }

  /// Shortest exact decimal form; JSON has no NaN or infinity, so those become null.
  /// Below this magnitude a value is the rounding noise of the solver's arithmetic (a resting item's
  /// speed of 1e-15 pt/s), written as 0. Positions, speeds and times are reported to 1e-9 of their unit.
  static let noiseFloor = 1e-9

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return abs(value) < noiseFloor ? "0" : "\(value)"
  }

  /// The shortest decimal that reads back as the same Double (no noise floor): for values a replay needs bit for bit.
  static func exact(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
  }

  static func quote(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
