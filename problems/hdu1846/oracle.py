#!/usr/bin/env python3
"""hdu1846's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu1846/oracle.py < testcases/hdu1846/<case>.in > testcases/hdu1846/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    count, rest = (tokens[0], tokens[1:]) if tokens else (0, [])
    for n, m in pairs(rest)[:count]:
        wins = bash_wins(n, m) if n <= SMALL and m <= SMALL else n % (m + 1) != 0
        print("first" if wins else "second")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
