#!/usr/bin/env python3
"""hdu2516's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu2516/oracle.py < testcases/hdu2516/<case>.in > testcases/hdu2516/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    for n in tokens:
        if n == 0:
            break
        print("First win" if fibonacci_first_wins(n) else "Second win")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
