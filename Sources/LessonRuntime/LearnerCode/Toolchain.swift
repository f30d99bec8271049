import Foundation

/// What compiling a learner's file needs: a Swift compiler, and the `Dynamics` and `LearnerSupport`
/// modules and objects the tutor itself was built with (so that the learner's program runs the same
/// engine, bit for bit). They are found in the tutor's build folder (`.build/<config>`, where SwiftPM
/// puts the executable and the test bundle next to `Modules` and `<Target>.build`), or in the folder
/// named by `DYNAMICS_TUTOR_MODULES`.
public struct Toolchain: Sendable, Equatable {
  /// The variable naming the build folder (or its `Modules` folder) to compile against.
  public static let modulesVariable = "DYNAMICS_TUTOR_MODULES"
  /// The targets linked into every learner's program.
  static let linkedTargets = ["Dynamics", "DynamicsLanes", "LearnerSupport"]

  /// The `swiftc` found on `PATH`.
  public var swiftc: URL
  /// The build folder: `Modules/` holds the `.swiftmodule`s, `<Target>.build/` the objects.
  public var buildFolder: URL
  /// The objects linked into the learner's program, in a fixed order.
  public var objects: [URL]
  /// The C module map that `Dynamics` needs at compile time.
  public var moduleMap: URL
  /// Changes whenever the compiler or any linked object or module changes (paths, sizes and dates):
  /// part of the build cache's key.
  public var fingerprint: String

  /// Finds the toolchain, or says in a few words what is missing (`LearnerFailure.noToolchain`).
  /// - Parameters:
  ///   - environment: where `PATH` and `DYNAMICS_TUTOR_MODULES` are read.
  ///   - executable: the running program, whose folder is searched for the modules.
  public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                            executable: URL? = Toolchain.runningExecutable) -> Result<Toolchain, LearnerFailure> {
    guard let swiftc = findOnPath("swiftc", path: environment["PATH"] ?? "") else {
      return .failure(.noToolchain("there is no swiftc on PATH"))
    }
    var candidates: [URL] = []
    if let folder = environment[modulesVariable], !folder.isEmpty {
      let url = URL(fileURLWithPath: folder)
      candidates.append(url.lastPathComponent == "Modules" ? url.deletingLastPathComponent() : url)
    }
    if let executable { candidates.append(executable.resolvingSymlinksInPath().deletingLastPathComponent()) }
    guard let folder = candidates.first(where: isBuildFolder) else {
      let searched = candidates.map(\.path).joined(separator: ", ")
      return .failure(.noToolchain("no Dynamics and LearnerSupport modules were found (searched \(searched.isEmpty ? "nothing" : searched); set \(modulesVariable) to the tutor's build folder)"))
    }
    let objects = linkedTargets.flatMap { objectFiles(of: $0, in: folder) }
    let map = folder.appendingPathComponent("DynamicsLanes.build/module.modulemap")
    guard linkedTargets.allSatisfy({ target in objects.contains { $0.path.contains("/\(target).build/") } }),
          FileManager.default.fileExists(atPath: map.path) else {
      return .failure(.noToolchain("the build folder \(folder.path) lacks the objects of \(linkedTargets.joined(separator: ", "))"))
    }
    let stamped = [swiftc] + objects + ["Dynamics", "LearnerSupport"].map { folder.appendingPathComponent("Modules/\($0).swiftmodule") }
    let fingerprint = stamped.map { url in
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
      let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      return "\(url.path) \(size) \(date)"
    }.joined(separator: "\n")
    return .success(Toolchain(swiftc: swiftc, buildFolder: folder, objects: objects, moduleMap: map, fingerprint: fingerprint))
  }

  /// The running program (`/proc/self/exe` on Linux, else the first argument).
  public static var runningExecutable: URL? {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: path)
    }
    return CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
  }

  private static func findOnPath(_ name: String, path: String) -> URL? {
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  private static func isBuildFolder(_ folder: URL) -> Bool {
    ["Dynamics", "LearnerSupport"].allSatisfy {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/\($0).swiftmodule").path)
    }
  }

  /// A target's objects: those its output file map names and that exist (the build folder keeps
  /// objects of deleted sources, which must not be linked; a whole-module build names a module object
  /// besides the per-file ones and makes one or the other), else every `.o` in its folder.
  private static func objectFiles(of target: String, in folder: URL) -> [URL] {
    let targetFolder = folder.appendingPathComponent("\(target).build")
    let map = targetFolder.appendingPathComponent("output-file-map.json")
    if let data = try? Data(contentsOf: map),
       let entries = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] {
      let objects = entries.values.compactMap { ($0 as? [String: Any])?["object"] as? String }.sorted()
        .filter { FileManager.default.fileExists(atPath: $0) }
      if !objects.isEmpty { return objects.map { URL(fileURLWithPath: $0) } }
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: targetFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".o") }.sorted().map { targetFolder.appendingPathComponent($0) }
  }
}
