import Foundation

extension LessonReader {
  /// Every command the lesson tells the learner to type must exist with valid arguments
  /// (`CommandReferences`): in the prose file, at its line and column; in the lesson file, at the
  /// exercise, goal or description that names it.
  func checkCommandReferences(_ lesson: Lesson) {
    let references = CommandReferences(lesson: lesson, lessonIDs: nil)
    if let (relative, text) = proseSource {
      // The prose path is relative to the course folder, the parent of the lesson file's folder.
      let course = ((sink.file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
      let path = (course as NSString).appendingPathComponent(relative)
      for span in CommandReferences.spans(in: text) {
        if let problem = references.problem(in: span.text) {
          sink.error("the prose names a command the tutor would refuse: \(problem)", inFile: path, line: span.line + 1,
                     column: span.column + 1)
        }
      }
    }
    func check(_ texts: [String], at position: SourcePosition?, _ owner: String) {
      for text in texts {
        for span in CommandReferences.spans(in: text) {
          if let problem = references.problem(in: span.text) { sink.error("\(owner) names a command the tutor would refuse: \(problem)", at: position) }
        }
      }
    }
    for exercise in lesson.exercises {
      var texts = [exercise.question] + exercise.hints + (exercise.solution.map { [$0] } ?? [])
      switch exercise.kind {
      case .choice(let choices, _), .predict(let choices, _, _): texts += choices
      case .tune(_, let measures, _, _): texts += measures.map(\.label)
      case .numeric: break
      }
      check(texts, at: exercisePositions[exercise.id]?.table, "exercise \"\(exercise.id)\"")
    }
    check(lesson.goals, at: root.entry("goals")?.keyPosition, "goals")
    for parameter in lesson.parameters {
      check([parameter.description], at: parameterPositions[parameter.name], "parameter \"\(parameter.name)\"")
    }
    for preset in lesson.presets { check([preset.description], at: root.position, "preset \"\(preset.name)\"") }
    for command in lesson.commands { check([command.summary], at: root.position, "command \"\(command.name)\"") }
  }
}
