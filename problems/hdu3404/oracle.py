#!/usr/bin/env python3
"""hdu3404's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu3404/oracle.py < testcases/hdu3404/<case>.in > testcases/hdu3404/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    cases, i = (tokens[0], 1) if tokens else (0, 0)
    for _ in range(cases):
        if i >= len(tokens):
            break
        count = tokens[i]
        if i + 1 + 2 * count > len(tokens):
            break
        lights = pairs(tokens[i + 1:i + 1 + 2 * count])  # a light listed twice: toggled twice
        if all(1 <= v <= 3 for light in lights for v in light):
            mask = 0
            for x, y in lights:
                mask ^= 1 << ((x - 1) * 3 + y - 1)
            wins = corners_wins(mask, 3)
        else:
            total = 0
            for x, y in lights:
                total ^= nim_product(x, y)
            wins = total != 0
        print("Have a try, lxhgww." if wins else "Don't waste your time.")
        i += 1 + 2 * count


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
