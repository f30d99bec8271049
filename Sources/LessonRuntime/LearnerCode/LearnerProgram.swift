import Foundation
import LearnerSupport

/// A learner's Swift file built into a program of its own and run in its own process: the file
/// defines a `UIViewController` subclass (or is a playground page that sets
/// `PlaygroundPage.current.liveView`), the tutor appends a call into `LearnerSupport` that shows the
/// controller, plays the exercise's inputs and records the run, and `run` hands back the recording as
/// a `SceneRun`, the same as a lesson's scene gives.
///
/// Builds are cached in `buildDirectory`: a file built before, unchanged, with the same toolchain, is
/// not compiled again. Nothing the learner's code does can trap or hang the tutor: a compile error, a
/// crash, an endless loop or a runaway allocation comes back as a `LearnerFailure`.
///
///     let program = LearnerProgram(source: file, buildDirectory: folder)
///     switch program.run(play: task.play, duration: 3) { … }
public final class LearnerProgram {
  /// The learner's file.
  public let source: URL
  /// Where the copy of the file, the program, its inputs and its recording go.
  public let buildDirectory: URL
  /// The compiler and modules used, or why there are none.
  public let toolchain: Result<Toolchain, LearnerFailure>
  /// The compiler's warnings about the file at the last successful build.
  public private(set) var warnings: [CompilerDiagnostic] = []
  /// What the learner's code printed during the last run (its standard output, at most the first
  /// `printedLimit` bytes), for the learner's debugging.
  public internal(set) var printed = ""
  /// What the last run noted for the learner (no animator found, a view that appeared late, which of
  /// several controllers ran); the run carries them too.
  public internal(set) var notes: [LearnerNote] = []
  /// The most of a run's printed output kept in `printed` (bytes).
  public static let printedLimit = 65_536
  /// The screen the program shows its controller on (pt): `UIScreen.main.bounds` and the window's
  /// size, as the lesson's stage; nil: 320 × 568.
  public var screen: CGSize?
  /// The address space the learner's program may use (MiB).
  public var memoryLimitMiB = 1024
  /// The longest a compilation may take (s).
  public var compileTimeout = 300.0
  /// What builds share: the compiler's cache of the system and C modules (`ModuleCache/`) and the
  /// support library linked from the tutor's objects. The first build that fills it takes several
  /// seconds longer; programs may share one (a workspace's) so that only the first build of all pays.
  public let cacheDirectory: URL

  /// The key of the program in `buildDirectory`, when one is built: the compiled text and the toolchain.
  private var builtKey: String?
  /// The view controllers of the file that the last build did not run (another was declared first).
  private(set) var passedOver: [String] = []

  /// A program for the learner's file `source`, built in `buildDirectory` (made when needed) with
  /// `toolchain` (by default the one `Toolchain.locate()` finds), with the caches builds share in
  /// `cacheDirectory` (by default `buildDirectory`).
  public init(source: URL, buildDirectory: URL, cacheDirectory: URL? = nil,
              toolchain: Result<Toolchain, LearnerFailure> = Toolchain.locate()) {
    self.source = source
    self.buildDirectory = buildDirectory
    self.cacheDirectory = cacheDirectory ?? buildDirectory
    self.toolchain = toolchain
  }

