#!/usr/bin/env python3
"""hdu1536's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/hdu1536/oracle.py < testcases/hdu1536/<case>.in > testcases/hdu1536/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    i = 0
    while i < len(tokens) and tokens[i] != 0:
        k = tokens[i]
        takes = tuple(sorted(set(t for t in tokens[i + 1:i + 1 + k] if t > 0)))
        i += 1 + k
        if i >= len(tokens):
            return
        m, i = tokens[i], i + 1
        letters = []
        for _ in range(m):
            if i >= len(tokens):
                return
            count = tokens[i]
            heaps = tuple(sorted(tokens[i + 1:i + 1 + count]))
            if len(heaps) < count:
                return
            i += 1 + count
            if len(heaps) <= 3 and max(heaps, default=0) <= 25:
                wins = subtraction_sum_wins(takes, heaps)
            else:
                total = 0
                for heap in heaps:
                    total ^= subtraction_values(takes, heap)
                wins = total != 0
            letters.append("W" if wins else "L")
        print("".join(letters))


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
