import Foundation
import LearnerSupport
#if canImport(Glibc)
import Glibc
#endif

/// A learner's program run live, a step at a time, while the learner touches it (`live` on a learner's
/// scene): the program runs in its own process (`program --live`, `LearnerLiveProtocol`), connected to
/// the tutor by a socket pair, so that a program that dies or stops answering ends the session with a
/// `LearnerFailure` and never takes the tutor with it (no SIGPIPE: writes use `MSG_NOSIGNAL`; every
/// read has a deadline).
public final class LearnerLiveRun {
  /// One view of a frame: its name (as in recorded runs), centre (pt) and angle (rad).
  public struct Item: Sendable, Equatable {
    /// The view's name.
    public var name: String
    /// Centre (pt) and angle (rad).
    public var x, y, angle: Double
  }

  /// Where every view is after the latest step.
  public struct Frame: Sendable, Equatable {
    /// Scene time (s).
    public var time: Double
    /// Every view, in the order first seen.
    public var items: [Item]
  }

  /// How long the program may take to answer one command, plus a millisecond per step asked for (s).
  public var replyTimeout = 2.0
  /// The session's end, once it has ended by a failure.
  public private(set) var failure: LearnerFailure?

  private let program: LearnerProgram
  private let child: ChildProcess.Running
  private var socket: Int32
  private var buffer: [UInt8] = []
  private var queued = ""
  private let errors: URL

  /// Builds `program` if needed and starts it live; its controller's view is loaded and has appeared.
  public static func start(_ program: LearnerProgram, progress: (String) -> Void = { _ in })
    -> Result<LearnerLiveRun, LearnerFailure> {
    if case .failure(let failure) = program.build(progress: progress) { return .failure(failure) }
    var ends: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else {
      return .failure(.cannotRun("no socket pair for the live session"))
    }
    // Neither end leaks into other children; the program gets its end as standard input and output.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let errors = program.buildDirectory.appendingPathComponent("live.err")
    let limits = ChildProcess.Limits(seconds: .infinity, memoryMiB: program.memoryLimitMiB,
                                     cpuSeconds: Int(LearnerSession.maximumDuration) + 60, outputMiB: LearnerProgram.outputLimitMiB)
    let handle = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
    do {
      let child = try ChildProcess(executable: program.executable, arguments: [LearnerLiveProtocol.flag],
                                   environment: program.childEnvironment, directory: program.buildDirectory, limits: limits,
                                   stdout: errors, stderr: errors).launch(input: handle, output: handle)
      close(ends[1])
      return .success(LearnerLiveRun(program: program, child: child, socket: ends[0], errors: errors))
    } catch {
      close(ends[0])
      close(ends[1])
      return .failure(.cannotRun("the program could not be started: \(error.localizedDescription)"))
    }
  }

  private init(program: LearnerProgram, child: ChildProcess.Running, socket: Int32, errors: URL) {
    (self.program, self.child, self.socket, self.errors) = (program, child, socket, errors)
  }

  deinit { stop() }

  /// Queues a touch at a point of the controller's view (pt) for the next step.
  public func touch(_ phase: LiveTouch.Phase, at point: CGPoint) {
    guard point.x.isFinite, point.y.isFinite else { return }
    queued += "touch \(phase.rawValue) \(Double(point.x)) \(Double(point.y))\n"
  }

  /// Queues the device's tilt (each component −1…1, clamped) for the next step: the motion effects
  /// follow it from then on, unless the program scripts its own tilt.
  public func tilt(x: Double, y: Double) {
    guard x.isFinite, y.isFinite else { return }
    queued += "tilt \(min(max(x, -1), 1)) \(min(max(y, -1), 1))\n"
  }

  /// Carries out the queued touches and `count` steps, and returns where every view is then.
  public func step(_ count: Int = 1) -> Result<Frame, LearnerFailure> {
    let count = min(max(1, count), LearnerLiveProtocol.maximumStepsPerCommand)
    return frame(after: "step \(count)", timeout: replyTimeout + Double(count) / 1000)
  }

