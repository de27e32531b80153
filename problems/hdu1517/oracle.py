#!/usr/bin/env python3
"""hdu1517's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu1517/oracle.py < testcases/hdu1517/<case>.in > testcases/hdu1517/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    for n in tokens:
        wins = multiplication_wins_search(n) if n <= 20000 else multiplication_bands(n)
        print("Stan wins." if wins else "Ollie wins.")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
