#!/usr/bin/env python3
"""abc349e's expected outputs, computed apart from the Rust code:

    python3 problems/abc349e/oracle.py < testcases/abc349e/<case>.in > testcases/abc349e/<case>.out

A game-tree search over the colourings (a tuple of owners, memoised), Python integers for the
totals; boards of nine integers to the end of the input, an incomplete last board printing
nothing.
"""
import sys
from functools import lru_cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(weights):
    @lru_cache(maxsize=None)
    def mover_wins(owner, me):
        for c in range(9):
            if owner[c]:
                continue
            after = owner[:c] + (me,) + owner[c + 1:]
            if any(all(after[x] == me for x in line) for line in LINES):
                return True
            if all(after):
                mine = sum(weights[x] for x in range(9) if after[x] == me)
                if mine > sum(weights) - mine:
                    return True
                continue
            if not mover_wins(after, 3 - me):
                return True
        return False
    return "Takahashi" if mover_wins((0,) * 9, 1) else "Aoki"


def main():
    tokens = [int(t) for t in sys.stdin.read().split()]
    for i in range(0, len(tokens) - 8, 9):
        print(winner(tuple(tokens[i:i + 9])))


if __name__ == "__main__":
    main()
