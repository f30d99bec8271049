import TerminalGraphics
import Testing
@testable import Tutor

@Suite("Markdown text")
struct MarkdownTextTests {
  @Test("code blocks keep their inner indentation and only lose the four-space marker")
  func codeIndentationKept() {
    let markdown = "Code:\n\n    if ready {\n        go()\n    }"
    #expect(MarkdownText.render(markdown, width: 80, color: false) == "Code:\n\n  if ready {\n      go()\n  }")
  }

  @Test("paragraphs wrap to the width and bullets get a hanging indent")
  func wrapping() {
    let text = MarkdownText.render("- one two three four five six seven eight", width: 20, color: false)
    #expect(text == "  - one two three\n    four five six\n    seven eight")
  }

  @Test("bold markers become plain text without colour and escapes with it")
  func bold() {
    #expect(MarkdownText.render("a **b** c", width: 80, color: false) == "a b c")
    #expect(MarkdownText.render("a **b** c", width: 80, color: true) == "a \u{1B}[1mb\u{1B}[0m c")
  }

  @Test("a code line wider than the window breaks at a space and continues four columns deeper, never at the margin")
  func longCodeLines() {
    let markdown = "    case .ended, .cancelled:\n      props.addLinearVelocity(pan.velocity(in: view), for: lockScreen)"
    let lines = MarkdownText.render(markdown, width: 50, color: false).split(separator: "\n").map(String.init)
    #expect(lines == ["  case .ended, .cancelled:", "    props.addLinearVelocity(pan.velocity(in:",
                      "        view), for: lockScreen)"])
    #expect(lines.allSatisfy { TextWrap.width($0) <= 50 })
    let unbroken = MarkdownText.codeLines("  " + String(repeating: "x", count: 70), width: 30)
    #expect(unbroken.allSatisfy { TextWrap.width($0) <= 30 } && unbroken.joined().filter { $0 == "x" }.count == 70,
            "a line without a space is cut at the width and keeps every character")
  }

  @Test("with no space that fits, a code line breaks after a parenthesis or comma or before a dot, not inside a name")
  func codeLinesBreakBetweenNames() {
    let line = "          animator.addBehavior(UIGravityBehavior(items: items))"
    #expect(MarkdownText.codeLines(line, width: 50)
      == ["          animator.addBehavior(UIGravityBehavior(", "              items: items))"])
    #expect(MarkdownText.codeLines("  view.layer.presentationLayerBounds.size.width", width: 30)
      == ["  view.layer", "      .presentationLayerBounds", "      .size.width"])
  }
}
