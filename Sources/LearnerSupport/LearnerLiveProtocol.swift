import Dynamics
import Foundation

/// How the tutor drives a learner's program live (`program --live`): one command per line on the
/// program's standard input, one reply line on its standard output for the commands that have one.
///
/// - `touch PHASE X Y` (`began`, `moved`, `ended`, `cancelled`; a point of the controller's view, pt):
///   the touch is carried out at once, before the next step. No reply.
/// - `tilt X Y` (each −1…1): the device's tilt from now on, which motion effects follow (unless the
///   program scripts its own, as a `code` file's `tilt(at:)` does). No reply.
/// - `step N`: N steps of 1/60 s; the reply is `frame TIME` and, per view, a tab and
///   `NAME X Y ANGLE` (centre in pt, angle in rad; numbers as Swift prints them, which read back exactly).
/// - `look`: the reply is a `frame` line of where every view is now, without a step and without
///   recording anything: what the touches carried out since the last step did (a paused session shows
///   a drag at once).
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
  static func serve(_ controller: UIViewController, prepare: (LearnerSession) -> Void = { _ in }) -> Never {
    // The protocol keeps the connection to itself: what the learner's code prints goes to standard
    // error, and what it reads is empty, so that neither can garble a command or a reply.
    let connection = Connection(input: dup(0), output: dup(1))
    let empty = open("/dev/null", O_RDONLY)
    dup2(empty, 0)
    close(empty)
    dup2(2, 1)
    let reply = connection.write
    let session = LearnerSession(controller: controller)
    prepare(session)
    while let line = connection.readLine() {
      let fields = line.split(separator: " ").map(String.init)
      switch (fields.first, fields.count) {
      case ("touch", 4):
        guard let phase = phase(fields[1]), let x = Double(fields[2]), let y = Double(fields[3]) else { fallthrough }
        session.touch(phase, at: CGPoint(x: x, y: y))
      case ("tilt", 3):
        guard let x = Double(fields[1]), let y = Double(fields[2]), x.isFinite, y.isFinite else { fallthrough }
        session.viewerOffset = UIOffset(horizontal: CGFloat(min(max(x, -1), 1)), vertical: CGFloat(min(max(y, -1), 1)))
      case ("step", 2):
        guard let count = Int(fields[1]), (1...maximumStepsPerCommand).contains(count) else { fallthrough }
        for _ in 0..<count where session.steps < Int(LearnerSession.maximumDuration / LearnerSession.timeStep) { session.step() }
        reply(frame(session.recordingSoFar))
      case ("look", 1):
        reply(frame(session.lookingNow()))
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

}

/// The protocol's own copies of the program's standard input and output, read and written unbuffered.
private final class Connection {
  private let input: Int32, output: Int32
  private var buffer: [UInt8] = []
  private var ended = false

  init(input: Int32, output: Int32) {
    (self.input, self.output) = (input, output)
  }

  /// The next line, without its line break; nil at the end of the input.
  func readLine() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        defer { buffer.removeSubrange(...newline) }
        return String(decoding: buffer[..<newline], as: UTF8.self)
      }
      guard !ended else { return nil }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(input, &chunk, chunk.count)
      if count > 0 { buffer += chunk[..<count] } else if count == 0 || errno != EINTR { ended = true }
    }
  }

  /// Writes `line` and a line break.
  func write(_ line: String) {
    var bytes = Array((line + "\n").utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
