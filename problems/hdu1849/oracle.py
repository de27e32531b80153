#!/usr/bin/env python3
"""hdu1849's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu1849/oracle.py < testcases/hdu1849/<case>.in > testcases/hdu1849/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    for positions in cases_until_zero(tokens):
        if len(positions) <= 3 and max(positions) <= 7:
            wins = nim_wins(tuple(sorted(positions)))
        else:
            total = 0
            for p in positions:
                total ^= p
            wins = total != 0
        print("Rabbit Win!" if wins else "Grass Win!")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
