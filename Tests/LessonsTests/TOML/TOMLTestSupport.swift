import Testing

@testable import Lessons

/// Parses `text`, recording an issue (and returning an empty table) if it throws.
func parseOK(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> TOMLTable {
  do {
    return try TOMLParser.parse(text)
  } catch {
    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    return TOMLTable(position: .start)
  }
}

/// The error `text` throws, recording an issue if it parses.
func parseError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> TOMLSyntaxError? {
  do {
    let table = try TOMLParser.parse(text)
    Issue.record("expected an error, parsed \(table.keys)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// Shorthand for a position.
func pos(_ line: Int, _ column: Int) -> SourcePosition {
  SourcePosition(line: line, column: column)
}

/// The value at a dotted path of bare keys (`"a.b.c"`), for concise assertions.
func node(_ table: TOMLTable, _ path: String) -> TOMLNode? {
  var current: TOMLNode? = TOMLNode(value: .table(table), position: table.position)
  for part in path.split(separator: ".", omittingEmptySubsequences: false) {
    current = current?.table?[String(part)]
  }
  return current
}

/// SplitMix64: a tiny, seedable, deterministic generator (never the system generator), so that
/// property tests produce the same inputs on every run and platform.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
