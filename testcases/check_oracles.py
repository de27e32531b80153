#!/usr/bin/env python3
"""Runs every `problems/<id>/oracle.py` on the cases it claims and compares its output with
`testcases/<id>/<case>.out`, byte for byte (scripts/test runs it).

    python3 testcases/check_oracles.py [ID...] [--jobs N] [--timeout SECONDS] [--times]

A problem's cases are its `testcases/<id>/*.in`, all claimed unless its oracle names the ones
it leaves to another proof: `UNCLAIMED = {case: why}` in the oracle file (lc_factorize leaves
Library Checker's official tests to their sha256 sums). A name there with no such case is a
failure, so a claim cannot go stale quietly; so is an oracle that claims no case.

Each problem runs in one Python process of its own (`--worker ID`), which imports the oracle
once and calls its `main()` on each case with stdin and stdout replaced, so the memos of its
searches (and of `testcases/games.py`) serve all its cases; `--jobs` such processes at a time
(2 by default), the slowest-known first; each killed after `--timeout` seconds (60 by default)
and then counted as failed. Problems do not share a process: those that share a search of
games.py rebuild it in well under 0.1 s each. The command line use of an oracle is unchanged:
`python3 problems/<id>/oracle.py < case.in > case.out` runs the same `main()`.

Prints one line per case that differs (the problem, the case, the first differing line), per
oracle that raised or timed out, then a summary; exits 1 if there was any, else 0 (2: usage).
"""

import argparse
import importlib.util
import io
import json
import os
import resource
import subprocess
import sys
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The ones that took most CPU (1 to 2 s each), started first so that no core is left with one
# of them at the end.
SLOWEST = ["hdu1848", "luogu_p4055", "hdu2486", "hdu1404", "poj3710"]


def problems():
    return sorted(p.parent.name for p in ROOT.glob("problems/*/oracle.py"))


