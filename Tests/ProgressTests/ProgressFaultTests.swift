import Foundation
import TestSupport
import Testing
@testable import LessonModel
@testable import Progress

/// Faults around the progress file found by the fault scripts (faults/, RELIABILITY.md): the messages
/// must say what is wrong in words a learner can act on.
@Suite("Progress faults")
struct ProgressFaultTests {
  /// faults/state-folder.sh: with a file where the state folder should be, the warning said only
  /// "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
  @Test("a file in place of the state folder is named in the warning, at load and at save")
  func fileInPlaceOfFolder() throws {
    try withTemporaryFolder("progress-faults") { root in
      let blocker = root.appendingPathComponent("state")
      try Data("x".utf8).write(to: blocker)
      let (_, warnings) = ProgressStore(folder: blocker.appendingPathComponent("dynamics-tutor")).load()
      #expect(warnings.first?.message.contains("\(blocker.path) is a file, not a folder") == true, "\(warnings)")
      #expect(warnings.first?.message.contains("error 512") == false)  // not "512": the folder's random name may hold it

      // The folder existed at load and was replaced by a file before a save.
      let folder = root.appendingPathComponent("later")
      let store = ProgressStore(folder: folder)
      _ = store.load()
      try FileManager.default.removeItem(at: folder)
      try Data("x".utf8).write(to: folder)
      let warning = store.save(LearnerProgress(lastLesson: "falling-buttons"))
      #expect(warning?.message.contains("\(folder.path) is a file, not a folder") == true, "\(String(describing: warning))")
    }
  }
}

extension ProgressFaultTests {
  /// faults/state-folder.sh: a folder named progress.json was reported as "it cannot be read: The
  /// operation could not be completed. (NSCocoaErrorDomain error 256.)".
  @Test("a folder in place of progress.json is reported as a folder and kept aside whole")
  func folderInPlaceOfFile() throws {
    try withTemporaryFolder("progress-faults") { root in
      let inside = root.appendingPathComponent(ProgressStore.fileName).appendingPathComponent("inside")
      try FileManager.default.createDirectory(at: inside.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("keep".utf8).write(to: inside)
      let (_, warnings) = ProgressStore(folder: root, now: { Date(timeIntervalSince1970: 0) }).load()
      #expect(warnings.first?.message.contains("is unusable (it cannot be read: it is a folder, not a file)") == true, "\(warnings)")
      let kept = try #require(warnings.first?.keptAs)
      #expect(try Data(contentsOf: kept.appendingPathComponent("inside")) == Data("keep".utf8))
    }
  }
}

extension ProgressFaultTests {
  /// faults/kill-while-saving.sh: a SIGKILL between creating the temporary file and renaming it left
  /// `.progress.json.<pid>.<n>.tmp` behind (119 files after 208 kills), and they piled up. Loading now
  /// removes those of processes that are gone, and keeps those of a process still running.
  @Test("temporary files of killed saves are removed at load; a running process's are kept")
  func staleTemporaries() throws {
    try withTemporaryFolder("progress-faults") { root in
      let finished = Process()
      finished.executableURL = URL(fileURLWithPath: "/bin/sh")
      finished.arguments = ["-c", "exit 0"]
      try finished.run()
      finished.waitUntilExit()
      let dead = root.appendingPathComponent(".progress.json.\(finished.processIdentifier).12345.tmp")
      let alive = root.appendingPathComponent(".progress.json.\(getppid()).6789.tmp")
      let other = root.appendingPathComponent(".other.1.tmp")
      for url in [dead, alive, other] { try Data("{".utf8).write(to: url) }
      _ = ProgressStore(folder: root).load()
      #expect(!FileManager.default.fileExists(atPath: dead.path))
      #expect(FileManager.default.fileExists(atPath: alive.path))
      #expect(FileManager.default.fileExists(atPath: other.path))
    }
  }
}

@Suite("Progress file messages")
struct ProgressMessageTests {
  @Test("a progress file that holds a JSON array, not an object, is called that, not a 'wrong value at'")
  func arrayFile() throws {
    try withTemporaryFolder("progress-array") { root in
      try Data("[]".utf8).write(to: root.appendingPathComponent("progress.json"))
      let warning = try #require(ProgressStore(folder: root).load().warnings.first)
      #expect(warning.message.contains("the file holds no JSON object"), "\(warning.message)")
      #expect(!warning.message.contains("wrong value at );"))
    }
  }
}
