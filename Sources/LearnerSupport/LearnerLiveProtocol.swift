import Dynamics
import Foundation

/// How the tutor drives a learner's program live (`program --live`): one command per line on the
/// program's standard input, one reply line on its standard output for the commands that have one.
///
/// - `touch PHASE X Y` (`began`, `moved`, `ended`, `cancelled`; a point of the controller's view, pt):
///   the touch is carried out at once, before the next step. No reply.
/// - `step N`: N steps of 1/60 s; the reply is `frame TIME` and, per view, a tab and
///   `NAME X Y ANGLE` (centre in pt, angle in rad; numbers as Swift prints them, which read back exactly).
/// - `record PATH`: the run so far is written to PATH (`LearnerRecording`); the reply is `recorded`.
/// - `quit`, or the end of the input: the program exits 0.
///
/// An unknown command is answered `error` and a sentence.
public enum LearnerLiveProtocol {
  /// The argument that starts the program in live mode.
  public static let flag = "--live"
  /// The most steps one `step` command may ask for.
  public static let maximumStepsPerCommand = 600

  /// Serves the protocol for `controller` until `quit` or the end of the input.
  static func serve(_ controller: UIViewController) -> Never {
    let session = LearnerSession(controller: controller)
    while let line = readLine() {
      let fields = line.split(separator: " ").map(String.init)
      switch (fields.first, fields.count) {
      case ("touch", 4):
        guard let phase = phase(fields[1]), let x = Double(fields[2]), let y = Double(fields[3]) else { fallthrough }
        session.touch(phase, at: CGPoint(x: x, y: y))
      case ("step", 2):
        guard let count = Int(fields[1]), (1...maximumStepsPerCommand).contains(count) else { fallthrough }
        for _ in 0..<count where session.steps < Int(LearnerSession.maximumDuration / LearnerSession.timeStep) { session.step() }
        reply(frame(session.recordingSoFar))
      case ("record", 2):
        do {
          try session.recordingSoFar.encoded().write(to: URL(fileURLWithPath: fields[1]), options: .atomic)
          reply("recorded")
        } catch {
          reply("error the recording could not be written to \(fields[1])")
        }
      case ("quit", _):
        exit(0)
      default:
        reply("error the command \"\(line)\" does not read")
      }
    }
    exit(0)
  }

  /// The `frame` line of the latest sample of `recording`.
  static func frame(_ recording: LearnerRecording) -> String {
    let last = recording.times.count - 1
    var line = "frame \(recording.times.last ?? 0)"
    for track in recording.tracks where last >= 0 {
      line += "\t\(track.name) \(track.x[last]) \(track.y[last]) \(track.angle[last])"
    }
    return line
  }

  private static func phase(_ word: String) -> UITouchSample.Phase? {
    switch word {
    case "began": .began
    case "moved": .moved
    case "ended": .ended
    case "cancelled": .cancelled
    default: nil
    }
  }

  private static func reply(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
