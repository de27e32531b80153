#!/usr/bin/env python3
"""hdu2509's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu2509/oracle.py < testcases/hdu2509/<case>.in > testcases/hdu2509/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    i = 0
    while i < len(tokens):
        n = tokens[i]
        rows = tokens[i + 1:i + 1 + n]
        if len(rows) < n:
            return
        i += 1 + n
        if sum(rows) <= 9:
            wins = apple_rows_wins(tuple(sorted(r for r in rows if r > 0)))
        else:
            wins = misere_nim_rule(rows)
        print("Yes" if wins else "No")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
