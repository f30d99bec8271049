extension Messages {
  /// The tutor's messages in Korean: English template → translation (see `Messages`). Written by
  /// `scripts/messages.py sync ko`, translated by hand; "" shows the English.
  static let korean: [String: String] = [
    "DynamicsTutor: learn UIKit Dynamics by changing numbers and watching.": "",
    "Type `help` for commands, `next` to read on, `quit` to leave.": "",
    "Welcome back. You are in lesson {number} of {count}, \"{title}\", page {page} of {pages}: type `page` to read it, or `lessons` to see your progress in every lesson.": "",
    // one: "{count} lesson available (`lessons` lists them)."
    "{count} lessons available (`lessons` lists them).": "",
    "No lesson could be loaded; `lessons` shows what is wrong.": "",
    "Bye. Your progress is saved; `dynamics-tutor` continues where you left off.": "",
    "{title} · page {page}/{pages}": "",
  ]
}
