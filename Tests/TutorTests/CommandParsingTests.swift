import LessonModel
import Testing
@testable import Tutor

/// The REPL's lines read into typed commands, from the one declaration in `CommandInfo.all`.
@Suite("Typed commands")
struct CommandParsingTests {
  static func parse(_ line: String) -> Result<TutorCommand, TutorError>? { TutorCommand.parse(line) }

  @Test("arguments come back typed: times with units, speeds, choice letters, plot lists")
  func typedArguments() throws {
    guard case .success(.run(let seconds))? = Self.parse("run 500 ms") else { Issue.record("run"); return }
    #expect(seconds == 0.5)
    guard case .success(.run(nil))? = Self.parse("r") else { Issue.record("r alone"); return }
    guard case .success(.play(let speed))? = Self.parse("play 0.25") else { Issue.record("play"); return }
    #expect(speed == 0.25)
    guard case .success(.choose(let index))? = Self.parse("choose C") else { Issue.record("choose"); return }
    #expect(index == 2)
    guard case .success(.plot(let quantities, let item))? = Self.parse("plot y, vy box") else { Issue.record("plot"); return }
    #expect(quantities == ["y", "vy"] && item == "box")
    guard case .success(.set(let name, let value))? = Self.parse("s gravity.angle 90 deg") else { Issue.record("set"); return }
    #expect(name == "gravity.angle" && value == "90 deg")
    guard case .success(.answer(let text))? = Self.parse("a  sqrt(2 * 400 / 4000) ") else { Issue.record("answer"); return }
    #expect(text == "sqrt(2 * 400 / 4000)")
    #expect(Self.parse("   ") == nil && Self.parse("# a comment") == nil)
  }

  @Test("arity and value errors come from the declaration, with an example")
  func declarationErrors() {
    func message(_ line: String) -> String? {
      if case .failure(let error)? = Self.parse(line) { return error.message }
      return nil
    }
    #expect(message("set") == "usage: set <name> <value>, for example `set gravity.magnitude 4`")
    #expect(message("next 2") == "usage: next takes no arguments")
    #expect(message("play 99") == "play takes a speed between 0.05 and 10 (1 is real time), not 99")
    #expect(message("run 0") == "run takes a time of more than 0 s and at most 120 s, not 0 s")
    #expect(message("rnu") == "unknown command \"rnu\" (did you mean \"run\"?); type `help` for the list")
  }

  @Test("every declared command parses from its own example, and help shows its usage")
  func declarationsAreConsistent() {
    let session = Fixture.session()
    _ = session.start()
    for info in CommandInfo.all {
      if let example = info.example {
        guard case .success? = Self.parse(example) else { Issue.record("\(info.name): \(example) does not parse"); continue }
      }
      #expect(session.handle("help \(info.name)").text.hasPrefix("\(info.name) \(info.usage)".trimmingCharacters(in: .whitespaces)))
    }
  }

  @Test("responses carry their kind: output, error, verdict")
  func responseKinds() {
    let session = Fixture.session()
    _ = session.start()
    #expect(session.handle("params").kind == .output)
    #expect(session.handle("fly").kind == .error)
    #expect(session.handle("set nothing 1").kind == .error)
    #expect(session.handle("answer 0.447").kind == .verdict)
  }
}
