#!/usr/bin/env python3
"""hdu3032's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu3032/oracle.py < testcases/hdu3032/<case>.in > testcases/hdu3032/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    for heaps in counted_cases(tokens):
        if sum(heaps) <= 14:
            wins = lasker_wins(tuple(sorted(h for h in heaps if h > 0)))
        else:
            total = 0
            for h in heaps:
                total ^= lasker_value(h)
            wins = total != 0
        print("Alice" if wins else "Bob")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
