import Foundation
import Localization
import TerminalGraphics
import Testing
@testable import Tutor

/// Slips in what the learner reads, found by reading all of it: the whole course walked page by page,
/// every verdict included, and every plot drawn.
@Suite("Text slips")
struct TextSlipTests {
  /// The transcript's lines that are text, not drawings (braille, box drawing) or code.
  static func proseLines(_ text: String) -> [String] {
    text.components(separatedBy: "\n").filter { line in
      !line.hasPrefix("  ") && !line.unicodeScalars.contains { (0x2500...0x28FF).contains($0.value) }
    }
  }

  @Test("dump the course transcript when asked (DUMP_TRANSCRIPT=path)")
  func dump() throws {
    guard let path = ProcessInfo.processInfo.environment["DUMP_TRANSCRIPT"] else { return }
    try CourseTranscript.walk().text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  @Test("no line of piped output ends in a space: pages, verdicts, runs, every plot, the lesson list, help")
  func noTrailingSpaces() throws {
    var texts = try CourseTranscript.walk().entries.map { ($0.place, $0.text) }
    for lesson in Fixture.session().catalog.lessons {
      let session = Fixture.session(opening: lesson.id)
      texts.append(("\(lesson.id) run", session.handle("run").text))
      for plot in lesson.plots { texts.append(("\(lesson.id) plot \(plot.id)", session.handle("plot \(plot.id)").text)) }
      texts.append(("\(lesson.id) scene", session.handle("scene 0.5").text))
    }
    let session = Fixture.session(opening: "falling-buttons")
    for command in ["lessons", "help", "help units", "params", "presets"] { texts.append((command, session.handle(command).text)) }
    let problems = texts.flatMap { place, text in
      text.components(separatedBy: "\n").filter { $0.hasSuffix(" ") }.map { "\(place): \"\($0)\"" }
    }
    #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
  }

  @Test("*emphasis* loses its asterisks, in colour it is italic; a lone * and code spans stay")
  func emphasis() {
    #expect(MarkdownText.render("forces as *behaviors*, hand", width: 80, color: false) == "forces as behaviors, hand")
    #expect(MarkdownText.render("a *b* c", width: 80, color: true) == "a \u{1B}[3mb\u{1B}[0m c")
    #expect(MarkdownText.render("x = 2 * pi * t", width: 80, color: false) == "x = 2 * pi * t")
    #expect(MarkdownText.render("`a *b* c` and **bold**", width: 80, color: false) == "`a *b* c` and bold")
  }

  @Test("no page or verdict of the course shows raw *emphasis* markers")
  func noRawEmphasis() throws {
    let pattern = try NSRegularExpression(pattern: "(?<![\\w*`])\\*[^\\s*][^*]*\\*(?![\\w*])")
    let found = try CourseTranscript.walk().entries.flatMap { entry in
      Self.proseLines(entry.text).filter { pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        .map { "\(entry.place): \($0)" }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("a prediction chosen again says it is final and goes on after a colon, not a lower-case sentence")
  func finalPrediction() {
    let session = Fixture.session(opening: "falling-buttons")
    _ = session.handle("page 4")
    _ = session.handle("choose b")
    let again = session.handle("choose a").text
    #expect(again.hasPrefix("Your prediction, b, is final: the run shows b) stays the same."), "\(again)")
    #expect(again.range(of: "\\. [a-z]", options: .regularExpression) == nil, "\(again)")
  }

  @Test("an axis of a plain number has no empty parentheses: list.alpha, not list.alpha ()")
  func unitlessAxis() {
    var found: [String] = []
    for lesson in Fixture.session().catalog.lessons {
      let session = Fixture.session(opening: lesson.id)
      _ = session.handle("run")
      for plot in lesson.plots where session.handle("plot \(plot.id)").text.contains("()") { found.append("\(lesson.id)/\(plot.id)") }
    }
    #expect(found.isEmpty, "\(found)")
    let bounce = Fixture.session(opening: "bounce-present")
    _ = bounce.handle("run")
    let alpha = bounce.handle("plot alpha").text
    #expect(alpha.components(separatedBy: "\n").contains { $0.hasPrefix("list.alpha") }, "\(alpha)")
  }

  @Test("words that are no units are not printed after numbers: 0.9, not 0.9 ratio; 1, not 1 strength")
  func noFalseUnits() {
    var found: [String] = []
    for lesson in Fixture.session().catalog.lessons {
      let session = Fixture.session(opening: lesson.id)
      for parameter in lesson.parameters where parameter.kind == .number {
        let echo = session.handle("set \(parameter.name) \(parameter.display(parameter.defaultValue))").text
        if ["ratio", "strength", "fraction", "index"].contains(where: { echo.hasSuffix(" \($0)") }) { found.append(echo) }
      }
      // A parameter's row ends in its unit column; the description under it is prose and may say "ratio".
      let rows = session.handle("params").text.components(separatedBy: "\n").filter { line in
        lesson.parameters.contains { line.hasPrefix("  \($0.name) ") }
      }
      for row in rows where ["ratio", "strength", "fraction"].contains(where: { row.hasSuffix(" \($0)") }) {
        found.append("\(lesson.id) params: \(row)")
      }
    }
    #expect(found.isEmpty, "\(found)")
    #expect(Fixture.session(opening: "dangling-spring").handle("set spring.damping 0.9").text == "spring.damping = 0.9")
  }

  @Test("θ, ω and ζ are written as such: no bare th, w or z stands for them in a page or a verdict")
  func greekLetters() throws {
    let pattern = try NSRegularExpression(pattern: "(?<![\\w.`'\"/])(th0?|w0?|w_d|z)(?![\\w`])")
    let found = try CourseTranscript.walk().entries.flatMap { entry in
      Self.proseLines(entry.text).filter { pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        .map { "\(entry.place): \($0)" }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("\"tilt x magnitude\" is not written beside the parameter tilt.x")
  func tiltTimesMagnitude() throws {
    let text = try CourseTranscript.walk().text
    // Hints and solutions included: "tilt x m" reads as the parameter tilt.x beside m.
    #expect(!text.contains("tilt x "))
    #expect(!text.contains("tilt x\n"))
    // The lesson's goals, written for whoever reads the lesson file, say it in words too.
    let goals = try #require(Fixture.session().catalog.lesson("parallax-motion")).goals.joined(separator: " ")
    #expect(!goals.contains("tilt x magnitude"), "\(goals)")
  }

  @Test("help units and the field lesson agree: nothing is in metres, falloff counts units of 100 pt")
  func metres() throws {
    let help = Fixture.session(opening: "field-gallery").handle("help units").text.replacingOccurrences(of: "\n", with: " ")
    #expect(help.contains("falloff` counts distance in units of 100 pt"), "\(help)")
    let pages = try CourseTranscript.walk().entries.filter { $0.place.hasPrefix("field-gallery") }.map(\.text).joined()
    #expect(!pages.contains("metres of"))
    #expect(pages.replacingOccurrences(of: "\n", with: " ").contains("units of 100 pt"))
  }

  @Test("an animation lesson's verdict names the animation's timeline, not the physics engine")
  func animationVerdicts() {
    let session = Fixture.session(opening: "shrink-dismiss")
    _ = session.handle("page 5")
    let verdict = session.handle("answer 0.4375").text
    #expect(verdict.contains("The animation, sampled every 1/60 s on its timeline, gives 0.4375 s."), "\(verdict)")
    #expect(!verdict.contains("engine's run"))
    let motion = Fixture.session(opening: "parallax-motion")
    _ = motion.handle("page 4")
    #expect(motion.handle("answer 210").text.contains("The motion effects, sampled every 1/60 s, give 210 pt."))
  }

  @Test("falling-buttons' first pages say what comes next: text to read, then run to plot and play to watch")
  func fallingButtonsPointers() {
    let session = Fixture.session(opening: "falling-buttons")
    let first = session.handle("page 1").text
    #expect(first.contains("Type `next` to read about the scene."), "\(first)")
    let second = session.handle("page 2").text.replacingOccurrences(of: "\n", with: " ")
    #expect(second.contains("`play` to watch it move"), "\(second)")
    #expect(!second.contains("to watch the fall"))
  }

  @Test("a run of one step says \"1 step\", of two \"2 steps\"")
  func stepCount() {
    let session = Fixture.session(opening: "falling-buttons")
    #expect(session.handle("run 1/60").text.hasPrefix("Ran 0.01667 s (1 step of 1/60 s)."))
    #expect(session.handle("run 2/60").text.hasPrefix("Ran 0.03333 s (2 steps of 1/60 s)."))
  }

  @Test("an acceleration is written pt/s^2 in verdicts, as in the prose, not pt/s2")
  func accelerationUnit() throws {
    let lesson = try #require(Fixture.session().catalog.lesson("cradle-pull-release"))
    let page = try #require(lesson.pages.firstIndex(of: .exercise("push-acceleration")))
    let session = Fixture.session(opening: "cradle-pull-release")
    _ = session.handle("page \(page + 1)")
    let verdict = session.handle("answer 9108").text
    #expect(verdict.contains("9108 pt/s^2"), "\(verdict)")
    #expect(!verdict.contains("pt/s2"), "\(verdict)")
  }

  @Test("reset's message is wrapped to the width, in Russian too")
  func resetWraps() {
    for language in ["ru", "en"] {
      let session = Fixture.session(opening: "falling-buttons")
      _ = session.handle("lang \(language)")
      _ = session.handle("page 3")
      _ = session.handle("set gravity.magnitude 2")
      let text = session.handle("reset").text
      let widest = text.components(separatedBy: "\n").map(ANSI.displayWidth).max() ?? 0
      #expect(widest <= 80, "\(language): \(text)")
    }
  }

  @Test("the lesson list's legend describes only the columns it shows")
  func lessonsLegend() {
    for width in stride(from: 50, through: 90, by: 4) + [200] {
      let session = Fixture.session(opening: "falling-buttons", settings: OutputSettings(width: width))
      let text = session.handle("lessons").text
      let rows = text.components(separatedBy: "\n").filter { $0.contains("falling-buttons") }.joined()
      let legend = text.replacingOccurrences(of: "\n", with: " ")
      if rows.contains("blog") {
        #expect(legend.contains("The last column names the article each lesson is rebuilt from."), "\(width): \(text)")
      } else if rows.contains("Korean") {
        #expect(legend.contains("The last column names the language of the articles"), "\(width): \(text)")
      } else {
        #expect(!legend.contains("column"), "\(width): \(text)")
      }
    }
  }
}
