import Foundation
import LessonRuntime

/// The learner files of these tests and a build folder for each, under the system's temporary folder
/// (kept between runs, so that warm runs use the compiler's module cache as a learner's would).
enum LearnerFixtures {
  /// This folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// A fixture file by name (`Endless.swift`), or a test source of this folder.
  static func file(_ name: String) -> URL {
    let fixture = folder.appendingPathComponent("Fixtures").appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: fixture.path) ? fixture : folder.appendingPathComponent(name)
  }

  /// A program for the fixture `name`, built in its own folder (one per `variant`, for suites that
  /// run at the same time).
  static func program(_ name: String, variant: String = "") -> LearnerProgram {
    // One folder per checkout: two checkouts testing at once would otherwise rebuild each other's support.
    // (FNV-1a of the path: `hashValue` changes from run to run and would lose the warm cache.)
    let checkout = String(folder.path.utf8.reduce(UInt32(0x811c_9dc5)) { ($0 ^ UInt32($1)) &* 0x0100_0193 }, radix: 16)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-tutor-learner-tests-" + checkout)
    let folder = root.appendingPathComponent((name as NSString).deletingPathExtension + variant)
    return LearnerProgram(source: file(name), buildDirectory: folder, cacheDirectory: root)
  }

  /// Processes whose executable is `url` (to check that none is left behind).
  static func processes(running url: URL) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) == url.path
    }
  }
}
