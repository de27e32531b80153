#!/usr/bin/env python3
"""hdu1527's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu1527/oracle.py < testcases/hdu1527/<case>.in > testcases/hdu1527/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    for a, b in pairs(tokens):
        print(0 if is_p(a, b) else 1)


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
