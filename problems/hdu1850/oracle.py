#!/usr/bin/env python3
"""hdu1850's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu1850/oracle.py < testcases/hdu1850/<case>.in > testcases/hdu1850/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    i = 0
    while i < len(tokens) and tokens[i] != 0:
        count = tokens[i]
        piles = tuple(tokens[i + 1:i + 1 + count])
        if len(piles) < count:
            break
        print(nim_count(piles))
        i += 1 + count


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