  /// Whether touches or a tilt wait for the next step (or `look`).
  public var hasQueued: Bool { !queued.isEmpty }

  /// Carries out the queued touches and returns where every view is now, without a step: nothing is
  /// recorded, so the session's run is the same as if they had waited for the next step.
  public func look() -> Result<Frame, LearnerFailure> {
    frame(after: "look", timeout: replyTimeout)
  }

  /// Sends the queued touches and `command`, and reads the `frame` line it answers.
  private func frame(after command: String, timeout: Double) -> Result<Frame, LearnerFailure> {
    let sent = queued + command + "\n"
    queued = ""
    return exchange(sent, timeout: timeout).flatMap { line in
      guard let frame = Self.frame(line) else { return .failure(end(.cannotRun("the program answered \"\(line.prefix(80))\""))) }
      return .success(frame)
    }
  }

  /// The session so far as a recorded run, for plots and drawings.
  public func run() -> Result<SceneRun, LearnerFailure> {
    let file = program.buildDirectory.appendingPathComponent("live-recording.bin")
    return exchange("record \(file.path)\n", timeout: replyTimeout + 5).flatMap { line in
      guard line == "recorded", let data = try? Data(contentsOf: file),
            let recording = try? LearnerRecording(decoding: data) else {
        return .failure(.cannotRun("the live session's recording could not be read"))
      }
      return .success(SceneRun(recording))
    }
  }

  /// Ends the session: the program is asked to quit, then killed if it has not.
  public func stop() {
    guard socket >= 0 else { return }
    if !child.hasEnded { _ = send(command: "quit\n") }
    close(socket)
    socket = -1
    if !child.waitForEnd(seconds: 0.5) { child.kill() }
    if failure == nil { failure = .cannotRun("the live session has ended") }
  }

  /// Sends `command` and reads one line back within `timeout` seconds; on any failure the program is
  /// stopped and the failure kept.
  private func exchange(_ command: String, timeout: Double) -> Result<String, LearnerFailure> {
    if let failure { return .failure(failure) }
    guard send(command: command) else { return .failure(end(nil)) }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line.hasPrefix("error ") ? .failure(.cannotPlay(.other(String(line.dropFirst(6))))) : .success(line)
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return .failure(end(.timedOut(seconds: timeout))) }
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(min(remaining, 60) * 1000) + 1) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = recv(socket, &chunk, chunk.count, 0)
      guard count > 0 else { return .failure(end(nil)) }
      buffer += chunk[..<count]
    }
  }

  private func send(command: String) -> Bool {
    var bytes = Array(command.utf8)[...]
    while !bytes.isEmpty {
      let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard sent > 0 else { return false }
      bytes = bytes.dropFirst(sent)
    }
    return true
  }

  /// Stops the program and keeps why the session ended: `reason`, or what its end says.
  private func end(_ reason: LearnerFailure?) -> LearnerFailure {
    child.kill()
    let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    let found = reason ?? program.classify(child.outcome, errors: text, timeout: replyTimeout)
      ?? .crashed(signal: nil, status: 0, reason: "the program ended during the live session")
    failure = found
    return found
  }

  /// The frame of a `frame` line.
  static func frame(_ line: String) -> Frame? {
    let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard let head = parts.first, head.hasPrefix("frame "), let time = Double(head.dropFirst(6)) else { return nil }
    var items: [Item] = []
    for part in parts.dropFirst() {
      let fields = part.split(separator: " ")
      guard fields.count == 4, let x = Double(fields[1]), let y = Double(fields[2]), let angle = Double(fields[3]) else { return nil }
      items.append(Item(name: String(fields[0]), x: x, y: y, angle: angle))
    }
    return Frame(time: time, items: items)
  }
}
