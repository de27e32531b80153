#!/usr/bin/env python3
"""hdu3094's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu3094/oracle.py < testcases/hdu3094/<case>.in > testcases/hdu3094/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    cases, i = (tokens[0], 1) if tokens else (0, 0)
    for _ in range(cases):
        if i >= len(tokens):
            break
        count = tokens[i]
        ends = tokens[i + 1:i + 1 + 2 * (count - 1)]
        if len(ends) < 2 * (count - 1):
            break
        edges = pairs(ends)
        value = hackenbush_search(edges, 1) if len(edges) <= 10 else colon_value(count, edges, 1)
        print("Alice" if value else "Bob")
        i += 1 + 2 * (count - 1)


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
