// swift-tools-version: 6.1
// DynamicsTutor: a UIKit Dynamics engine for Linux and macOS, terminal graphics, and a tutorial REPL.
import PackageDescription

let package = Package(
  name: "DynamicsTutor",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Dynamics", targets: ["Dynamics"]),
    .library(name: "TerminalGraphics", targets: ["TerminalGraphics"]),
    // Draws a Dynamics view hierarchy with TerminalGraphics (for examples and experiments).
    .library(name: "DynamicsDrawing", targets: ["DynamicsDrawing"]),
    // For the fuzzing package in Fuzz/ (and other tools): the lesson format, its runs and the REPL's session.
    .library(name: "Lessons", targets: [
      "TOML", "Localization", "Expressions", "LessonModel", "LessonReading", "Progress", "LessonRuntime",
    ]),
    .library(name: "Tutor", targets: ["Tutor"]),
    .executable(name: "dynamics-tutor", targets: ["dynamics-tutor"]),
    .executable(name: "dynamics-bench", targets: ["dynamics-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `swift package generate-documentation` (DocC); used by .ci/docs.sh, not linked into any target.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The engine: UIKit Dynamics' public API over a 2D rigid-body solver. Foundation only.
    .target(name: "Dynamics", dependencies: ["DynamicsLanes"]),
    // The engine's contact solve four lanes wide, in C so that it can use AVX where the machine has it
    // (chosen at run time); the results are the same to the bit as the engine's two-lane Swift solve.
    .target(name: "DynamicsLanes"),
    // Canvases, plots and scene drawings for terminals. Knows nothing of the engine or lessons.
    .target(name: "TerminalGraphics"),
    // The course's layers, each importing only those above it in this list.
    // A TOML 1.0 reader with source positions. Knows nothing of lessons.
    .target(name: "TOML"),
    // Languages, message templates with placeholders and plural rules, "did you mean" suggestions.
    .target(name: "Localization"),
    // The expression language of lesson files and answers, units, and the recorded runs it reads.
    .target(name: "Expressions", dependencies: ["Localization"]),
    // Lessons as values: the model, each table's keys declared once, the catalog.
    .target(name: "LessonModel", dependencies: ["TOML", "Localization", "Expressions"]),
    // Lesson files read into the model and checked (lint), the catalog loaded, translations applied.
    .target(name: "LessonReading", dependencies: ["TOML", "Localization", "Expressions", "LessonModel"]),
    // The learner's progress and its atomic saving.
    .target(name: "Progress", dependencies: ["LessonModel", "Localization"]),
    // Linked into a learner's own program (code exercises, the sandbox): runs their view controller,
    // plays the exercise's inputs and records the run for the tutor. Also a PlaygroundSupport stand-in.
    .target(name: "LearnerSupport", dependencies: ["Dynamics"]),
    // Lessons brought to life on the engine: scenes, runs, exercise verdicts, live runs, code export,
    // learners' programs built and run (LearnerSupport: the recording's format, and built with the tutor
    // so that its module and objects are there to link learners' programs with).
    .target(name: "LessonRuntime", dependencies: ["Dynamics", "LearnerSupport", "LessonModel", "Expressions", "Localization"]),
    // The REPL's command language and session: lines of text in, text out. No terminal I/O. Holds the
    // message catalogs that translate every layer's words.
    .target(name: "Tutor", dependencies: [
      "Dynamics", "Localization", "Expressions", "LessonModel", "Progress", "LessonRuntime", "TerminalGraphics",
      "DynamicsDrawing",
    ]),
    // GNU readline, used only by the executable.
    .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"]), .brew(["readline"])]),
    .executableTarget(
      name: "dynamics-tutor",
      dependencies: [
        "Tutor", "Localization", "LessonModel", "LessonReading", "Progress", "LessonRuntime", "TerminalGraphics", "CReadline",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(name: "DynamicsDrawing", dependencies: ["Dynamics", "TerminalGraphics"]),
    .executableTarget(
      name: "dynamics-bench",
      dependencies: [
        "Dynamics", "LearnerSupport", "LessonModel", "LessonReading", "LessonRuntime", "Expressions", "TerminalGraphics", "Tutor",
      ]
    ),

    // Golden-file comparison shared by the test targets.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "TestSupport"]),
    .testTarget(name: "DynamicsDrawingTests", dependencies: ["DynamicsDrawing", "TestSupport"]),
    .testTarget(name: "TerminalGraphicsTests", dependencies: ["TerminalGraphics", "TestSupport"], exclude: ["Golden"]),
    // The shipped course, loaded for the tests of every layer that reads it.
    .target(name: "LessonTestSupport", dependencies: ["LessonModel", "LessonReading", "TestSupport"], path: "Tests/LessonTestSupport"),
    .testTarget(name: "TOMLTests", dependencies: ["TOML"]),
    .testTarget(name: "ExpressionsTests", dependencies: ["Expressions", "Localization"]),
    .testTarget(name: "LessonModelTests", dependencies: ["LessonModel", "LessonReading", "Expressions", "Localization", "TOML", "LessonTestSupport", "TestSupport"]),
    .testTarget(name: "ProgressTests", dependencies: ["Progress", "LessonModel", "LessonTestSupport", "TestSupport"]),
    .testTarget(
      name: "LessonRuntimeTests",
      dependencies: [
        "LessonRuntime", "LessonModel", "LessonReading", "Expressions", "Localization", "Dynamics", "LessonTestSupport",
        "TestSupport",
      ],
      exclude: ["Fixtures"]
    ),
    // Learners' programs compiled with the toolchain on PATH and run in their own processes.
    .testTarget(
      name: "LearnerCodeTests",
      dependencies: ["LessonRuntime", "LearnerSupport", "Dynamics", "Expressions", "LessonModel"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "TutorTests",
      dependencies: [
        "Tutor", "TOML", "Localization", "Expressions", "LessonModel", "LessonReading", "Progress", "LessonRuntime",
        "TestSupport",
      ],
      exclude: ["Golden"]
    ),
  ]
)
