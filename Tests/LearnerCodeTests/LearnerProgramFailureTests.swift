import Foundation
import LessonModel
@testable import LessonRuntime
import Testing

/// Whatever the learner's code does, the tutor gets a failure in one sentence and nothing is left running.
@Suite(.serialized)
struct LearnerProgramFailureTests {
  @Test func aCompileErrorPointsAtTheLearnersLineAndColumn() throws {
    let program = LearnerFixtures.program("CompileError.swift")
    guard case .failure(.doesNotCompile(let diagnostics)) = program.build() else {
      Issue.record("the file compiled")
      return
    }
    let error = try #require(diagnostics.first { $0.severity == .error })
    #expect(error.file == program.source.path)
    #expect(error.line == 6 && error.column == 19)
    #expect(error.message.contains("String"))
    #expect(error.rendered == """
      \(program.source.path):6:19: error: \(error.message)
      \tlet count: Int = "three"
      \t                 ^
      """)
    let failure = LearnerFailure.doesNotCompile(diagnostics)
    #expect(failure.message.contains("CompileError.swift:6:19") && !failure.message.contains("\n"))
  }

  @Test func anEndlessLoopInViewDidLoadIsStoppedWithinTenSeconds() throws {
    let program = LearnerFixtures.program("Endless.swift")
    try program.build().get()
    let start = Date()
    let result = program.run(play: [], duration: 3, timeout: 3)
    let elapsed = Date().timeIntervalSince(start)
    guard case .failure(.timedOut(let seconds)) = result else {
      Issue.record("expected a time-out, got \(result)")
      return
    }
    #expect(seconds == 3 && elapsed < 10)
    #expect(LearnerFixtures.processes(running: program.executable).isEmpty)
    #expect(LearnerFailure.timedOut(seconds: seconds).message.contains("3 s"))
  }

  @Test(arguments: [("fatal", "the learner gave up"), ("unwrap", "Unexpectedly found nil"), ("index", "Index out of range")])
  func aCrashIsReportedInOneSentence(button: String, words: String) throws {
    let program = LearnerFixtures.program("Crashes.swift")
    let result = program.run(play: [CodeInput(time: 0.1, action: .press(item: button))], duration: 1, timeout: 20)
    guard case .failure(let failure) = result, case .crashed = failure else {
      Issue.record("expected a crash, got \(result)")
      return
    }
    #expect(failure.message.contains(words), "\(failure.message)")
    #expect(!failure.message.contains("\n"))
    if button == "unwrap" { #expect(failure.message.contains("Crashes.swift:14")) }
    #expect(LearnerFixtures.processes(running: program.executable).isEmpty)
  }

  @Test func aRunawayAllocationIsStopped() throws {
    let program = LearnerFixtures.program("Runaway.swift")
    program.memoryLimitMiB = 512
    let result = program.run(play: [], duration: 1, timeout: 20)
    guard case .failure(.outOfMemory(let limit)) = result else {
      Issue.record("expected out of memory, got \(result)")
      return
    }
    #expect(limit == 512)
    #expect(LearnerFailure.outOfMemory(limitMiB: limit).message.contains("512 MiB"))
  }

  @Test func withoutSwiftcOnThePathCodeExercisesSaySoInOneLine() throws {
    let toolchain = Toolchain.locate(environment: ["PATH": "/nonexistent:/also-not-there"])
    guard case .failure(let failure) = toolchain, case .noToolchain = failure else {
      Issue.record("found a toolchain: \(toolchain)")
      return
    }
    #expect(failure.message.contains("swiftc") && !failure.message.contains("\n"))
    let program = LearnerProgram(source: LearnerFixtures.file("Endless.swift"),
                                 buildDirectory: FileManager.default.temporaryDirectory, toolchain: toolchain)
    #expect(program.build().failureValue == failure)
  }

  @Test func withoutTheModulesCodeExercisesSaySoInOneLine() throws {
    let toolchain = Toolchain.locate(environment: ProcessInfo.processInfo.environment,
                                     executable: URL(fileURLWithPath: "/usr/bin/env"))
    guard case .failure(let failure) = toolchain, case .noToolchain = failure else {
      Issue.record("found the modules: \(toolchain)")
      return
    }
    #expect(failure.message.contains("DYNAMICS_TUTOR_MODULES") && !failure.message.contains("\n"))
  }
}

extension Result {
  /// The failure, if any.
  var failureValue: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
