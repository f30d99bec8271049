import Testing
@testable import TerminalGraphics

/// A path wider than the window breaks after a slash, indented as the paragraph's other lines.
struct TextWrapPathTests {
  @Test func aLongPathBreaksAfterItsSlashes() {
    let text = "Your file will be /tmp/xd1/dynamics-tutor/exercises/falling-buttons/start-stop.swift (the starter)."
    let lines = TextWrap.paragraph(text, width: 50, first: "", rest: "  ")
    #expect(lines == ["Your file will be /tmp/xd1/dynamics-tutor/", "  exercises/falling-buttons/start-stop.swift (the",
                      "  starter)."])
    #expect(lines.allSatisfy { TextWrap.width($0) <= 50 })
  }

  @Test func aShortPathOrAFractionIsNotCut() {
    #expect(TextWrap.paragraph("in 1/60 s, see lessons/a.toml", width: 20, first: "", rest: "  ")
      == ["in 1/60 s, see", "  lessons/a.toml"])
  }
}
