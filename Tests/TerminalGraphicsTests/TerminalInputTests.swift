import Testing
import TerminalGraphics

@Suite("Terminal input: keys and SGR mouse reports from raw bytes")
struct TerminalInputTests {
  static func decode(_ text: String) -> [TerminalInput] {
    var decoder = TerminalInputDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test("SGR reports: press, drag with the left button held, release, wheel, and motion without a button")
  func sgrMouse() {
    #expect(Self.decode("\u{1B}[<0;12;5M") == [.mouse(MouseReport(.press, column: 12, row: 5))])
    #expect(Self.decode("\u{1B}[<32;13;6M") == [.mouse(MouseReport(.drag, column: 13, row: 6))])
    #expect(Self.decode("\u{1B}[<0;13;6m") == [.mouse(MouseReport(.release, column: 13, row: 6))])
    #expect(Self.decode("\u{1B}[<2;300;90M") == [.mouse(MouseReport(.press, button: 2, column: 300, row: 90))],
            "SGR reports columns past 223")
    #expect(Self.decode("\u{1B}[<64;1;1M") == [.mouse(MouseReport(.wheel, button: 0, column: 1, row: 1))])
    #expect(Self.decode("\u{1B}[<35;4;4M") == [.mouse(MouseReport(.move, button: 3, column: 4, row: 4))])
  }

  @Test("keys: printable characters, arrows in both forms, Enter, a lone Esc; other control bytes are dropped")
  func keys() {
    #expect(Self.decode("q+ ") == [.character("q"), .character("+"), .character(" ")])
    #expect(Self.decode("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD") == [.arrow(.up), .arrow(.down), .arrow(.right), .arrow(.left)])
    #expect(Self.decode("\r") == [.enter])
    #expect(Self.decode("\u{1B}") == [.escape])
    #expect(Self.decode("\u{01}\u{7F}p") == [.character("p")])
  }

  @Test("a sequence split across reads waits for its end; unknown and malformed sequences are dropped whole")
  func splitAndUnknown() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode(Array("\u{1B}[<0;1".utf8)).isEmpty)
    #expect(decoder.decode(Array("2;5Mx".utf8)) == [.mouse(MouseReport(.press, column: 12, row: 5)), .character("x")])
    #expect(Self.decode("\u{1B}[15~k") == [.character("k")], "F5, then k")
    #expect(Self.decode("\u{1B}[<1;2Mk") == [.character("k")], "two fields: not a report")
    #expect(Self.decode("\u{1B}[<0;0;5M") == [], "cells count from 1")
    #expect(Self.decode("\u{1B}x") == [.escape, .character("x")], "Esc, then a key")
  }

  @Test("every byte string decodes without trapping and never yields a report outside the screen's counting")
  func arbitraryBytes() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let alphabet: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: ";"), UInt8(ascii: "M"), UInt8(ascii: "5")]
      let bytes: [UInt8] = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
      }
      var decoder = TerminalInputDecoder()
      for input in decoder.decode(bytes) {
        if case .mouse(let report) = input { #expect(report.column >= 1 && report.row >= 1) }
      }
    }
  }
}
