import LessonModel
/// A lesson's translatable text, addressed by where it sits: `title`, `goal.2`, `parameter.gravity.magnitude`,
/// `exercise.fall-400.hint.1`, … (docs/translations.md lists them). Code, names, units and expressions
/// are never among them.
extension Lesson {
  /// Every string a learner reads in the lesson file, in file order, with its address.
  package var translatableStrings: [(address: String, text: String)] {
    var copy = self
    var found: [(address: String, text: String)] = []
    copy.visitStrings { address, text in
      if !text.isEmpty { found.append((address, text)) }
    }
    return found
  }

  /// The lesson with each string whose address `translated` holds replaced by that text; strings it
  /// lacks stay in English.
  package func replacingStrings(_ translated: [String: String]) -> Lesson {
    var copy = self
    copy.visitStrings { address, text in
      if let replacement = translated[address], !replacement.isEmpty { text = replacement }
    }
    return copy
  }

  /// Calls `body` with the address and a writable copy of each translatable string; the one place that
  /// knows which fields are text, so reading and replacing cannot disagree.
  mutating func visitStrings(_ body: (String, inout String) -> Void) {
    body("title", &title)
    for index in goals.indices { body("goal.\(index + 1)", &goals[index]) }
    for index in parameters.indices { body("parameter.\(parameters[index].name)", &parameters[index].description) }
    for index in presets.indices { body("preset.\(presets[index].name)", &presets[index].description) }
    for index in commands.indices { body("command.\(commands[index].name)", &commands[index].summary) }
    for index in plots.indices { plots[index].visitStrings(prefix: "plot.\(plots[index].id)", body) }
    for index in exercises.indices { exercises[index].visitStrings(prefix: "exercise.\(exercises[index].id)", body) }
  }
}

extension LessonPlot {
  mutating func visitStrings(prefix: String, _ body: (String, inout String) -> Void) {
    if var text = title {
      body("\(prefix).title", &text)
      title = text
    }
    for index in horizontalMarks.indices { body("\(prefix).hmark.\(index + 1)", &horizontalMarks[index].label) }
    for index in verticalMarks.indices { body("\(prefix).vmark.\(index + 1)", &verticalMarks[index].label) }
  }
}

extension ExerciseSpec {
  mutating func visitStrings(prefix: String, _ body: (String, inout String) -> Void) {
    body("\(prefix).question", &question)
    switch kind {
    case .numeric: break
    case .choice(var choices, let answer):
      for index in choices.indices { body("\(prefix).choice.\(index + 1)", &choices[index]) }
      kind = .choice(choices: choices, answer: answer)
    case .predict(var choices, let outcomes, let expected):
      for index in choices.indices { body("\(prefix).choice.\(index + 1)", &choices[index]) }
      kind = .predict(choices: choices, outcomes: outcomes, expected: expected)
    case .tune(let vary, var measures, let reference, let counterexample):
      for index in measures.indices { body("\(prefix).measure.\(index + 1)", &measures[index].label) }
      kind = .tune(vary: vary, measures: measures, reference: reference, counterexample: counterexample)
    case .code(var task):
      for index in task.measures.indices { body("\(prefix).measure.\(index + 1)", &task.measures[index].label) }
      kind = .code(task)
    }
    for index in hints.indices { body("\(prefix).hint.\(index + 1)", &hints[index]) }
    if var text = solution {
      body("\(prefix).solution", &text)
      solution = text
    }
  }
}
