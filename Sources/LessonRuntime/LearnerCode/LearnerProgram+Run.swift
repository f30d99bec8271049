import Foundation
import LearnerSupport
import LessonModel

extension LearnerProgram {
  /// The wall-clock limit of a run of `duration` seconds of scene time when none is given (s): 4 s and
  /// a twentieth of the duration. A recorded run of a few seconds takes well under one on this engine
  /// (a debug build's 600 s, about 2.5), so this only ever stops code that does not end.
  public static func defaultTimeout(duration: Double) -> Double { 4 + max(0, duration) / 20 }

  /// Builds the file if needed (see `build(progress:)`), runs it in its own process with `play`'s
  /// inputs for `duration` seconds of scene time, and returns the recorded run.
  /// - Parameters:
  ///   - play: what a person does to the app, in time order; items are the controller's property names.
  ///   - duration: the scene time recorded (s), stepped at 1/60 s.
  ///   - timeout: the wall-clock limit (s) after which the program is stopped; nil: `defaultTimeout`.
  package func run(play: [CodeInput], duration: Double, timeout: Double? = nil)
    -> Result<SceneRun, LearnerFailure> {
    run(inputs: play.map(Self.input), duration: duration, timeout: timeout)
  }

  /// `run(play:duration:timeout:)` with the inputs as the learner's program reads them.
  public func run(inputs play: [LearnerInput], duration: Double, timeout: Double? = nil)
    -> Result<SceneRun, LearnerFailure> {
    let timeout = timeout ?? Self.defaultTimeout(duration: duration)
    notes = []
    if case .failure(let failure) = build() { return .failure(failure) }
    guard duration.isFinite, duration > 0, duration <= LearnerSession.maximumDuration else {
      return .failure(.cannotPlay(.duration(duration)))
    }
    let inputs = buildDirectory.appendingPathComponent("inputs.txt")
    let recording = buildDirectory.appendingPathComponent("recording.bin")
    let stdout = buildDirectory.appendingPathComponent("program.out")
    let stderr = buildDirectory.appendingPathComponent("program.err")
    do {
      try? FileManager.default.removeItem(at: recording)
      try LearnerInput.encoded(play).write(to: inputs, atomically: true, encoding: .utf8)
    } catch {
      return .failure(.cannotRun("the build folder \(buildDirectory.path) cannot be written"))
    }
    let limits = ChildProcess.Limits(seconds: timeout, memoryMiB: memoryLimitMiB,
                                     cpuSeconds: Int(timeout.rounded(.up)) + 2, outputMiB: Self.outputLimitMiB)
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess(executable: executable, arguments: [inputs.path, "\(duration)", recording.path],
                                 environment: childEnvironment, directory: buildDirectory, limits: limits,
                                 stdout: stdout, stderr: stderr).run()
    } catch {
      return .failure(.cannotRun("the program could not be started: \(error.localizedDescription)"))
    }
    let errors = (try? String(contentsOf: stderr, encoding: .utf8)) ?? ""
    let output = (try? FileHandle(forReadingFrom: stdout)).flatMap { handle in
      defer { try? handle.close() }
      return try? handle.read(upToCount: Self.printedLimit)
    }
    printed = output.map { String(decoding: $0, as: UTF8.self) } ?? ""
    if let failure = classify(outcome, errors: errors, timeout: timeout) { return .failure(failure) }
    guard let data = try? Data(contentsOf: recording) else {
      return .failure(.crashed(signal: nil, status: 0, reason: "the program ended before the run was recorded (does it call exit?)"))
    }
    do {
      let recording = try LearnerRecording(decoding: data)
      notes = recording.notes
      if !passedOver.isEmpty {
        notes.insert(.firstControllerRan(controller: recording.controller, others: passedOver), at: 0)
      }
      var run = SceneRun(recording)
      run.learnerNotes = notes
      return .success(run)
    } catch {
      return .failure(.cannotRun("the recording does not read: \(error.description)"))
    }
  }

  /// The largest output a learner's program may write (MiB).
  static let outputLimitMiB = 16

  static func input(_ input: CodeInput) -> LearnerInput {
    switch input.action {
    case .press(let item): LearnerInput(time: input.time, action: .press(item: item))
    case .tap(let x, let y): LearnerInput(time: input.time, action: .tap(x: x, y: y))
    case .drag(let item, let dx, let dy, let seconds):
      LearnerInput(time: input.time, action: .drag(item: item, dx: dx, dy: dy, seconds: seconds))
    case .tilt(let x, let y): LearnerInput(time: input.time, action: .tilt(x: x, y: y))
    }
  }

  /// The failure `outcome` means, or nil when the program exited normally.
  func classify(_ outcome: ChildProcess.Outcome, errors: String, timeout: Double) -> LearnerFailure? {
    let lines = errors.split(separator: "\n").map(String.init)
    switch outcome {
    case .exited(0): return nil
    case .timedOut: return .timedOut(seconds: timeout)
    case .exited(LearnerHarnessError.exitCode):
      if let line = lines.last(where: { $0.hasPrefix(LearnerHarnessError.dataPrefix) }),
         let error = try? JSONDecoder().decode(LearnerHarnessError.self, from: Data(line.dropFirst(LearnerHarnessError.dataPrefix.count).utf8)) {
        return error == .noLiveView ? .noViewController(.noLiveView) : .cannotPlay(.harness(error))
      }
      if let line = lines.last(where: { $0.hasPrefix(LearnerHarnessError.prefix) }) {
        return .cannotPlay(.other(String(line.dropFirst(LearnerHarnessError.prefix.count))))
      }
    case .exited(126): return .cannotRun("the limits for the program could not be set")
    case .signalled(SIGXCPU): return .exceededLimit(.processorTime(seconds: Int(timeout.rounded(.up)) + 2))
    case .signalled(SIGXFSZ): return .exceededLimit(.output(mebibytes: Self.outputLimitMiB))
    default: break
    }
    if errors.contains("failed to allocate") || errors.contains("allocate memory") || errors.contains("bad_alloc") {
      return .outOfMemory(limitMiB: memoryLimitMiB)
    }
    let reason = lines.first { $0.contains("Fatal error") }.map(fatalErrorSentence)
      ?? lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("Current stack trace") }
    switch outcome {
    case .signalled(let signal): return .crashed(signal: signal, status: nil, reason: reason)
    case .exited(let status): return .crashed(signal: nil, status: status, reason: reason)
    case .timedOut: return .timedOut(seconds: timeout)
    }
  }

  /// `…/ViewController.swift:12: Fatal error: message` as "message (ViewController.swift:12)", with
  /// the learner's path for the copy's; the standard library's own places are left out.
  private func fatalErrorSentence(_ line: String) -> String {
    guard let range = line.range(of: "Fatal error") else { return line }
    var message = String(line[range.lowerBound...])
    if message.hasPrefix("Fatal error: ") { message = "fatal error: " + message.dropFirst("Fatal error: ".count) }
    let place = line[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
    // Traps name the file by `#fileID` (`LearnerProgram/File.swift`), `fatalError` by path.
    for name in [copy.path, "\(Self.moduleName)/\(copy.lastPathComponent)"] where place.hasPrefix(name + ":") {
      return "\(message) (\(source.path):\(place.dropFirst(name.count + 1)))"
    }
    return message
  }
}
