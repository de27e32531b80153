#!/usr/bin/env python3
"""poj1704's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/poj1704/oracle.py < testcases/poj1704/<case>.in > testcases/poj1704/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    for cells in counted_cases(tokens):
        assert len(set(cells)) == len(cells) and 0 not in cells, "not a row"
        if max(cells, default=0) <= 14:
            wins = chessmen_wins(tuple(sorted(cells)))
        else:
            wins = staircase_wins(cells)
        print("Georgia will win" if wins else "Bob will win")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
