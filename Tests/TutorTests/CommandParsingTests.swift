import LessonModel
import Foundation
import Testing
import TestSupport
@testable import Tutor

/// The REPL's lines read into typed commands, each from its own declaration (`CommandRegistry`).
@Suite("Typed commands")
struct CommandParsingTests {
  static func parse(_ line: String) -> Result<ParsedLine, TutorError>? { CommandRegistry.parse(line) }

  /// The command a line reads as, if it is of type `T`.
  static func command<T: TutorCommand>(_ line: String, as type: T.Type) -> T? {
    guard case .success(.command(let command))? = parse(line) else { return nil }
    return command as? T
  }

  @Test("arguments come back typed: times with units, speeds, choice letters, plot lists")
  func typedArguments() throws {
    guard let run = Self.command("run 500 ms", as: RunCommand.self) else { Issue.record("run"); return }
    #expect(run.seconds == 0.5)
    guard let bare = Self.command("r", as: RunCommand.self), bare.seconds == nil else { Issue.record("r alone"); return }
    guard let play = Self.command("play 0.25", as: PlayCommand.self) else { Issue.record("play"); return }
    #expect(play.speed == 0.25)
    guard let choose = Self.command("choose C", as: ChooseCommand.self) else { Issue.record("choose"); return }
    #expect(choose.index == 2)
    guard let plot = Self.command("plot y, vy box", as: PlotCommand.self) else { Issue.record("plot"); return }
    #expect(plot.quantities == ["y", "vy"] && plot.item == "box")
    guard let set = Self.command("s gravity.angle 90 deg", as: SetCommand.self) else { Issue.record("set"); return }
    #expect(set.name == "gravity.angle" && set.value == "90 deg")
    guard let answer = Self.command("a  sqrt(2 * 400 / 4000) ", as: AnswerCommand.self) else { Issue.record("answer"); return }
    #expect(answer.text == "sqrt(2 * 400 / 4000)")
    #expect(Self.parse("   ") == nil && Self.parse("# a comment") == nil)
  }

  @Test("arity and value errors come from the declaration, with an example")
  func declarationErrors() {
    func message(_ line: String) -> String? {
      if case .failure(let error)? = Self.parse(line) { return error.message }
      return nil
    }
    #expect(message("set") == "usage: set <name> <value>, for example `set gravity.magnitude 4`")
    #expect(message("lessons 2") == "usage: lessons takes no arguments")
    #expect(message("play 99") == "play takes a speed between 0.05 and 10 (1 is real time), not 99")
    #expect(message("run 0") == "run takes a time of more than 0 s and at most 120 s, not 0 s")
    #expect(message("rnu") == "unknown command \"rnu\" (did you mean \"run\"?); type `help` for the list")
  }

  @Test("every declared command parses from its own example, and help shows its usage")
  func declarationsAreConsistent() {
    let session = Fixture.session()
    _ = session.start()
    for info in CommandRegistry.declarations {
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

/// The registry is the one list of commands: every command type is in it, each name is taken once, and
/// the command table of docs/using-the-tutor.md matches it.
@Suite("Command registry")
struct CommandRegistryTests {
  @Test("every type that conforms to TutorCommand is registered, once")
  func everyCommandRegistered() throws {
    let folder = PackageRoot.url.appendingPathComponent("Sources/Tutor/Commands")
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
    var declared: Set<String> = []
    for file in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("struct ") {
        let parts = line.dropFirst("struct ".count).split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { continue }
        let conformance = parts[1].trimmingCharacters(in: .whitespaces)
        if conformance.hasPrefix("TutorCommand") || conformance.hasPrefix("ArgumentlessCommand") {
          declared.insert(String(parts[0]))
        }
      }
    }
    let registered = CommandRegistry.commands.map { String(describing: $0) }
    #expect(declared.count >= 25)
    #expect(Set(registered) == declared, "unregistered: \(declared.subtracting(registered).sorted())")
    #expect(registered.count == Set(registered).count)
  }

  @Test("no two commands share a name or an alias, and every word finds its own command")
  func namesAreUnique() {
    let words = CommandRegistry.declarations.flatMap { [$0.name] + $0.aliases }
    #expect(words.count == Set(words).count)
    for declaration in CommandRegistry.declarations {
      for word in [declaration.name] + declaration.aliases {
        #expect(CommandRegistry.command(named: word.uppercased())?.declaration.name == declaration.name)
      }
    }
  }

  @Test("the command table of docs/using-the-tutor.md lists exactly the registered commands and aliases")
  func documentedTable() throws {
    let page = try String(contentsOf: PackageRoot.url.appendingPathComponent("docs/using-the-tutor.md"), encoding: .utf8)
    let start = try #require(page.range(of: "| command | what it does |"))
    let rows = page[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
    var documented: [String: Set<String>] = [:]
    // A row's first cell names one or more commands, each `name args` in backticks, its aliases after it in
    // brackets: `open <id\|number>` [`o`]. Cells are split at bars not escaped with a backslash.
    let cellBar = try NSRegularExpression(pattern: #"(?<!\\)\|"#)
    let entry = try NSRegularExpression(pattern: #"`([^`]+)`(?:\s*\[([^\]]+)\])?"#)
    for row in rows {
      let line = String(row)
      let bars = cellBar.matches(in: line, range: NSRange(line.startIndex..., in: line)).map(\.range.location)
      guard bars.count >= 2, let first = Range(NSRange(location: bars[0] + 1, length: bars[1] - bars[0] - 1), in: line) else { continue }
      let cell = String(line[first])
      for match in entry.matches(in: cell, range: NSRange(cell.startIndex..., in: cell)) {
        guard let command = Range(match.range(at: 1), in: cell) else { continue }
        let name = String(cell[command].split(separator: " ").first ?? "")
        let aliases = Range(match.range(at: 2), in: cell).map { cell[$0].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) } } ?? []
        documented[name, default: []].formUnion(aliases)
      }
    }
    for declaration in CommandRegistry.declarations {
      #expect(documented[declaration.name] == Set(declaration.aliases), "\(declaration.name): documented \(documented[declaration.name].map { $0.sorted() } ?? [])")
    }
    #expect(Set(documented.keys).subtracting(CommandRegistry.declarations.map(\.name)).isEmpty,
            "documented but not a command: \(Set(documented.keys).subtracting(CommandRegistry.declarations.map(\.name)).sorted())")
  }
}
