#!/usr/bin/env python3
"""hdu1404's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu1404/oracle.py < testcases/hdu1404/<case>.in > testcases/hdu1404/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(words):
    for word in words:
        print("Yes" if digital_deletions_wins(word) else "No")


def main():
    answers(sys.stdin.read().split())


if __name__ == "__main__":
    main()
