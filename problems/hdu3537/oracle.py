#!/usr/bin/env python3
"""hdu3537's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu3537/oracle.py < testcases/hdu3537/<case>.in > testcases/hdu3537/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    i = 0
    while i < len(tokens):
        count = tokens[i]
        heads = set(tokens[i + 1:i + 1 + count])
        if i + 1 + count > len(tokens):
            break
        if max(heads, default=0) < 10:
            wins = mock_turtles_wins(sum(1 << p for p in heads))
        else:
            total = 0
            for p in heads:
                total ^= odious(p)
            wins = total != 0
        print("No" if wins else "Yes")
        i += 1 + count


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
