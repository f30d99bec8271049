import FuzzSupport
import Foundation
import Progress
import Tutor

/// The REPL's command language over the repository's course (loaded once). The first byte picks a mode:
///   0  one line: the rest of the input is a single line, whatever it holds (newlines included);
///   1  a session: the rest split on newlines, fed line by line until `quit`;
///   2  `dynamics-tutor run`: lines are the lesson id, the duration, the format, then `--plot` values
///      and `--set` assignments (a line with `=` is an assignment);
///   3  a returning learner: the text up to the first NUL is the progress file (JSON), the rest a session.
/// Findings: a trap; a response over 4 MB; progress that does not survive a save and a load (JSON
/// encoding, as `ProgressStore` does it) unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let mode = input.byte() else { return 0 }
  switch mode % 4 {
  case 0:
    let session = TutorSession(catalog: Repository.catalog)
    _ = session.start()
    check(session.handle(input.remainingText()))
    checkProgress(session.progress)
  case 1:
    let session = TutorSession(catalog: Repository.catalog)
    _ = session.start()
    play(input.remainingText(), in: session)
  case 2:
    batch(input.remainingText())
  default:
    let rest = Array(input.bytes[input.index...])
    let split = rest.firstIndex(of: 0) ?? rest.count
    let progress = (try? JSONDecoder().decode(LearnerProgress.self, from: Data(rest[..<split]))) ?? LearnerProgress()
    let session = TutorSession(catalog: Repository.catalog, progress: progress)
    _ = session.start()
    play(split < rest.count ? String(decoding: rest[(split + 1)...], as: UTF8.self) : "page", in: session)
  }
  return 0
}

private func play(_ text: String, in session: TutorSession) {
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    let response = session.handle(String(line))
    check(response)
    if response.quit { break }
  }
  checkProgress(session.progress)
}

private func check(_ response: TutorResponse) {
  if response.text.utf8.count > 4_000_000 { finding("a response of \(response.text.utf8.count) bytes") }
}

/// What the REPL saves must come back as it was.
private func checkProgress(_ progress: LearnerProgress) {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let data: Data
  do {
    data = try encoder.encode(progress)
  } catch {
    finding("the progress cannot be saved: \(error) — \(progress)")
  }
  guard let back = try? JSONDecoder().decode(LearnerProgress.self, from: data) else {
    finding("the saved progress cannot be read back: \(String(decoding: data, as: UTF8.self))")
  }
  if back != progress { finding("the progress changed in a save and load: \(progress) → \(back)") }
}

private func batch(_ text: String) {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  func line(_ index: Int) -> String? { lines.indices.contains(index) ? lines[index] : nil }
  let format = RunExport.Format(rawValue: line(2) ?? "") ?? .text
  let rest = lines.dropFirst(3)
  let run = BatchRun(lessonID: line(0) ?? "", assignments: rest.filter { $0.contains("=") },
                     duration: line(1).flatMap(Double.init), plots: rest.filter { !$0.contains("=") }, format: format)
  switch run.execute(catalog: Repository.catalog, settings: .plain) {
  case .success(let output):
    if output.utf8.count > 4_000_000 { finding("batch output of \(output.utf8.count) bytes") }
  case .failure(let failure):
    if failure.message.contains("\n") { finding("a failure message of several lines: \(failure.message)") }
  }
}
