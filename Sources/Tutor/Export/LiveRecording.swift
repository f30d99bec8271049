import Foundation
import Localization
import LessonRuntime

/// A live session written by `live --record FILE` and read back by `run --replay FILE`: the JSON of
/// `run --format json` (lesson, parameters, times, signals, contacts) with a `gestures` array.
public struct LiveRecording: Sendable, Equatable {
  /// The lesson the session ran.
  public var lessonID: String
  /// The parameter values it ran with, by name.
  public var parameters: [String: Double]
  /// How long it ran (s): the last sample's time.
  public var duration: Double
  /// Every touch, in order.
  public var touches: [LiveTouch]

  /// The record of `scene` so far, as JSON text.
  package static func json(of scene: LiveSession) -> String {
    let run = scene.run.run()
    return RunExport.json(run, lesson: scene.lesson, values: scene.values,
                          signals: RunExport.signals(for: run, requested: []), touches: scene.run.touches)
  }

  private struct File: Decodable {
    var lesson: String
    var parameters: [String: Double?]?
    var times: [Double?]
    var gestures: [LiveTouch]?
  }

  /// Reads a recording; the message says what is wrong with a file that is not one, in the language of `t`.
  public static func read(_ data: Data, name: String, messages t: Messages = Messages(.en)) -> Result<LiveRecording, BatchRun.Failure> {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch DecodingError.keyNotFound(let key, _) {
      return .failure(BatchRun.Failure(message: t("{file} is not a live recording: it has no \"{key}\"", ["file": name, "key": key.stringValue])))
    } catch {
      return .failure(BatchRun.Failure(message: t("{file} is not a live recording (`live --record` writes one): {problem}",
                                                  ["file": name, "problem": Self.describe(error, t)])))
    }
    guard let gestures = file.gestures else {
      return .failure(BatchRun.Failure(message: t("{file} has no \"gestures\": it is a run's JSON, not a live recording (`live --record` writes one)",
                                                  ["file": name])))
    }
    guard let last = file.times.last, let duration = last, duration > 0 else {
      return .failure(BatchRun.Failure(message: t("{file} records no time: nothing to replay", ["file": name])))
    }
    let parameters = (file.parameters ?? [:]).compactMapValues { $0 }
    return .success(LiveRecording(lessonID: file.lesson, parameters: parameters, duration: duration, touches: gestures))
  }

  /// Foundation's words for a decoding error (English), after where it happened.
  private static func describe(_ error: Error, _ t: Messages) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): return context.debugDescription
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return t("at {path}: {problem}", ["path": context.codingPath.map(\.stringValue).joined(separator: "."),
                                        "problem": context.debugDescription])
    default: return String(describing: error)
    }
  }
}
