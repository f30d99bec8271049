import Foundation
import TerminalGraphics
import LessonModel
import Progress
import LessonRuntime

/// Code exercises: the learner's file in the workspace, its check by a run of the learner's own
/// program, and the starter and reference files.
extension TutorSession {
  /// The code task of an exercise, if it is a code exercise.
  func codeTask(_ exercise: ExerciseSpec) -> CodeTask? {
    if case .code(let task) = exercise.kind { return task }
    return nil
  }

  /// The workspace, or why there is none.
  func requireWorkspace() throws(TutorError) -> CodeWorkspace {
    guard let codeWorkspace else {
      throw TutorError(t("there is no folder for your code: set HOME or XDG_DATA_HOME to a folder you can write"))
    }
    return codeWorkspace
  }

  /// The learner's file for a code exercise, written from the starter the first time.
  func learnerFile(_ exercise: ExerciseSpec, _ task: CodeTask) throws(TutorError) -> URL {
    guard let lesson = state?.lesson else { throw TutorError(t("no lesson is open")) }
    let workspace = try requireWorkspace()
    do {
      return try workspace.prepare(lesson: lesson.id, exercise: exercise.id, task: task)
    } catch {
      throw TutorError(t("cannot write {file}: {reason}", ["file": error.file, "reason": error.reason]))
    }
  }

  /// The line under a code exercise's question: where the learner's file is and whose it is.
  func codeFileLine(_ exercise: ExerciseSpec, _ task: CodeTask) -> String {
    guard let lesson = state?.lesson, let codeWorkspace else {
      return t("Your code needs a folder to live in: set HOME or XDG_DATA_HOME.")
    }
    let file = codeWorkspace.file(lesson: lesson.id, exercise: exercise.id).path
    switch codeWorkspace.state(lesson: lesson.id, exercise: exercise.id, task: task) {
    case .missing: return t("Your file will be {file} (the starter, until you change it).", ["file": file])
    case .starter: return t("Your file: {file} (still the starter).", ["file": file])
    case .yours: return t("Your file: {file} (yours: kept as you left it).", ["file": file])
    }
  }

  /// `check` on a code exercise: builds and runs the learner's file with the exercise's inputs and
  /// judges the run by its measures.
  func checkCode(_ exercise: ExerciseSpec, _ task: CodeTask) throws(TutorError) -> String {
    guard let lesson = state?.lesson, let checker = checker(for: exercise) else { return "" }
    let file = try learnerFile(exercise, task)
    guard let runLearnerCode else {
      throw TutorError(t("code exercises need the Swift toolchain and the tutor's build of Dynamics, which this copy of the tutor does not have; every other exercise works"))
    }
    var mine = try learnerScene(for: exercise, task)
    let request = LearnerCodeRequest(file: file, buildFolder: mine.buildFolder, task: task, lesson: lesson)
    switch runLearnerCode(request) {
    case .failure(let problem):
      // A file that does not build or run is an attempt: `solution` opens after it, as after a wrong answer.
      state?.exercises[exercise.id, default: ExerciseProgress()].attempts += 1
      learnerScene = mine
      let error = problemError(problem)
      var lines = wrapped("✘ " + error.message) + error.details
      lines.append("")
      lines += wrapped(t("Fix it with `edit`, then `check` again; `hint` helps."))
      return lines.joined(separator: "\n")
    case .success(let recorded):
      let (verdict, run) = checker.checkCode(exercise, run: recorded)
      state?.keep(run, for: exercise)
      // From here `run`, `plot`, `scene`, `play` and `live` work on the learner's program.
      mine.lastRun = recorded
      let chosenNow = learnerScene?.file != mine.file
      learnerScene = mine
      let shown: ((Int) -> String)? = exercise.show == nil ? nil : { rows in self.evidence(for: exercise, runs: ["": run], rows: rows) }
      // What follows the verdict, counted first so that the drawing leaves it room in the window.
      let notes = recorded.learnerNotes.flatMap { wrapped($0.message(t)) }
      var after = notes.isEmpty ? [] : [""] + notes
      if chosenNow {
        after += [""] + wrapped(t("`run`, `plot`, `scene`, `play` and `live` now work on your program; `use lesson` goes back to the lesson's scene."))
      }
      return ([record(verdict, for: exercise, drawing: shown, reserving: after.count)] + after).joined(separator: "\n")
    }
  }

  /// `solution` on a code exercise: the reference file, after an attempt.
  func codeSolution(_ exercise: ExerciseSpec, _ task: CodeTask) -> String {
    var lines: [String] = []
    if let written = exercise.solution {
      lines += TextWrap.paragraph(t("Solution: {solution}", ["solution": written]), width: settings.width, first: "", rest: "  ")
      lines.append("")
    }
    lines += wrapped(t("A file that passes ({file}):", ["file": task.referencePath]))
    lines.append("")
    lines.append(task.reference.hasSuffix("\n") ? String(task.reference.dropLast()) : task.reference)
    return lines.joined(separator: "\n")
  }

  /// `reset` on a code exercise's page: the starter back in the learner's file, their text kept aside.
  func resetCode(_ exercise: ExerciseSpec, _ task: CodeTask) throws(TutorError) -> String {
    guard let lesson = state?.lesson else { return "" }
    let workspace = try requireWorkspace()
    let kept: URL?
    do {
      kept = try workspace.restoreStarter(lesson: lesson.id, exercise: exercise.id, task: task)
    } catch {
      throw TutorError(t("cannot write {file}: {reason}", ["file": error.file, "reason": error.reason]))
    }
    let file = workspace.file(lesson: lesson.id, exercise: exercise.id).path
    guard let kept else { return t("Your file {file} is the starter again.", ["file": file]) }
    return t("Your file {file} is the starter again; what you had is kept in {previous}.", ["file": file, "previous": kept.path])
  }
}
