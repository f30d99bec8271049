#!/usr/bin/env python3
"""Rebuilds the seed corpora in Fuzz/Corpus/ from the repository: the lessons and their prose, the
expressions they contain, REPL command lines and sessions from the tests, the README and docs/, and scene
parameter choices. Run from anywhere: `python3 Fuzz/make-corpus.py`. Deterministic (no randomness)."""
import hashlib
import json
import re
import struct
import sys
import tomllib
from pathlib import Path

FUZZ = Path(__file__).resolve().parent
ROOT = FUZZ.parent
CORPUS = FUZZ / "Corpus"


def write(harness, data):
    if isinstance(data, str):
        data = data.encode()
    folder = CORPUS / harness
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()[:16]).write_bytes(data)


def lesson_files():
    for folder in [ROOT / "lessons", ROOT / "Tests/LessonRuntimeTests/Fixtures/lessons"]:
        for path in sorted(folder.glob("*.toml")):
            yield path


def prose_for(path, text):
    match = re.search(r'^prose\s*=\s*"([^"]+)"', text, re.M)
    if not match:
        return None
    for base in [path.parent.parent, ROOT / "Tests/LessonRuntimeTests/Fixtures"]:
        candidate = base / match.group(1)
        if candidate.exists():
            return candidate.read_text()
    return None


def strings(value):
    """Every string inside a parsed TOML value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def is_expression(s):
    """Looks like an expression rather than prose: expression characters only, no run of plain words."""
    return (len(s) <= 200 and re.fullmatch(r"[\w.:,()+\-*/^<>=! ]+", s) is not None
            and re.search(r"[()+\-*/<>=.]", s) is not None
            and re.search(r"[A-Za-z]{3,} [A-Za-z]{3,} [A-Za-z]{3,}", s) is None and not s.endswith("."))


# Lessons: the file, a NUL, its prose (the harness reads prose after the NUL).
expressions = set()
for path in lesson_files():
    text = path.read_text()
    prose = prose_for(path, text)
    write("lesson", text if prose is None else text + "\0" + prose)
    try:
        parsed = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        continue
    for s in strings(parsed):
        if is_expression(s):
            expressions.add(s)
write("lesson", (ROOT / "lessons/catalog.toml").read_text())

# Expressions: from the lessons, and quoted in the expression tests.
tests = (ROOT / "Tests/ExpressionsTests/ExpressionTests.swift").read_text()
for match in re.finditer(r'"((?:[^"\\]|\\.){1,200})"', tests):
    s = match.group(1).replace('\\"', '"')
    if is_expression(s):
        expressions.add(s)
for s in sorted(expressions):
    write("expression", s)

# REPL: mode 0 one line, 1 a session, 2 a batch run, 3 progress JSON + NUL + session.
lines = set()
for test in sorted((ROOT / "Tests/TutorTests").glob("*.swift")):
    for match in re.finditer(r'handle\("((?:[^"\\]|\\.)*)"\)', test.read_text()):
        lines.add(match.group(1).replace('\\"', '"'))
# The README and the pages that hold the command table and the commands' examples.
readme = "\n".join((ROOT / page).read_text()
                   for page in ["README.md", "docs/using-the-tutor.md", "docs/languages.md", "docs/engine.md"])
for match in re.finditer(r"^\| `([a-z]+)`[^|]*\|", readme, re.M):
    lines.add(match.group(1))
for match in re.finditer(r"`((?:set|answer|plot|play|open|run|scene|choose|help) [^`]+)`", readme):
    lines.add(match.group(1))
for line in sorted(lines):
    write("repl", b"\x00" + line.encode())
sessions = [
    "set gravity.magnitude 4\nrun\nanswer 0.9\nanswer 0.447\nquit",
    "lessons\nopen 2\nparams\nnext\nnext\nrun\nplot y,vy red\nscene 0.5\nplay 0.25\nhint\nhint\nsolution",
    "open dangling-spring\nset spring.frequency 2\nrun 3\nplot danglingButton.y\ncheck\nreset all\nprev",
    "open newtons-cradle\nnext\nnext\nnext\nchoose b\nrun\nanswer 1 s\nanswer 450 ms\nanswer sqrt(2*400/4000)",
    "open collision-modes\nset collision.mode items\nrun\nchoose a\nnext\ncheck\nhelp run\n?\nexit",
    "open pendulum-attachment\nset theta0 -30\nrun 10\nplot swing\nanswer pi/2\nset gravity.angle 90 deg",
]
for session in sessions:
    write("repl", b"\x01" + session.encode())
write("repl", b"\x02" + b"falling-buttons\n1.5\ncsv\nfallingButton.y,fallingButton.vy\ngravity.magnitude=4")
write("repl", b"\x02" + b"dangling-spring\n\njson\ndanglingButton.y\nspring.frequency=2")
write("repl", b"\x02" + b"pendulum-attachment\n3\ntext\nswing\ngravity.angle=90deg")
progress = {"version": 1, "lastLesson": "barrier-boundaries", "lessons": {"barrier-boundaries": {
    "lastPage": 3, "parameters": {"gravity.magnitude": 2.5},
    "exercises": {"first-touch": {"solved": True, "attempts": 2, "hintsShown": 1, "solutionShown": False}}}}}
write("repl", b"\x03" + json.dumps(progress, indent=2).encode() + b"\0page\nparams\nrun\nnext")
write("repl", b"\x03" + b'{"version": 1, "lastLesson": "falling-buttons", "lessons": {"falling-buttons": {"lastPage": 99}}}\0page\nprev')

# Scenes: a lesson index, then (parameter selector, value selector, 8 value bytes) groups.
lesson_count = len(list((ROOT / "lessons").glob("*.toml"))) - 1
for index in range(max(lesson_count, 1)):
    write("scene", bytes([index]))
    for parameter in range(4):
        for mode in range(5):
            write("scene", bytes([index, parameter, mode + 5 * parameter]) + struct.pack("<d", 0.5 + parameter))

# Dictionaries (libFuzzer's -dict): the words each language is made of.
def keys(value):
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from keys(item)
    elif isinstance(value, list):
        for item in value:
            yield from keys(item)


def dict_entry(word):
    """A libFuzzer dictionary line: printable ASCII as is, with \\ \" and \\xNN escapes."""
    out = []
    for byte in word.encode():
        if byte in (0x5C, 0x22):
            out.append("\\" + chr(byte))
        elif 0x20 <= byte < 0x7F:
            out.append(chr(byte))
        else:
            out.append("\\x%02X" % byte)
    return '"' + "".join(out) + '"'


