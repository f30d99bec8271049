import Testing

@testable import TOML

/// Parses `text`, recording an issue (and returning an empty table) if it throws.
func tomlParse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> TOMLTable {
  do {
    return try TOMLParser.parse(text)
  } catch {
    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    return TOMLTable(position: .start)
  }
}

/// The error `text` throws, recording an issue if it parses.
func tomlParseError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> TOMLSyntaxError? {
  do {
    let table = try TOMLParser.parse(text)
    Issue.record("expected an error, parsed \(table.keys)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// Shorthand for a position.
func tomlPos(_ line: Int, _ column: Int) -> SourcePosition {
  SourcePosition(line: line, column: column)
}

/// The value at a dotted path of bare keys (`"a.b.c"`), for concise assertions.
func tomlNode(_ table: TOMLTable, _ path: String) -> TOMLNode? {
  var current: TOMLNode? = TOMLNode(value: .table(table), position: table.position)
  for part in path.split(separator: ".", omittingEmptySubsequences: false) {
    current = current?.table?[String(part)]
  }
  return current
}
