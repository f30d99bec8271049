#!/usr/bin/env python3
"""Checks a `dynamics-tutor code` file against what UIKit has, as far as it can be checked without Xcode.

  scripts/check-uikit-code.py FILE.swift [...]

The part of the file Xcode compiles (everything but `#if !canImport(UIKit)` blocks and the `#else` side
of `#if canImport(UIKit)`) must not use the closure-only API that `Dynamics` adds for the terminal
(recognizers and controls built from closures: UIKit has target and action) nor the terminal's own
(the animator's fixed step, synthetic touches, the animation timeline), and every `#selector(name…)`
there must name a method declared `@objc` (under `#if canImport(UIKit)`). Prints one line per problem,
`FILE:LINE: …`, and exits 1 when there is one.
"""
import re
import sys

CLOSURE_ONLY = [
    (re.compile(r'\bUI\w*GestureRecognizer\s*\{'), "a gesture recognizer built from a closure (UIKit: init(target:action:))"),
    (re.compile(r'\bUI\w*GestureRecognizer\(\s*handler:'), "a gesture recognizer built from a closure (UIKit: init(target:action:))"),
    (re.compile(r'\.addAction\s*\{'), "a control's closure action (UIKit: addTarget(_:action:for:) or addAction(UIAction…))"),
    (re.compile(r'\.onTap\b|\.onEvent\b'), "a closure action the terminal's controls have"),
    (re.compile(r'\.timeStep\b|\banimator\.step\(|\baccumulatedAngle\('), "the terminal's fixed-step animator (UIKit steps with the display)"),
    (re.compile(r'\bsendTouch\(|\bUITouchSample\b'), "the terminal's synthetic touches"),
    (re.compile(r'\bUIViewAnimationTimeline\b|\bpresentation\(forViewerOffset:'), "the terminal's animation and tilt playback"),
]


def uikit_lines(lines):
    """(number, line) of the lines Xcode compiles: a stack of #if states, UIKit's view of each."""
    stack = []  # each: (condition is canImport(UIKit) or !canImport(UIKit) or other, in else?)
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("#if "):
            condition = stripped[4:].strip()
            if condition == "canImport(UIKit)":
                stack.append(True)
            elif condition == "!canImport(UIKit)":
                stack.append(False)
            else:
                stack.append(None)  # another condition (DEBUG): both sides may compile
            continue
        if stripped == "#else":
            if stack and stack[-1] is not None:
                stack[-1] = not stack[-1]
            continue
        if stripped.startswith("#endif"):
            if stack:
                stack.pop()
            continue
        if all(state is not False for state in stack):
            yield number, line


def check(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    problems = []
    compiled = list(uikit_lines(lines))
    for number, line in compiled:
        for pattern, what in CLOSURE_ONLY:
            if pattern.search(line):
                problems.append(f"{path}:{number}: {what}: {line.strip()}")
    # @objc methods: `@objc` on its own line (possibly under #if canImport(UIKit)) before `func name(`.
    objc = set()
    pending = False
    for number, line in compiled:
        stripped = line.strip()
        if stripped == "@objc" or stripped.startswith("@objc "):
            pending = True
            match = re.search(r'\bfunc\s+(\w+)', stripped)
            if match:
                objc.add(match.group(1))
                pending = False
            continue
        match = re.match(r'(?:(?:override|private|fileprivate|public|final)\s+)*func\s+(\w+)', stripped)
        if match:
            if pending:
                objc.add(match.group(1))
            pending = False
    for number, line in compiled:
        for name in re.findall(r'#selector\(\s*(?:self\.)?(\w+)', line):
            if name not in objc:
                problems.append(f"{path}:{number}: #selector({name}…) names no @objc method")
    return problems


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    found = [problem for path in sys.argv[1:] for problem in check(path)]
    for problem in found:
        print(problem)
    sys.exit(1 if found else 0)
