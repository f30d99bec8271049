import Foundation
@testable import LessonRuntime
import Testing

/// The support libraries of earlier builds of the tutor are removed once unused for an hour, but never
/// the current one, never one used within the hour, and never one a running program has loaded.
@Suite(.serialized)
struct SupportLibraryTests {
  /// A cache with one support folder per name, each last used `ages[name]` seconds before `now`.
  static func cache(_ ages: [String: TimeInterval], now: Date) throws -> URL {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("support-prune-\(UUID().uuidString)")
    for (name, age) in ages {
      let library = cache.appendingPathComponent(name).appendingPathComponent("libDynamicsLearner.so")
      try FileManager.default.createDirectory(at: library.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(repeating: 0, count: 64).write(to: library)
      let marker = SupportLibrary.usedMarker(library)
      try Data().write(to: marker)
      for url in [library, marker] {
        try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: url.path)
      }
    }
    return cache
  }

  @Test func onlyLibrariesUnusedForAnHourAndLoadedByNoProcessAreRemoved() throws {
    let now = Date()
    let cache = try Self.cache(["support-current": 7200, "support-old": 7200, "support-loaded": 7200, "support-recent": 600], now: now)
    defer { try? FileManager.default.removeItem(at: cache) }
    let loaded = cache.appendingPathComponent("support-loaded/libDynamicsLearner.so").standardizedFileURL.path
    let removed = SupportLibrary.removeStale(in: cache, keeping: cache.appendingPathComponent("support-current/libDynamicsLearner.so"),
                                             now: now, loaded: { [loaded] })
    #expect(removed.map(\.lastPathComponent) == ["support-old"])
    let left = try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
    #expect(left == ["support-current", "support-loaded", "support-recent"])
  }

  @Test func theLibraryARunningProgramHasLoadedIsFoundAndKept() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("support-prune-live-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let program = LearnerProgram(source: LearnerFixtures.file("Tapping.swift"), buildDirectory: root.appendingPathComponent("Tapping"),
                                 cacheDirectory: root)
    let live = try LearnerLiveRun.start(program).get()
    defer { live.stop() }
    _ = try live.step().get()
    guard case .success(let toolchain) = program.toolchain else { return }
    let library = SupportLibrary.file(for: toolchain, in: root)
    #expect(SupportLibrary.loadedLibraries().contains(library.standardizedFileURL.path))
    // Hours later, with the current build elsewhere: the running program's library stays.
    let removed = SupportLibrary.removeStale(in: root, keeping: URL(fileURLWithPath: "/nowhere/libDynamicsLearner.so"),
                                             now: Date().addingTimeInterval(86_400))
    #expect(removed.isEmpty)
    #expect(FileManager.default.fileExists(atPath: library.path))
    #expect(try live.step(10).get().time > 0.1, "the program runs on")
  }
}
