import Foundation
import Testing
import LessonTestSupport
@testable import LessonModel
@testable import Progress

/// A fresh folder under the system's temporary folder, removed by `cleanUp`.
private struct Scratch {
  let root: URL

  init() {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("progress-tests-\(UUID().uuidString)")
  }

  var folder: URL { root.appendingPathComponent("dynamics-tutor") }
  var file: URL { folder.appendingPathComponent("progress.json") }

  func contents() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: root)
  }
}

private let sample = LearnerProgress(lastLesson: "dangling-spring", lessons: [
  "falling-buttons": LessonProgress(
    exercises: ["fall-400": ExerciseProgress(solved: true, attempts: 2, hintsShown: 1, solutionShown: false),
                "gap": ExerciseProgress(attempts: 1)],
    parameters: ["gravity.magnitude": 4], lastPage: 3),
  "dangling-spring": LessonProgress(parameters: ["spring.frequency": 1.59], lastPage: 5),
])

private func fixedClock() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }  // 2023-11-14T22:13:20Z

@Suite("LearnerProgress store")
struct ProgressStoreTests {
  @Test("a saved record loads back equal, and a missing file is an empty record without warnings")
  func roundTrip() {
    let scratch = Scratch()
    defer { scratch.cleanUp() }
    let store = ProgressStore(folder: scratch.folder)
    let empty = store.load()
    #expect(empty.progress == LearnerProgress())
    #expect(empty.warnings.isEmpty)
    #expect(store.save(sample) == nil)
    let again = ProgressStore(folder: scratch.folder).load()
    #expect(again.progress == sample)
    #expect(again.warnings.isEmpty)
  }

  @Test("each save replaces the file by renaming a flushed temporary file, leaving no temporary behind")
  func atomicReplacement() throws {
    let scratch = Scratch()
    defer { scratch.cleanUp() }
    let store = ProgressStore(folder: scratch.folder)
    _ = store.load()
    #expect(store.save(sample) == nil)
    let firstInode = try FileManager.default.attributesOfItem(atPath: scratch.file.path)[.systemFileNumber] as? UInt64
    var changed = sample
    changed.lastLesson = "newtons-cradle"
    changed[lesson: "newtons-cradle"].lastPage = 2
    #expect(store.save(changed) == nil)
    let secondInode = try FileManager.default.attributesOfItem(atPath: scratch.file.path)[.systemFileNumber] as? UInt64
    #expect(firstInode != nil && firstInode != secondInode, "a new file must replace the old one (rename), not be rewritten in place")
    #expect(scratch.contents() == ["progress.json"], "no temporary file may be left: \(scratch.contents())")
    #expect(ProgressStore(folder: scratch.folder).load().progress == changed)
    let permissions = try FileManager.default.attributesOfItem(atPath: scratch.file.path)[.posixPermissions] as? Int
    #expect(permissions == 0o600)
  }

