#!/usr/bin/env python3
"""hdu1847's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu1847/oracle.py < testcases/hdu1847/<case>.in > testcases/hdu1847/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    for n in tokens:
        wins = power_of_two_wins(n) if n <= 2000 else n % 3 != 0
        print("Kiki" if wins else "Cici")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