toml_words, names = set(), set()
for path in lesson_files():
    try:
        parsed = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError:
        continue
    toml_words.update(keys(parsed))
    for item in parsed.get("item", []):
        names.add(item.get("id", ""))
    for parameter in parsed.get("parameter", []):
        names.add(parameter.get("name", ""))
toml_words.update(["[[item]]", "[[parameter]]", "[[exercise]]", "[[plot]]", "[[event]]", "[scene]", "[scene.let]",
                   "[[behavior.gravity]]", "[[behavior.collision]]", "[[behavior.attachment]]", "[[behavior.item]]",
                   "[[behavior.push]]", "[[behavior.snap]]", "[[behavior.boundary]]", "[[behavior.composite]]",
                   "[[preset]]", "## ", '"""', "'''", "inf", "nan", "true", "false", "1979-05-27T07:32:00Z"])
source = (ROOT / "Sources/Expressions/ExpressionFunctions.swift").read_text()
functions = set(re.findall(r'"([a-z_0-9]+)": \d', source))
signals = ["x", "y", "left", "right", "top", "bottom", "vx", "vy", "speed", "angle", "alpha", "scale", "swing"]
expression_words = functions | {"and", "or", "not", "pi", "true", "false", "==", "!=", "<=", ">=", "^", ":"}
expression_words |= {f"{n}.{s}" for n in ["box", "red", "ball", "fallingButton"] for s in signals}
commands = re.findall(r'CommandInfo\(name: "([a-z]+)", aliases: \[([^\]]*)\]',
                      (ROOT / "Sources/Tutor/Commands/CommandInfo.swift").read_text())
repl_words = {name for name, _ in commands} | {a.strip('" ') for _, al in commands for a in al.split(",") if a.strip()}
repl_words |= names | functions | {"deg", "ms", "pt", "g", "Hz", "s", "all", "csv", "json", "text", "\n"}
for harness, words in [("lesson", toml_words | names | functions), ("expression", expression_words | names),
                       ("repl", repl_words)]:
    folder = FUZZ / "Dictionaries"
    folder.mkdir(exist_ok=True)
    entries = sorted(w for w in words if w and len(w) < 64)
    (folder / f"{harness}.dict").write_text("".join(dict_entry(w) + "\n" for w in entries))

print("corpus:", {h.name: len(list(h.iterdir())) for h in sorted(CORPUS.iterdir())}, file=sys.stderr)
