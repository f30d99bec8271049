import FuzzSupport
import Foundation
import LessonModel
import LessonReading
import Tutor

/// The lesson loader and validator: bytes → text → `LessonLoader.parse`. The text after the first NUL
/// byte, if any, is the prose file (for whatever path the lesson names); without one, prose comes from
/// the repository's `Content/`. A lesson that loads is then opened in a tutor session (every page, the
/// parameter table) and run for six steps, since the loader's job is to let nothing through that breaks
/// the rest. Findings: a trap, or a lesson reported loaded together with an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let whole = input.bytes
  let split = whole.firstIndex(of: 0)
  let lessonText = String(decoding: whole[..<(split ?? whole.count)], as: UTF8.self)
  let proseText = split.map { String(decoding: whole[($0 + 1)...], as: UTF8.self) }
  _ = input.remainingText()
  let outcome = LessonLoader.parse(lessonText, file: "lessons/fuzz.toml", expectedID: nil) { path in
    proseText ?? Repository.prose[path]
  }
  guard let lesson = outcome.lesson else { return 0 }
  if outcome.diagnostics.contains(where: { $0.severity == .error }) {
    finding("a lesson loaded although the loader reported errors: \(outcome.diagnostics)")
  }
  let session = TutorSession(catalog: LessonCatalog(entries: [.loaded(lesson)]))
  _ = session.start()
  _ = session.handle("params")
  for _ in 0..<min(lesson.pages.count, 40) { _ = session.handle("next") }
  _ = session.handle("run 0.1")
  return 0
}
