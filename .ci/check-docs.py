#!/usr/bin/env python3
"""Checks the docs against the tree and the commands (scripts/test runs it; no arguments).

1. Every relative link in README.md, ARCHITECTURE.md and docs/*.md resolves: the file exists,
   and a `#fragment` names a heading of it (GitHub's slugs).
2. Every option the docs give a command, `--name` after `scripts/<command>` on one line, is an
   option that `scripts/<command> --help` lists.
3. Every module of snippets/src (but lib and testing) has exactly one row in README.md's index
   and one in docs/snippets.md's table, and every row of them names a module.

Prints one line per problem found and exits 1 if there was any, else prints `docs: ok`.
"""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
COMMAND = re.compile(r"scripts/([a-z]+)\b([^`\n]*)")
OPTION = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*)")
MODULE_ROW = re.compile(r"^\| `([a-z0-9_]+)` \|", re.MULTILINE)


def slug(heading):
    """GitHub's anchor of a heading: lowercase, punctuation dropped, spaces to dashes."""
    text = re.sub(r"`", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    found = set()
    in_code = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            in_code = not in_code
        elif not in_code and line.startswith("#"):
            found.add(slug(line.lstrip("#")))
    return found


def main():
    docs = [ROOT / "README.md", ROOT / "ARCHITECTURE.md", *sorted((ROOT / "docs").glob("*.md"))]
    problems = []
    helps = {}
    for doc in docs:
        if not doc.exists():
            problems.append(f"{doc.relative_to(ROOT)}: missing")
            continue
        text = doc.read_text(encoding="utf-8")
        name = doc.relative_to(ROOT)
        for number, line in enumerate(text.splitlines(), 1):
            for target in LINK.findall(line):
                if re.match(r"[a-z]+:", target):
                    continue
                file, _, fragment = target.partition("#")
                resolved = (doc.parent / file).resolve() if file else doc
                if not resolved.exists():
                    problems.append(f"{name}:{number}: link to {target}: no such file")
                elif fragment and resolved.suffix == ".md" and fragment not in anchors(resolved):
                    problems.append(f"{name}:{number}: link to {target}: no such heading")
            for command, rest in COMMAND.findall(line):
                script = ROOT / "scripts" / command
                if not script.exists():
                    problems.append(f"{name}:{number}: scripts/{command}: no such command")
                    continue
                options = OPTION.findall(rest.split(" #")[0])
                if not options:
                    continue
                if command not in helps:
                    result = subprocess.run(
                        [str(script), "--help"], capture_output=True, text=True, check=False
                    )
                    if result.returncode != 0:
                        problems.append(f"scripts/{command} --help: exit status {result.returncode}")
                    helps[command] = result.stdout
                for option in options:
                    if not re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", helps[command]):
                        problems.append(
                            f"{name}:{number}: scripts/{command} {option}: not in its --help"
                        )
    modules = {p.stem for p in (ROOT / "snippets" / "src").glob("*.rs")} - {"lib", "testing"}
    for index in [ROOT / "README.md", ROOT / "docs" / "snippets.md"]:
        rows = MODULE_ROW.findall(index.read_text(encoding="utf-8"))
        name = index.relative_to(ROOT)
        for module in sorted(modules):
            if rows.count(module) != 1:
                problems.append(f"{name}: {rows.count(module)} rows for the module {module}")
        for row in sorted(set(rows) - modules):
            problems.append(f"{name}: a row for {row}, which is no module of snippets/src")
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"docs: ok ({len(docs)} files, {len(helps)} commands' options)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
