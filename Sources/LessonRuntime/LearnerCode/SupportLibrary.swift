import Foundation

/// The tutor's `Dynamics`, `DynamicsLanes` and `LearnerSupport` objects linked once into a shared
/// library that learners' programs link against: linking one object against it takes half the time of
/// linking a hundred objects into every program. Kept in a cache folder under a name derived from the
/// toolchain's fingerprint, so a rebuilt tutor gets a new one and programs never mix two engines.
enum SupportLibrary {
  /// The library's file in `cache` for `toolchain`.
  static func file(for toolchain: Toolchain, in cache: URL) -> URL {
    cache.appendingPathComponent("support-\(fnv1a(toolchain.fingerprint))").appendingPathComponent("libDynamicsLearner.so")
  }

  /// The library, built first if it is not there yet; nil when it cannot be built (programs then link
  /// the objects themselves).
  static func prepare(_ toolchain: Toolchain, in cache: URL, progress: (String) -> Void) -> URL? {
    let library = file(for: toolchain, in: cache)
    if FileManager.default.fileExists(atPath: library.path) { return library }
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
      return library
    } catch {
      try? FileManager.default.removeItem(at: partial)
      return nil
    }
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
