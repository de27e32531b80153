#!/usr/bin/env python3
"""hdu1907's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu1907/oracle.py < testcases/hdu1907/<case>.in > testcases/hdu1907/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    count, i = (tokens[0], 1) if tokens else (0, 0)
    for _ in range(count):
        if i >= len(tokens):
            return
        n = tokens[i]
        piles = tokens[i + 1:i + 1 + n]
        if len(piles) < n:
            return
        i += 1 + n
        print("John" if misere_nim(piles) else "Brother")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