  @Test("a corrupt file is kept aside under a timestamped name and reported; the next save starts afresh")
  func corruptFileRecovery() throws {
    let scratch = Scratch()
    defer { scratch.cleanUp() }
    try FileManager.default.createDirectory(at: scratch.folder, withIntermediateDirectories: true)
    let garbage = Data("{\"version\": 1, \"lessons\": {\"x\": [1, 2".utf8)
    try garbage.write(to: scratch.file)
    let store = ProgressStore(folder: scratch.folder, now: fixedClock)
    let (progress, warnings) = store.load()
    #expect(progress == LearnerProgress())
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.kind == .corrupt)
    #expect(warning.keptAs?.lastPathComponent == "progress.json.corrupt-20231114T221320Z")
    #expect(warning.message.contains("it was kept as progress.json.corrupt-20231114T221320Z"))
    #expect(scratch.contents() == ["progress.json.corrupt-20231114T221320Z"])
    #expect(try Data(contentsOf: try #require(warning.keptAs)) == garbage, "the unusable file is kept byte for byte")
    #expect(store.isPersistent)
    #expect(store.save(sample) == nil)
    #expect(ProgressStore(folder: scratch.folder).load().progress == sample)
  }

  @Test("a second corrupt file on the same second gets a numbered name, never overwriting the first")
  func corruptNamesDoNotCollide() throws {
    let scratch = Scratch()
    defer { scratch.cleanUp() }
    try FileManager.default.createDirectory(at: scratch.folder, withIntermediateDirectories: true)
    for text in ["not json", "[]"] {
      try Data(text.utf8).write(to: scratch.file)
      let warnings = ProgressStore(folder: scratch.folder, now: fixedClock).load().warnings
      #expect(warnings.map(\.kind) == [.corrupt])
    }
    #expect(scratch.contents() == ["progress.json.corrupt-20231114T221320Z", "progress.json.corrupt-20231114T221320Z-1"])
  }

  @Test("a progress path that cannot be read (a folder) is moved aside too")
  func unreadableFileIsMovedAside() throws {
    let scratch = Scratch()
    defer { scratch.cleanUp() }
    try FileManager.default.createDirectory(at: scratch.file, withIntermediateDirectories: true)
    let store = ProgressStore(folder: scratch.folder, now: fixedClock)
    let (_, warnings) = store.load()
    #expect(warnings.map(\.kind) == [.corrupt])
    #expect(warnings.first?.message.contains("cannot be read") == true)
    #expect(store.save(sample) == nil)
    #expect(ProgressStore(folder: scratch.folder).load().progress == sample)
  }

  @Test("a folder that cannot be created gives one warning, and the session goes on in memory")
  func missingFolderFallsBackToMemory() throws {
    let scratch = Scratch()
    defer { scratch.cleanUp() }
    try FileManager.default.createDirectory(at: scratch.root, withIntermediateDirectories: true)
    // A regular file where the folder's parent should be: nothing can be created below it, even as root.
    let blocker = scratch.root.appendingPathComponent("state")
    try Data("x".utf8).write(to: blocker)
    let store = ProgressStore(folder: blocker.appendingPathComponent("dynamics-tutor"))
    let (progress, warnings) = store.load()
    #expect(progress == LearnerProgress())
    #expect(warnings.map(\.kind) == [.folderUnavailable])
    #expect(warnings.first?.message.hasSuffix("progress is kept for this session only") == true)
    #expect(!store.isPersistent)
    #expect(store.save(sample) == nil, "no second warning")
  }

  @Test("when saving fails, the store warns once and stays in memory")
  func writeFailureWarnsOnce() throws {
    let scratch = Scratch()
    defer { scratch.cleanUp() }
    let store = ProgressStore(folder: scratch.folder)
    _ = store.load()
    #expect(store.save(sample) == nil)
    // The folder disappears and a file takes its place: the temporary file cannot be created.
    try FileManager.default.removeItem(at: scratch.folder)
    try Data("x".utf8).write(to: scratch.folder)
    let warning = store.save(sample)
    #expect(warning?.kind == .writeFailed)
    #expect(warning?.message.contains("from now on it is kept for this session only") == true)
    #expect(!store.isPersistent)
    #expect(store.save(sample) == nil)
  }

  @Test("a read-only folder gives one clear warning on the first save (skipped when running as root)")
  func readOnlyFolder() throws {
    guard geteuid() != 0 else { return }
    let scratch = Scratch()
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: scratch.folder.path)
      scratch.cleanUp()
    }
    let store = ProgressStore(folder: scratch.folder)
    _ = store.load()
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: scratch.folder.path)
    #expect(store.save(sample)?.kind == .writeFailed)
    #expect(store.save(sample) == nil)
  }

  @Test("a file from a newer tutor is left alone and the session runs in memory")
  func newerVersionIsLeftAlone() throws {
    let scratch = Scratch()
    defer { scratch.cleanUp() }
    try FileManager.default.createDirectory(at: scratch.folder, withIntermediateDirectories: true)
    let newer = Data("{\"version\": 7, \"lessons\": {}}".utf8)
    try newer.write(to: scratch.file)
    let store = ProgressStore(folder: scratch.folder)
    #expect(store.load().warnings.map(\.kind) == [.newerVersion])
    #expect(store.save(sample) == nil)
    #expect(try Data(contentsOf: scratch.file) == newer)
  }

  @Test("missing keys take defaults, so older or hand-edited files still load")
  func lenientDecoding() throws {
    let json = Data("{\"version\": 1, \"lessons\": {\"a\": {\"exercises\": {\"e\": {\"solved\": true}}}}}".utf8)
    let progress = try JSONDecoder().decode(LearnerProgress.self, from: json)
    #expect(progress[lesson: "a"].exercises["e"] == ExerciseProgress(solved: true))
    #expect(progress[lesson: "a"].lastPage == 0)
    #expect(progress.lastLesson == nil)
  }

  @Test("the folder follows XDG_STATE_HOME, then HOME")
  func defaultFolder() {
    #expect(ProgressStore.defaultFolder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path == "/s/dynamics-tutor")
    #expect(ProgressStore.defaultFolder(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.path
      == "/h/.local/state/dynamics-tutor")
    #expect(ProgressStore.defaultFolder(environment: ["HOME": "/h"])?.path == "/h/.local/state/dynamics-tutor")
    #expect(ProgressStore.defaultFolder(environment: [:]) == nil)
    let store = ProgressStore(folder: nil)
    #expect(store.load().warnings.map(\.kind) == [.noFolder])
    #expect(store.save(sample) == nil)
  }

  @Test("saved parameter values are restored over the defaults; unknown or out-of-range ones are dropped")
  func parameterValues() throws {
    let lesson = try #require(RepositoryLessons.lesson("falling-buttons"))
    var record = LessonProgress()
    var values = ParameterValues(defaultsOf: lesson)
    values["gravity.magnitude"] = 4
    record.record(values, for: lesson)
    #expect(record.parameters == ["gravity.magnitude": 4])
    record.parameters["no.such"] = 1
    record.parameters["fallingButton.frame.y"] = 9999
    let (restored, dropped) = record.values(for: lesson)
    #expect(restored["gravity.magnitude"] == 4)
    #expect(restored["fallingButton.frame.y"] == 120)
    #expect(dropped == ["fallingButton.frame.y", "no.such"])
    var progress = LearnerProgress()
    progress[lesson: lesson.id].exercises = Dictionary(uniqueKeysWithValues: lesson.exercises.map { ($0.id, ExerciseProgress(solved: true)) })
    #expect(progress.isComplete(lesson))
    progress[lesson: lesson.id].exercises[lesson.exercises[0].id]?.solved = false
    #expect(!progress.isComplete(lesson))
  }
}
