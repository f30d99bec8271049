import Foundation

/// The tutor's `Dynamics`, `DynamicsLanes` and `LearnerSupport` objects linked once into a shared
/// library that learners' programs link against: linking one object against it takes half the time of
/// linking a hundred objects into every program. Kept in a cache folder under a name derived from the
/// toolchain's fingerprint, so a rebuilt tutor gets a new one and programs never mix two engines; the
/// libraries of earlier builds are removed once nothing has used them for an hour.
enum SupportLibrary {
  /// The library's file in `cache` for `toolchain`.
  static func file(for toolchain: Toolchain, in cache: URL) -> URL {
    cache.appendingPathComponent("support-\(fnv1a(toolchain.fingerprint))").appendingPathComponent("libDynamicsLearner.so")
  }

  /// The library, built first if it is not there yet; nil when it cannot be built (programs then link
  /// the objects themselves).
  static func prepare(_ toolchain: Toolchain, in cache: URL, progress: (String) -> Void) -> URL? {
    let library = file(for: toolchain, in: cache)
    defer { removeStale(in: cache, keeping: library) }
    if FileManager.default.fileExists(atPath: library.path) {
      markUsed(library)
      return library
    }
    progress("Linking the Dynamics support library for learners' programs (once for this build of the tutor)…")
    let folder = library.deletingLastPathComponent()
    let partial = folder.appendingPathComponent("partial-\(UUID().uuidString).so")
    let log = partial.appendingPathExtension("log")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let outcome = try ChildProcess(executable: toolchain.swiftc,
                                     arguments: ["-emit-library"] + linkerFlags(toolchain) + toolchain.objects.map(\.path)
                                       + ["-o", partial.path],
                                     limits: .init(seconds: 300, memoryMiB: nil, cpuSeconds: nil, outputMiB: 64),
                                     stdout: log, stderr: log).run()
      defer { try? FileManager.default.removeItem(at: log) }
      guard outcome == .exited(0) else { return nil }
      // Another tutor may have made it meanwhile: the rename replaces it, atomically, with the same content.
      guard rename(partial.path, library.path) == 0 else {
        try? FileManager.default.removeItem(at: partial)
        return nil
      }
      markUsed(library)
      return library
    } catch {
      try? FileManager.default.removeItem(at: partial)
      return nil
    }
  }

  /// How long the library of another build of the tutor is kept after its last use when no process
  /// has it loaded (s): a tutor of that build still running links a program against it between
  /// `prepare` and the program's start, when no process maps it yet.
  static let staleAfter: TimeInterval = 3600

  /// The file whose modification time says when a library was last used.
  static func usedMarker(_ library: URL) -> URL {
    library.deletingLastPathComponent().appendingPathComponent("last-used")
  }

  private static func markUsed(_ library: URL) {
    let marker = usedMarker(library)
    if !FileManager.default.createFile(atPath: marker.path, contents: nil) {
      try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: marker.path)
    }
  }

  /// Removes the support libraries of other builds of the tutor (one per rebuild, several MB each)
  /// that no process has loaded (`loaded`) and that have not been used for `staleAfter` seconds before
  /// `now`; never `library`. Returns the folders removed.
  @discardableResult
  static func removeStale(in cache: URL, keeping library: URL, now: Date = Date(),
                          loaded: () -> Set<String> = loadedLibraries) -> [URL] {
    let keep = library.deletingLastPathComponent().standardizedFileURL.path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
    let candidates = names.filter { $0.hasPrefix("support-") }.map { cache.appendingPathComponent($0) }.filter { folder in
      guard folder.standardizedFileURL.path != keep else { return false }
      let library = folder.appendingPathComponent("libDynamicsLearner.so")
      let used = [usedMarker(library), library, folder].lazy.compactMap { url in
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      }.first ?? .distantPast
      return now.timeIntervalSince(used) > staleAfter
    }
    guard !candidates.isEmpty else { return [] }
    let inUse = loaded()
    return candidates.filter { folder in
      guard !inUse.contains(folder.appendingPathComponent("libDynamicsLearner.so").standardizedFileURL.path) else { return false }
      return (try? FileManager.default.removeItem(at: folder)) != nil
    }
  }

  /// The support libraries some process has loaded now, by path: every `libDynamicsLearner.so` in the
  /// memory maps of the processes this user can read (`/proc/<pid>/maps`).
  static func loadedLibraries() -> Set<String> {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var found = Set<String>()
    for pid in entries where pid.allSatisfy(\.isNumber) {
      guard let maps = try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8) else { continue }
      for line in maps.split(separator: "\n") where line.hasSuffix("/libDynamicsLearner.so") {
        if let slash = line.firstIndex(of: "/") { found.insert(String(line[slash...])) }
      }
    }
    return found
  }

  /// `-use-ld=lld` when the toolchain ships lld (faster than the default linker).
  static func linkerFlags(_ toolchain: Toolchain) -> [String] {
    let lld = toolchain.swiftc.deletingLastPathComponent().appendingPathComponent("ld.lld")
    return FileManager.default.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld"] : []
  }

  /// A short stable name for `text` (64-bit FNV-1a, hexadecimal).
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return String(hash, radix: 16)
  }
}
