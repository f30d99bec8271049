import LessonModel
import TOML
import Localization

/// Reads `pages`: the order of the prose sections and the exercises.
struct PageReader: DraftReader {
  let draft: LessonDraft

  /// The page order: `pages = ["intro", "exercise:fall-400", …]`, or by default every section that no
  /// exercise uses as its explanation, followed by the exercises.
  func read(_ top: TableReader, prose: Prose?, exercises: [ExerciseSpec]) -> [Page] {
    let explainSections = Set(exercises.compactMap(\.explain))
    guard let entries = top.strings("pages") else {
      let sections = (prose?.sections ?? []).map(\.slug).filter { !explainSections.contains($0) }
      return sections.map(Page.prose) + exercises.map { Page.exercise($0.id) }
    }
    var pages: [Page] = []
    let node = top.node("pages")
    for (index, entry) in entries.enumerated() {
      let position = node?.array.flatMap { $0.indices.contains(index) ? $0[index].position : nil } ?? node?.position
      let page: Page
      if entry.hasPrefix("exercise:") {
        let id = String(entry.dropFirst("exercise:".count))
        if !exercises.contains(where: { $0.id == id }) {
          sink.error("pages: no exercise \"\(id)\"" + Suggestion.didYouMean(id, in: exercises.map(\.id)), at: position)
        }
        page = .exercise(id)
      } else {
        if let prose, prose.section(entry) == nil {
          sink.error("pages: section \"\(entry)\" has no \"## \(entry)\" heading in the prose file"
                     + Suggestion.didYouMean(entry, in: prose.sections.map(\.slug)), at: position)
        }
        page = .prose(entry)
      }
      if pages.contains(page) { sink.error("pages: \"\(entry)\" is listed twice", at: position) }
      pages.append(page)
    }
    for exercise in exercises where !pages.contains(.exercise(exercise.id)) {
      sink.warning("pages: exercise \"\(exercise.id)\" is on no page", at: node?.position)
    }
    if let prose {
      for section in prose.sections where !pages.contains(.prose(section.slug)) && !explainSections.contains(section.slug) {
        sink.warning("prose section \"\(section.slug)\" is neither on a page nor an exercise's explain", at: node?.position)
      }
    }
    return pages
  }
}