  /// The environment the program runs in: the tutor's, with the screen's size, and Swift's backtracer
  /// off (a crash prints its one line and ends at once, instead of the backtracer's long report).
  var childEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment[LearnerHarness.screenVariable] = screen.map { "\(Double($0.width))x\(Double($0.height))" }
    return environment
  }

  /// The program's path in the build directory.
  var executable: URL { buildDirectory.appendingPathComponent("program") }
  /// The copy the compiler sees: the learner's file with the harness's lines appended, under the
  /// learner's file name (so that `#file` and fatal errors name it).
  var copy: URL { buildDirectory.appendingPathComponent("source").appendingPathComponent(source.lastPathComponent) }
  private var keyFile: URL { buildDirectory.appendingPathComponent("program.key") }

  /// Compiles the file unless the same text was built with the same toolchain already. `progress`
  /// hears a line before compiling (saying so when the first build prepares the module cache and takes
  /// longer).
  public func build(progress: (String) -> Void = { _ in }) -> Result<Void, LearnerFailure> {
    let toolchain: Toolchain
    switch self.toolchain {
    case .success(let found): toolchain = found
    case .failure(let failure): return .failure(failure)
    }
    let text: String
    do {
      text = try String(contentsOf: source, encoding: .utf8)
    } catch {
      return .failure(.cannotRun("the file \(source.path) cannot be read as UTF-8 text"))
    }
    let entry: ControllerFinder.Entry
    switch ControllerFinder.choice(in: text) {
    case .success(let found):
      entry = found.entry
      passedOver = found.others
    case .failure(let failure): return .failure(failure)
    }
    let compiled = text + Self.harness(for: entry)
    let library = SupportLibrary.prepare(toolchain, in: cacheDirectory, progress: progress)
    let key = "\(Self.flagsVersion)\n\(toolchain.fingerprint)\n\(library?.path ?? "objects")\n\(compiled)"
    if builtKey == key || (builtKey == nil && (try? String(contentsOf: keyFile, encoding: .utf8)) == key),
       FileManager.default.isExecutableFile(atPath: executable.path) {
      builtKey = key
      return .success(())
    }
    return compile(compiled, text: text, key: key, entry: entry, toolchain: toolchain, library: library, progress: progress)
  }

  /// The run's length a file declares for itself (`static let sceneDuration: TimeInterval = 6` in its
  /// controller, as a file `dynamics-tutor code` wrote has), in s; nil when it declares none or does not read.
  public static func sceneDuration(of file: URL) -> Double? {
    guard let text = try? String(contentsOf: file, encoding: .utf8),
          case .success(let choice) = ControllerFinder.choice(in: text) else { return nil }
    return choice.sceneDuration
  }

  /// The learner's program's module name.
  static let moduleName = "LearnerProgram"

  /// Bumped when the compile command or the harness changes, so that cached programs are rebuilt.
  static let flagsVersion = "learner-program 3"

  /// The lines appended to the learner's file: top-level code that runs the controller (the file is
  /// compiled alone, so it is the program's main file).
  static func harness(for entry: ControllerFinder.Entry) -> String {
    switch entry {
    case .controller(let name, let script) where script == ControllerFinder.Script():
      "\nimport PlaygroundSupport\nPlaygroundSupport.LearnerHarness.main { \(name)() }\n"
    case .controller(let name, let script):
      // What a `code` file scripts for itself, handed to the session as the lesson's run plays it.
      "\nimport PlaygroundSupport\nPlaygroundSupport.LearnerHarness.main(screen: \(script.size ? "\(name).sceneSize" : "nil"), { \(name)() }) { controller, session in\n"
        + (script.events == .actions ? "  session.play(controller.timedEvents)\n" : "")
        + (script.events == .drags ? "  session.play(controller.timedEvents) { drag, time in drag.update(at: time) }\n" : "")
        + (script.tilt ? "  session.tilt = { controller.tilt(at: $0) }\n" : "")
        + "}\n"
    case .playground:
      "\nimport PlaygroundSupport\nPlaygroundSupport.LearnerHarness.mainPlayground()\n"
    }
  }

  private func compile(_ compiled: String, text: String, key: String, entry: ControllerFinder.Entry,
                       toolchain: Toolchain, library: URL?, progress: (String) -> Void) -> Result<Void, LearnerFailure> {
    let fileManager = FileManager.default
    let cache = cacheDirectory.appendingPathComponent("ModuleCache")
    let firstBuild = !fileManager.fileExists(atPath: cache.path)
    progress(firstBuild
      ? "Compiling \(source.lastPathComponent) (the first build prepares the compiler's module cache and takes longer)…"
      : "Compiling \(source.lastPathComponent)…")
    // Unique names: two tutors building the same folder at once must not write each other's files.
    let attempt = UUID().uuidString
    let output = buildDirectory.appendingPathComponent("program-\(attempt).new")
    do {
      try fileManager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try compiled.write(to: copy, atomically: true, encoding: .utf8)
      try? fileManager.removeItem(at: keyFile)
      try? fileManager.removeItem(at: output)
    } catch {
      return .failure(.cannotRun("the build folder \(buildDirectory.path) cannot be written"))
    }
    builtKey = nil
    let modules = toolchain.buildFolder.appendingPathComponent("Modules")
    let linkInputs = library.map { ["-L", $0.deletingLastPathComponent().path, "-lDynamicsLearner",
                                    "-Xlinker", "-rpath", "-Xlinker", $0.deletingLastPathComponent().path] }
      ?? toolchain.objects.map(\.path)
    let arguments = ["-swift-version", "6", "-Onone", "-module-name", Self.moduleName,
                     "-module-alias", "PlaygroundSupport=LearnerSupport",
                     "-I", modules.path, "-Xcc", "-fmodule-map-file=\(toolchain.moduleMap.path)",
                     "-module-cache-path", cache.path, "-diagnostic-style", "llvm",
                     copy.path] + SupportLibrary.linkerFlags(toolchain) + linkInputs + ["-o", output.path]
    let log = buildDirectory.appendingPathComponent("compiler-\(attempt).log")
    defer { try? fileManager.removeItem(at: log) }
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess(executable: toolchain.swiftc, arguments: arguments, directory: buildDirectory,
                                 limits: .init(seconds: compileTimeout, memoryMiB: nil, cpuSeconds: nil, outputMiB: 64),
                                 stdout: log, stderr: log).run()
    } catch {
      return .failure(.cannotRun("swiftc could not be started: \(error.localizedDescription)"))
    }
    let reader = CompilerOutput(copyPath: copy.path, learnerPath: source.path,
                                learnerLines: text.split(separator: "\n", omittingEmptySubsequences: false)
                                  .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 },
                                harnessCall: Self.harnessDescription(entry))
    let failed = outcome != .exited(0) || !fileManager.isExecutableFile(atPath: output.path)
    let diagnostics = reader.diagnostics((try? String(contentsOf: log, encoding: .utf8)) ?? "", failed: failed)
    if outcome == .timedOut {
      return .failure(.cannotRun("the compiler took longer than \(Int(compileTimeout)) s"))
    }
    guard !failed else {
      if CompilerOutput.isToolchainMismatch(diagnostics) {
        let first = diagnostics.first { $0.severity == .error }?.message ?? "the modules do not load"
        return .failure(.noToolchain("the swiftc on PATH cannot use the tutor's modules (\(first))"))
      }
      return .failure(.doesNotCompile(diagnostics))
    }
    do {
      guard rename(output.path, executable.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
      try key.write(to: keyFile, atomically: true, encoding: .utf8)
    } catch {
      return .failure(.cannotRun("the program could not be put in \(buildDirectory.path)"))
    }
    warnings = diagnostics.filter { $0.severity != .error }
    builtKey = key
    return .success(())
  }

  private static func harnessDescription(_ entry: ControllerFinder.Entry) -> String {
    switch entry {
    case .controller(let name, let script) where script == ControllerFinder.Script(): "it creates your controller as \(name)()"
    case .controller(let name, _): "it creates your controller as \(name)() and plays the events it declares"
    case .playground: "it shows PlaygroundPage.current.liveView"
    }
  }
}