def load(problem):
    path = ROOT / "problems" / problem / "oracle.py"
    spec = importlib.util.spec_from_file_location(f"oracle_{problem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_main(module, data):
    """The oracle's `main()` on `data` as its stdin: what it writes to stdout, as bytes. Stdin
    and stdout as Python opens them on Linux: UTF-8, lines split at `\\n` only, no newline
    translation."""
    stdin, stdout = sys.stdin, sys.stdout
    written = io.BytesIO()
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", newline="\n")
    sys.stdout = io.TextIOWrapper(written, encoding="utf-8", newline="\n")
    try:
        try:
            module.main()
        except SystemExit as exit:
            if exit.code not in (None, 0):
                raise
        sys.stdout.flush()
        return written.getvalue()
    finally:
        sys.stdin, sys.stdout = stdin, stdout


def lines(data):
    """The lines of `data`, each with its `\\n` (the last one may have none)."""
    parts = data.split(b"\n")
    return [part + b"\n" for part in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def first_difference(expected, got):
    """`(line number, expected line, printed line)` of the first line that differs, each as
    Python writes a bytes literal's inside (`(end)` past the last line)."""
    want, have = lines(expected), lines(got)
    number = next(i for i in range(max(len(want), len(have)) + 1)
                  if i >= len(want) or i >= len(have) or want[i] != have[i])

    def show(side):
        return repr(side[number])[2:-1] if number < len(side) else "(end)"

    return number + 1, show(want), show(have)


def worker(problem):
    """One problem, in this process: a JSON line per case to stdout, then its CPU-seconds."""
    report = sys.stdout
    folder = ROOT / "testcases" / problem
    cases = sorted(p.name[:-3] for p in folder.glob("*.in"))
    try:
        module = load(problem)
    except BaseException:
        line = traceback.format_exc().rstrip().splitlines()[-1]
        print(json.dumps({"error": f"importing the oracle raised {line}"}), file=report)
        return
    unclaimed = dict(getattr(module, "UNCLAIMED", {}))
    for name in sorted(set(unclaimed) - set(cases)):
        print(json.dumps({"case": name, "error": "UNCLAIMED names a case that does not exist"}),
              file=report)
    if not set(cases) - set(unclaimed):
        print(json.dumps({"error": f"the oracle claims no case of testcases/{problem}/"}),
              file=report)
    for case in cases:
        if case in unclaimed:
            print(json.dumps({"case": case, "unclaimed": unclaimed[case]}), file=report, flush=True)
            continue
        try:
            got = run_main(module, (folder / f"{case}.in").read_bytes())
        except BaseException:
            line = traceback.format_exc().rstrip().splitlines()[-1]
            print(json.dumps({"case": case, "error": f"the oracle raised {line}"}), file=report,
                  flush=True)
            continue
        out = folder / f"{case}.out"
        if not out.exists():
            print(json.dumps({"case": case, "error": f"no {case}.out"}), file=report, flush=True)
            continue
        expected = out.read_bytes()
        if got == expected:
            print(json.dumps({"case": case, "ok": True}), file=report, flush=True)
        else:
            number, want, have = first_difference(expected, got)
            print(json.dumps({"case": case, "line": number, "expected": want,
                              "printed": have}), file=report, flush=True)
    usage = resource.getrusage(resource.RUSAGE_SELF)
    print(json.dumps({"cpu": usage.ru_utime + usage.ru_stime}), file=report)


def check(problem, timeout):
    """Runs one problem's worker: `(problem, seconds, failure lines, cases judged, {why: cases
    not claimed}, CPU-seconds)`."""
    start = time.monotonic()
    # -B: no __pycache__ left in problems/<id>/ or testcases/ (where a folder is a problem).
    command = [sys.executable, "-B", str(Path(__file__).resolve()), "--worker", problem]
    try:
        done = subprocess.run(command, capture_output=True, timeout=timeout)
        stdout, timed_out = done.stdout, False
    except subprocess.TimeoutExpired as expired:
        stdout, timed_out = expired.stdout or b"", True
    seconds = time.monotonic() - start
    failures, claimed, unclaimed, cpu = [], 0, {}, 0.0
    for line in stdout.decode("utf-8", "replace").splitlines():
        try:
            result = json.loads(line)
        except ValueError:  # an oracle that wrote to the real stdout, not to sys.stdout
            failures.append(f"{problem}: stray output: {line[:80]}")
            continue
        where = f"{problem}/{result['case']}" if "case" in result else problem
        if "cpu" in result:
            cpu = result["cpu"]
        elif result.get("ok"):
            claimed += 1
        elif "unclaimed" in result:
            unclaimed[result["unclaimed"]] = unclaimed.get(result["unclaimed"], 0) + 1
        elif "error" in result:
            failures.append(f"{where}: {result['error']}")
        else:
            claimed += 1
            failures.append(f"{where}: line {result['line']}: .out has '{result['expected']}',"
                            f" the oracle printed '{result['printed']}'")
    if timed_out:
        failures.append(f"{problem}: still running after {timeout} s, killed ({claimed} cases"
                        " judged before)")
    elif done.returncode != 0:
        error = done.stderr.decode("utf-8", "replace").rstrip().splitlines()
        failures.append(f"{problem}: the checker's worker exited with {done.returncode}: "
                        f"{error[-1] if error else ''}")
    return problem, seconds, failures, claimed, unclaimed, cpu


def main():
    parser = argparse.ArgumentParser(
        description="Runs every problems/<id>/oracle.py on its testcases/<id>/*.in and compares"
        " with the .out files byte for byte.")
    parser.add_argument("ids", nargs="*", metavar="ID", help="problems to check (default: all"
                        " with an oracle.py)")
    parser.add_argument("--jobs", type=int, default=2, help="problems at a time (default 2)")
    parser.add_argument("--timeout", type=float, default=60,
                        help="seconds a problem may take before it is killed (default 60)")
    parser.add_argument("--times", action="store_true",
                        help="print each problem's cases, seconds and CPU-seconds")
    parser.add_argument("--worker", metavar="ID", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker)
        return 0
    known = problems()
    for problem in args.ids:
        if problem not in known:
            parser.error(f"no problems/{problem}/oracle.py")
    chosen = args.ids or known
    chosen = sorted(chosen, key=lambda p: (SLOWEST.index(p) if p in SLOWEST else len(SLOWEST)))
    start = time.monotonic()
    with ThreadPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(lambda p: check(p, args.timeout), chosen))
    wall = time.monotonic() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    failed = [line for result in sorted(results) for line in result[2]]
    for line in failed:
        print(line)
    claimed = sum(r[3] for r in results)
    unclaimed = {}
    for r in results:
        for why, count in r[4].items():
            unclaimed[f"{r[0]}: {why}"] = count
    if args.times:
        for r in sorted(results, key=lambda r: -r[5]):
            print(f"  {r[0]:<20} {r[3]:>4} cases {r[1]:7.2f} s {r[5]:7.2f} CPU-s")
    slowest = sorted(results, key=lambda r: -r[5])[:3]
    print(f"oracles: {len(results)} problems, {claimed} cases judged in {wall:.1f} s,"
          f" {usage.ru_utime + usage.ru_stime:.1f} CPU-s (the most: "
          + ", ".join(f"{r[0]} {r[5]:.1f}" for r in slowest) + ")")
    for why, count in unclaimed.items():
        print(f"  not claimed: {count} cases of {why}")
    if failed:
        print(f"oracles: {len(failed)} failures")
        return 1
    print("oracles: every claimed .out equals its oracle's output")
    return 0


if __name__ == "__main__":
    sys.exit(main())
