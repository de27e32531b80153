#!/usr/bin/env python3
"""hdu2177's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu2177/oracle.py < testcases/hdu2177/<case>.in > testcases/hdu2177/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    for a, b in pairs(tokens):
        if (a, b) == (0, 0):
            break
        moves = wythoff_moves(a, b)
        print(1 if moves else 0)
        for x, y in moves:
            print(x, y)


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
