#!/usr/bin/env python3
"""The tutor's message templates (docs/translations.md, "The tutor's messages").

  scripts/messages.py list          every template the sources pass to t(…) or t.plural(…), or mark
                                    as data with Messages.english(…), in order
  scripts/messages.py sync <lang>   rewrites Sources/Tutor/Messages/MessageCatalog+<lang>+<Area>.swift:
                                    every template in source order, in the file of the area that uses it
                                    first (AREAS), translations kept, new ones "", ones the sources no
                                    longer use dropped (and listed)

Templates are Swift string literals written as they appear in the source (escapes and all), so a table
entry is the same literal with its translation. MessageCatalogTests reads the sources the same way.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LITERAL = r'"((?:[^"\\\n]|\\.)*)"'
SINGLE = re.compile(r'\bt\(\s*' + LITERAL)
ENGLISH = re.compile(r'\bMessages\.english\(\s*' + LITERAL)
PLURAL = re.compile(r'\bt\.plural\([^"]*?,\s*' + LITERAL + r'\s*,\s*' + LITERAL, re.S)
ENTRY = re.compile(r'^\s*' + LITERAL + r'\s*:\s*' + LITERAL + r',\s*$')
NAMES = {"ko": ("korean", "Korean"), "ru": ("russian", "Russian"), "zh": ("chinese", "Simplified Chinese")}
# A language's table is split by where its templates are used, so that each file stays short: the course's
# layers below the tutor, the tutor's commands, and the rest of the tutor with the executable.
AREAS = [("Course", "the course's layers: expressions, lessons, runs, progress"),
         ("Commands", "the tutor's commands"),
         ("Session", "the tutor's session, rendering, live runs and the executable")]


def area(path):
    """The area of a source file (a path relative to Sources/)."""
    parts = path.parts
    if parts[0] not in ("Tutor", "dynamics-tutor"):
        return "Course"
    return "Commands" if parts[0] == "Tutor" and parts[1] == "Commands" else "Session"


def templates():
    """(template, English singular or None, area) in source order, each once."""
    found, seen = [], set()
    for path in sorted((ROOT / "Sources").rglob("*.swift")):
        if path.name.startswith(("Messages", "MessageCatalog")):
            continue
        # Comment lines may show t(…) in examples; they are not messages.
        text = re.sub(r'^\s*//.*$', '', path.read_text(), flags=re.M)
        hits = [(m.start(), m.group(1), None) for m in SINGLE.finditer(text)]
        hits += [(m.start(), m.group(1), None) for m in ENGLISH.finditer(text)]
        hits += [(m.start(), m.group(2), m.group(1)) for m in PLURAL.finditer(text)]
        for _, template, one in sorted(hits):
            if template not in seen:
                seen.add(template)
                found.append((template, one, area(path.relative_to(ROOT / "Sources"))))
    return found


def sync(lang):
    variable, name = NAMES[lang]
    folder = ROOT / "Sources/Tutor/Messages"
    old = {}
    for path in sorted(folder.glob(f"MessageCatalog+{lang}*.swift")):
        for line in path.read_text().splitlines():
            match = ENTRY.match(line)
            if match:
                old[match.group(1)] = match.group(2)
        path.unlink()
    current = templates()
    for key, description in AREAS:
        path = folder / f"MessageCatalog+{lang}+{key}.swift"
        lines = ["extension MessageCatalog {",
                 f"  /// The tutor's messages in {name} used by {description}: English template → translation",
                 f"  /// (see `Messages`). Written by `scripts/messages.py sync {lang}`, translated by hand; \"\" shows",
                 "  /// the English.",
                 f"  static let {variable}{key}: [String: String] = ["]
        entries = [(template, one) for template, one, where in current if where == key]
        for template, one in entries:
            if one is not None:
                lines.append(f"    // one: \"{one}\"")
            lines.append(f'    "{template}": "{old.get(template, "")}",')
        if not entries:
            lines.append("    :")
        lines += ["  ]", "}", ""]
        path.write_text("\n".join(lines))
    used = {t for t, _, _ in current}
    dropped = [t for t in old if t not in used]
    done = sum(1 for t, _, _ in current if old.get(t))
    print(f"{folder.relative_to(ROOT)}/MessageCatalog+{lang}+*.swift: {done} of {len(current)} translated"
          + (f"; dropped {len(dropped)}:" if dropped else ""))
    for template in dropped:
        print(f"  {template}")


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "list":
        for template, _, _ in templates():
            print(template)
    elif len(sys.argv) == 3 and sys.argv[1] == "sync" and sys.argv[2] in NAMES:
        sync(sys.argv[2])
    else:
        sys.exit(__doc__)
