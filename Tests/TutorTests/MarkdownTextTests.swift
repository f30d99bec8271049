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
}
