extension Messages {
  /// Items joined as a list with the language's comma: `a, b, c`, in Chinese `a，b，c`.
  package func list(_ items: [String]) -> String {
    let t = self
    guard var result = items.first else { return "" }
    for item in items.dropFirst() {
      result = t("{earlier}, {later}", ["earlier": result, "later": item])
    }
    return result
  }

  /// Two sentences one after the other: a space between them, none in Chinese, whose full stop has its
  /// own width.
  package func sentences(_ first: String, _ second: String) -> String {
    let t = self
    return t("{first} {second}", ["first": first, "second": second])
  }
}
