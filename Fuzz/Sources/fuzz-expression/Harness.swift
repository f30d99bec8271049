import FuzzSupport
import Expressions

/// The expression language: bytes → text → `ExpressionParser.parse`, then evaluation against the
/// lessons' constants and synthetic runs (every item of every lesson, named runs, an empty run and a
/// single sample). Findings: a trap, or two evaluations of the same expression that disagree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let text = input.remainingText()
  let expression: Expression
  do {
    expression = try ExpressionParser.parse(text)
  } catch {
    // Error offsets point into the text (callers underline them).
    if error.offset < 0 || error.offset > text.utf8.count + 1 {
      finding("error offset \(error.offset) outside a text of \(text.utf8.count) bytes: \(error.message)")
    }
    return 0
  }
  // The analyses the validator runs on every expression of a lesson.
  _ = expression.names
  _ = expression.calls
  _ = expression.runPrefixes
  _ = expression.isCondition
  let evaluator = ExpressionEvaluator(environment: SyntheticRuns.environment)
  let first = outcome(evaluator, expression)
  let second = outcome(evaluator, expression)
  if first != second { finding("evaluating twice gave \(first) and then \(second)") }
  // Substituting a name by a number, as the checker does for answers given as expressions.
  if let name = expression.names.first?.name {
    _ = outcome(evaluator, expression.substituting(name, with: .nan))
  }
  return 0
}

/// The value or the error as text, so that NaN compares equal to NaN.
private func outcome(_ evaluator: ExpressionEvaluator, _ expression: Expression) -> String {
  do {
    return "\(try evaluator.evaluate(expression))"
  } catch {
    return "error at \(error.offset): \(error.message)"
  }
}
