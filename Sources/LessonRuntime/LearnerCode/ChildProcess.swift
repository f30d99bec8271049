import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program in its own process, under limits set with `ulimit` by `/bin/sh` (which then `exec`s
/// the program, so the limits and the process are the program's own), with its output in files
/// (never pipes: a program that prints without end cannot block on a full pipe) and a wall-clock
/// deadline after which it is killed. The tutor never waits for a child without a deadline and never
/// leaves one running.
struct ChildProcess {
  /// Limits for the child.
  struct Limits {
    /// Wall-clock time (s) before the child is killed.
    var seconds: Double
    /// Address space (MiB); nil: none.
    var memoryMiB: Int?
    /// Processor time (s); a backstop that ends the child even if the tutor is gone.
    var cpuSeconds: Int?
    /// Largest file the child may write (MiB), its output included.
    var outputMiB: Int?
  }

  /// How the child ended.
  enum Outcome: Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It outlived the deadline and was killed.
    case timedOut
  }

  let executable: URL
  let arguments: [String]
  var environment: [String: String] = ProcessInfo.processInfo.environment
  var directory: URL?
  let limits: Limits
  /// Files that receive the child's standard output and error.
  let stdout: URL
  let stderr: URL

  /// Runs the child to its end or its deadline.
  func run() throws -> Outcome {
    _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
    let out = try FileHandle(forWritingTo: stdout)
    defer { try? out.close() }
    // One handle when both go to the same file, so that neither overwrites the other.
    let child = try launch(input: FileHandle.nullDevice, output: out, error: stdout == stderr ? out : nil)
    guard child.waitForEnd(seconds: max(0.1, limits.seconds)) else {
      child.kill()
      return .timedOut
    }
    return child.outcome
  }

  /// A started child.
  final class Running {
    let process: Process
    /// Signalled once, when the child has ended.
    private let finished: DispatchSemaphore
    /// Whether the child's end has been seen.
    private(set) var hasEnded = false

    init(process: Process, finished: DispatchSemaphore) {
      (self.process, self.finished) = (process, finished)
    }

    /// Waits up to `seconds` for the child's end; true once it has ended.
    func waitForEnd(seconds: Double) -> Bool {
      if !hasEnded, finished.wait(timeout: .now() + max(0, seconds)) == .success { hasEnded = true }
      return hasEnded
    }

    /// How it ended (once it has).
    var outcome: Outcome {
      switch process.terminationReason {
      case .uncaughtSignal: .signalled(process.terminationStatus)
      case .exit: .exited(process.terminationStatus)
      @unknown default: .exited(process.terminationStatus)
      }
    }

    /// Kills the child, and any process it started, unless it has ended, and waits for its end. Its
    /// process id is never signalled after it was reaped, when another process may have it; until then
    /// it also names the child's process group (Foundation starts children in a group of their own).
    func kill() {
      guard !hasEnded else { return }
      let pid = process.processIdentifier
      if getpgid(pid) == pid { Glibc.kill(-pid, SIGKILL) }
      Glibc.kill(pid, SIGKILL)
      // SIGKILL cannot be caught; the wait is bounded all the same.
      _ = waitForEnd(seconds: 10)
    }
  }

  /// Starts the child with `input` and `output` as its standard input and output (its standard error
  /// goes to `error`, by default to the file `stderr`) and returns at once.
  func launch(input: FileHandle, output: FileHandle, error: FileHandle? = nil) throws -> Running {
    var script = ""
    if let memory = limits.memoryMiB { script += "ulimit -v \(memory * 1024) || exit 126; " }
    if let cpu = limits.cpuSeconds { script += "ulimit -t \(cpu) || exit 126; " }
    if let output = limits.outputMiB { script += "ulimit -f \(output * 2048) || exit 126; " }
    script += "ulimit -c 0; exec \"$0\" \"$@\""
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, executable.path] + arguments
    process.environment = environment
    if let directory { process.currentDirectoryURL = directory }
    let err: FileHandle
    if let error {
      err = error
    } else {
      _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
      err = try FileHandle(forWritingTo: stderr)
    }
    defer { if error == nil { try? err.close() } }
    process.standardOutput = output
    process.standardError = err
    process.standardInput = input
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    return Running(process: process, finished: finished)
  }
}
