import Foundation

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
    _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
    let out = try FileHandle(forWritingTo: stdout), err = try FileHandle(forWritingTo: stderr)
    defer {
      try? out.close()
      try? err.close()
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + max(0.1, limits.seconds)) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      // SIGKILL cannot be caught; the wait is bounded all the same.
      _ = finished.wait(timeout: .now() + 10)
      return .timedOut
    }
    switch process.terminationReason {
    case .uncaughtSignal: return .signalled(process.terminationStatus)
    case .exit: return .exited(process.terminationStatus)
    @unknown default: return .exited(process.terminationStatus)
    }
  }
}
