import LessonModel
import Expressions
import TOML
import Localization
import Foundation

/// The commands and figures the lesson's text names: every command must be one the tutor accepts,
/// every figure one a run can give.
struct CommandReferenceChecks: DraftReader {
  let draft: LessonDraft
  /// The lesson file's table, where problems of its texts are reported.
  let root: TOMLTable

  /// Every command the lesson tells the learner to type must exist with valid arguments
  /// (`CommandReferences`): in the prose file, at its line and column; in the lesson file, at the
  /// exercise, goal or description that names it.
  func check(_ lesson: Lesson) {
    let references = CommandReferences(lesson: lesson, lessonIDs: nil)
    if let (relative, text) = draft.proseSource {
      let path = prosePath(relative)
      checkProseFigures(text, path: path)
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
      case .code(let task): texts += task.measures.map(\.label)
      case .numeric: break
      }
      check(texts, at: draft.exercisePositions[exercise.id]?.table, "exercise \"\(exercise.id)\"")
    }
    check(lesson.goals, at: root.entry("goals")?.keyPosition, "goals")
    for parameter in lesson.parameters {
      check([parameter.description], at: draft.parameterPositions[parameter.name], "parameter \"\(parameter.name)\"")
    }
    for preset in lesson.presets { check([preset.description], at: root.position, "preset \"\(preset.name)\"") }
    for command in lesson.commands { check([command.summary], at: root.position, "command \"\(command.name)\"") }
  }

  /// The prose file's path as the learner or author gave the course: relative to the course folder,
  /// the parent of the lesson file's folder.
  func prosePath(_ relative: String) -> String {
    let course = ((sink.file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    return (course as NSString).appendingPathComponent(relative)
  }

  /// Every `{{ expression | unit }}` figure of the prose parses, names only what a run has, and has a
  /// known unit; problems are reported at their line and column in the prose file.
  func checkProseFigures(_ text: String, path: String) {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("{{") {
      let lineText = String(line)
      switch ProseFigure.find(in: lineText) {
      case .failure(let problem):
        sink.error(problem.message, inFile: path, line: index + 1, column: problem.offset + 1)
      case .success(let figures):
        for figure in figures {
          let column = lineText.distance(from: lineText.startIndex, to: figure.range.lowerBound) + 1
          if Expressions.Unit(rawValue: figure.unit) == nil {
            sink.error("figure \"\(figure.source)\": unknown unit \"\(figure.unit)\"" + Suggestion.didYouMean(figure.unit, in: LessonSchema.unitNames),
                       inFile: path, line: index + 1, column: column)
          }
          // The name checks report through a sink of their own, moved into the prose file's lines.
          let scratch = NameChecker(draft: draft, sink: DiagnosticSink(file: path))
          scratch.check(figure.expression, source: figure.source, at: SourcePosition(line: index + 1, column: column + 1),
                        what: "figure", dynamic: true)
          for diagnostic in scratch.sink.sorted { sink.append(diagnostic) }
        }
      }
    }
  }
}
