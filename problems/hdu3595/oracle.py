#!/usr/bin/env python3
"""hdu3595's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu3595/oracle.py < testcases/hdu3595/<case>.in > testcases/hdu3595/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    i = 0
    while i < len(tokens):
        count = tokens[i]
        if i + 1 + 2 * count > len(tokens):
            break
        games = [tuple(sorted(g)) for g in pairs(tokens[i + 1:i + 1 + 2 * count])]
        if len(games) <= 3 and all(max(g) <= 8 for g in games):
            wins = simultaneous_wins(tuple(sorted(games)))
        else:
            wins = max((euclid_length_cached(*g) for g in games), default=0) % 2 == 1
        print("MM" if wins else "GG")
        i += 1 + 2 * count


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
