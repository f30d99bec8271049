// swift-tools-version: 6.1
// The code of the articles the course is rebuilt from, as executables against `Dynamics`: one per
// article, each ending with a drawing of its final scene and a check of one fact. See README.md.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which depends on where the repository was cloned.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
let mainPackage = root.lastPathComponent

/// The articles, by the `id` of their `[[article]]` table in lessons/catalog.toml: one executable each.
let articles = [
  "uikit-dynamics-howto",
  "recipe-book-excerpt",
  "nshipster-uifieldbehavior",
  "dynamic-animator-sample",
  "animation-transitioning",
  "motion-effect-sample",
  "uidynamics-in-practice",
]

let package = Package(
  name: "DynamicsTutorExamples",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "..")],
  targets: [
    // What every example does at its end: draw the scene, print its figures, check its fact.
    .target(
      name: "ExampleSupport",
      dependencies: [
        .product(name: "Dynamics", package: mainPackage),
        .product(name: "DynamicsDrawing", package: mainPackage),
        .product(name: "TerminalGraphics", package: mainPackage),
      ]
    ),
  ] + articles.map { name in
    .executableTarget(
      name: name,
      dependencies: ["ExampleSupport", .product(name: "Dynamics", package: mainPackage)]
    )
  },
  swiftLanguageModes: [.v6]
)
