#!/usr/bin/env python3
"""hdu2176's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu2176/oracle.py < testcases/hdu2176/<case>.in > testcases/hdu2176/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    for piles in cases_until_zero(tokens):
        moves = []
        if len(piles) <= 3 and max(piles) <= 7:
            for i, pile in enumerate(piles):
                for left in range(pile):
                    rest = tuple(sorted(piles[:i] + [left] + piles[i + 1:]))
                    if not nim_wins(rest):
                        moves.append((pile, left))
        else:
            total = 0
            for p in piles:
                total ^= p
            moves = [(p, p ^ total) for p in piles if p ^ total < p]
        if moves:
            print("Yes")
            for pile, left in moves:
                print(pile, left)
        else:
            print("No")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
