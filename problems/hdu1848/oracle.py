#!/usr/bin/env python3
"""hdu1848's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu1848/oracle.py < testcases/hdu1848/<case>.in > testcases/hdu1848/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    for i in range(0, len(tokens) - 2, 3):
        piles = tuple(sorted(tokens[i:i + 3]))
        if piles == (0, 0, 0):
            break
        if max(piles) <= 25:
            wins = subtraction_sum_wins(FIBONACCI_TAKES, piles)
        else:
            total = 0
            for pile in piles:
                total ^= subtraction_values(FIBONACCI_TAKES, pile)
            wins = total != 0
        print("Fibo" if wins else "Nacci")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
