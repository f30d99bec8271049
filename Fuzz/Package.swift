// swift-tools-version: 6.1
// libFuzzer harnesses for DynamicsTutor. A separate package so that the fuzzer's unsafe flags never reach
// the main package (other packages depend on `Dynamics`). Build and run with `Fuzz/run.sh`; see README.md.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which depends on where the repository was cloned.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
let mainPackage = root.lastPathComponent

/// A harness: an executable whose `LLVMFuzzerTestOneInput` libFuzzer calls (no `main` of its own).
func harness(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: mainPackage) },
    swiftSettings: [.unsafeFlags(["-parse-as-library"])]
  )
}

let package = Package(
  name: "DynamicsTutorFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "..")],
  targets: [
    // Shared by the harnesses: the repository's lessons, loaded once, and decoding bytes into values.
    .target(name: "FuzzSupport", dependencies: [.product(name: "Lessons", package: mainPackage)]),
    harness("fuzz-lesson", ["Lessons", "Tutor"]),
    harness("fuzz-expression", ["Lessons"]),
    harness("fuzz-repl", ["Lessons", "Tutor"]),
    harness("fuzz-scene", ["Lessons", "Dynamics"]),
  ]
)
