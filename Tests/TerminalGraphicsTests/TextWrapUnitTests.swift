import Testing
@testable import TerminalGraphics

/// A paragraph never leaves a number at the end of a line and its unit at the start of the next.
@Suite("A number keeps its unit when a paragraph wraps")
struct TextWrapUnitTests {
  let text = "The ball drops 12 pt, then 418 pt in 0.5 s at 10 000 pt/s^2; in 1/60 s it moves 2 x 7 pt (30 deg)."

  @Test("at every width from 16 (the widest number and unit, indented) to 60, no line ends in a number whose unit opens the next line")
  func numbersKeepTheirUnits() {
    for width in 16...60 {
      let lines = TextWrap.paragraph(text, width: width, first: "", rest: "  ")
      for (line, next) in zip(lines, lines.dropFirst()) {
        let lastWord = line.split(separator: " ").last.map(String.init) ?? ""
        let nextWord = next.split(separator: " ").first.map(String.init) ?? ""
        let splitUnit = lastWord.allSatisfy { $0.isNumber || $0 == "." || $0 == "/" }
          && ["pt", "pt,", "s", "pt/s^2;", "deg).", "000"].contains(nextWord)
        #expect(!splitUnit, "width \(width): \(line) | \(next)")
      }
      // Nothing is lost or doubled.
      #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ") == text, "width \(width)")
    }
  }

  @Test("a Korean particle after the unit, and punctuation, still count as the unit")
  func particlesAndPunctuation() {
    #expect(TextWrap.joiningUnits(["418", "pt를", "0.5", "s,", "x", "pt"], limit: 40) == ["418 pt를", "0.5 s,", "x", "pt"])
    #expect(TextWrap.joiningUnits(["10", "000", "pt"], limit: 40) == ["10 000 pt"])
    #expect(TextWrap.joiningUnits(["page", "3", "of", "9"], limit: 40) == ["page", "3", "of", "9"])
  }

  @Test("a pair wider than the line stays apart rather than overflow")
  func tooWide() {
    #expect(TextWrap.joiningUnits(["123456", "pt/s^2"], limit: 8) == ["123456", "pt/s^2"])
  }

  @Test("a Swift method's full name wider than the line breaks after its labels' colons; a web address stays whole")
  func longMethodNames() {
    let name = "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"
    let lines = TextWrap.paragraph("\(name) takes the spring's settings.", width: 40, first: "", rest: "  ")
    for line in lines { #expect(TextWrap.width(line) <= 40, "\(line)") }
    #expect(lines[0] == "UIView.animate(withDuration:delay:")
    #expect(lines.map { $0.trimmingPrefix("  ") }.joined().contains(name))
    let address = "https://developer.apple.com/documentation/uikit/uidynamicanimator/1621058-additems(_:)"
    #expect(TextWrap.paragraph("See \(address).", width: 40, first: "", rest: "") == ["See", address + "."])
  }
}
