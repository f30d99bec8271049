import Foundation

/// The repository's root folder, found from this file's place in it (`Tests/TestSupport/`), so that
/// tests read the shipped course and sources wherever the repository was cloned.
public enum PackageRoot {
  /// The folder that holds Package.swift.
  public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}
